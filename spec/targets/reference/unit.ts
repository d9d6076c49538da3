/** The reference's unit face: boots it in Vitest's DOM and mounts its React components by name. */
import { createElement, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { components } from '../../../src/reference/components/index.ts';
import { createHttpClient } from '../../../src/reference/http/client.ts';
import { launch } from '../../../src/reference/index.ts';
import type { MountChild, MountedComponent, UnitTarget } from '../../contract/index.ts';

/** `<name {...props}>`, its `children` text or components of its own (contract `MountChild`). */
function element(name: string, props: Record<string, unknown>, key?: number): ReactElement {
  const Component = components[name];
  if (!Component) throw new Error(`the reference has no built-in component <${name}>`);
  const { children, ...rest } = props;
  const content = Array.isArray(children)
    ? (children as MountChild[]).map((child, i) => element(child.name, child.props ?? {}, i))
    : children;
  return createElement(Component, { ...rest, key }, content as never);
}

export const unit: UnitTarget = {
  async launch(app, container) {
    return { ...launch(app, container), httpClient: createHttpClient() };
  },
  async mount(name, props, container): Promise<MountedComponent> {
    element(name, {});
    const root = createRoot(container);
    const render = (p: Record<string, unknown>) => flushSync(() => root.render(element(name, p)));
    render(props);
    return { container, update: render, unmount: () => root.unmount() };
  },
};
