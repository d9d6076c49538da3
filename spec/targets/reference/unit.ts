/** The reference's unit face: boots it in Vitest's DOM and mounts its React components by name. */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { components } from '../../../src/reference/components/index.ts';
import { createHttpClient } from '../../../src/reference/http/client.ts';
import { launch } from '../../../src/reference/index.ts';
import type { MountedComponent, UnitTarget } from '../../contract/index.ts';

export const unit: UnitTarget = {
  async launch(app, container) {
    return { ...launch(app, container), httpClient: createHttpClient() };
  },
  async mount(name, props, container): Promise<MountedComponent> {
    const Component = components[name];
    if (!Component) throw new Error(`the reference has no built-in component <${name}>`);
    const root = createRoot(container);
    const render = (p: Record<string, unknown>) => flushSync(() => root.render(createElement(Component, p)));
    render(props);
    return { container, update: render, unmount: () => root.unmount() };
  },
};
