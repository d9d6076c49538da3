/**
 * The built-in components a fixture page lists, rendered through the components registry. Fixture props
 * are JSON, so the events a fixture asks for are relayed as DOM CustomEvents on each component's wrapper.
 */
import { useRef } from 'react';
import { components } from '../components/index.ts';
import type { PageComponent } from '../runtime/app-config.ts';

/** `longpress` → `onLongpress`, the contract's handler naming. */
const handlerName = (type: string) => `on${type.charAt(0).toUpperCase()}${type.slice(1)}`;

function FixtureItem({ item }: { item: PageComponent }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const Component = components[item.name];
  if (!Component) return null;
  const relays = Object.fromEntries((item.events ?? []).map((type) => [
    handlerName(type),
    (event: { detail: unknown }) => wrapper.current?.dispatchEvent(new CustomEvent(type, { detail: event.detail })),
  ]));
  return (
    <div ref={wrapper} data-component={item.name} style={{ display: 'contents' }}>
      <Component {...item.props} {...relays}>
        {item.children ? <FixtureComponents items={item.children} /> : undefined}
      </Component>
    </div>
  );
}

export function FixtureComponents({ items }: { items: PageComponent[] }) {
  return <>{items.map((item, i) => <FixtureItem key={i} item={item} />)}</>;
}
