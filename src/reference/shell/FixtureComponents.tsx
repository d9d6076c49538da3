/**
 * The built-in components a fixture page lists, rendered through the components registry. Fixture props
 * are JSON, so the events a fixture asks for are relayed as DOM CustomEvents on each component's wrapper.
 */
import { useRef } from 'react';
import { componentModules, components } from '../components/index.ts';
import type { OnDemand } from '../on-demand/index.ts';
import type { PageComponent } from '../runtime/app-config.ts';

/** The modules of every component in `items`, nested ones included: a page shows once they are all in. */
export function fixtureModules(items: PageComponent[] = []): OnDemand<unknown>[] {
  const names = new Set<string>();
  const visit = (list: PageComponent[]) => list.forEach((item) => { names.add(item.name); visit(item.children ?? []); });
  visit(items);
  return [...names].flatMap((name) => (componentModules[name] ? [componentModules[name]] : []));
}

/** `longpress` → `onLongpress`, the contract's handler naming. */
const handlerName = (type: string) => `on${type.charAt(0).toUpperCase()}${type.slice(1)}`;

function FixtureItem({ item }: { item: PageComponent }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const Component = components[item.name];
  if (!Component) return null;
  const relays = Object.fromEntries((item.events ?? []).map((type) => [
    handlerName(type),
    // Under the event object's own type, as the contract asks: the handler's name says nothing of it.
    (event: { type: string; detail: unknown }) => wrapper.current?.dispatchEvent(new CustomEvent(event.type, { detail: event.detail })),
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
