/**
 * The unit face: the genuine runtime inside Vitest's happy-dom. `launch` evaluates the app's unit bundle
 * (`unit-bundle.ts`) in the current document, where the runtime mounts itself on an `#app` element in the
 * container, as it does on `#app` of its index.html. `mount` renders one of the runtime's built-in
 * components with the runtime's own Vue, taken from the basic app's bundle.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate as realTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import type { FixtureApp, LaunchedApp, MountChild, MountedComponent, PageInstance, UnitTarget } from '../../contract/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { bodyLeftovers } from '../genuine/body-leftovers.ts';
import { recordGlobalListeners } from '../genuine/global-listeners.ts';
import { installDomGaps } from '../genuine/dom-gaps.ts';
import { recordLoadingImages } from '../genuine/loading-images.ts';
import { UNIT_GLOBAL, unitBundle } from './unit-bundle.ts';

type Props = Record<string, unknown>;

interface UnitGlobal {
  Vue: {
    createApp(root: object): { mount(el: Element): unknown; unmount(): void; config: { globalProperties: Props } };
    h(type: unknown, props: Props, slots?: Record<string, () => unknown>): unknown;
    shallowRef<T>(value: T): { value: T };
    nextTick(): Promise<void>;
  };
  components: Record<string, unknown>;
  /** The booted app's global properties: the runtime's event normaliser (`$nne`) among them. */
  globalProperties?: Props;
}

const win = window as unknown as Record<string, any>;

/** happy-dom has no canvas: the runtime measures a 2D context's backing store as it loads, and patches its prototype. */
function shimCanvas(): void {
  if (!('CanvasRenderingContext2D' in window)) win.CanvasRenderingContext2D = class CanvasRenderingContext2D {};
  if (document.createElement('canvas').getContext('2d')) return;
  HTMLCanvasElement.prototype.getContext = function getContext() { return {} as never; } as never;
}

/**
 * Evaluates a bundle as a classic script. Its app mounts on the one `#app` in `host` (another launched
 * app's `#app` is renamed meanwhile, as the runtime looks it up by id).
 */
function evaluate(code: string, host?: HTMLElement): void {
  shimCanvas();
  installDomGaps();
  recordLoadingImages();
  const others = [...document.querySelectorAll('#app')];
  for (const el of others) el.id = '';
  const root = host && document.createElement('div');
  if (root) {
    root.id = 'app';
    // The runtime finds its root by id, in the document: a detached host gets it once mounted.
    (host.isConnected ? host : document.body).append(root);
  }
  try {
    (0, eval)(code);
  } finally {
    for (const el of others) el.id = 'app';
    if (root && root.parentNode !== host) host.append(root);
  }
}

/** Waits until the entry page is on the stack: microtasks first, real turns if the boot needs them. */
async function firstPage(getCurrentPages: () => PageInstance[]): Promise<void> {
  for (let turn = 0; turn < 2000; turn++) {
    if (getCurrentPages().length > 0) return;
    await (turn < 1000 ? Promise.resolve() : realTurn());
  }
  throw new Error('genuine-vue3: the app launched no page');
}

async function launch(app: FixtureApp, container: HTMLElement): Promise<LaunchedApp> {
  const code = unitBundle(app);
  // Every launch starts at the entry url, as a page load does.
  history.replaceState(null, '', '/');
  const removeLeftovers = bodyLeftovers();
  const listeners = recordGlobalListeners();
  evaluate(code, container);
  const uni = win.uni as Record<string, any>;
  const getCurrentPages = win.getCurrentPages as () => PageInstance[];
  const getApp = win.getApp as () => { $: { appContext: { app: { unmount(): void } } } };
  await firstPage(getCurrentPages);
  const vueApp = getApp().$.appContext.app;
  return {
    uni,
    getCurrentPages,
    destroy() {
      vueApp.unmount();
      listeners.remove();
      removeLeftovers(container);
    },
  };
}

let runtime: UnitGlobal | undefined;

/**
 * The runtime's Vue and components, from the basic app booted in an element of its own: some components
 * (picker) read the current page, as they always have one in an app. The app's pages and tab bar are
 * hidden, the app itself is not: the runtime puts a picker's sheet into its <uni-app>, where a user sees
 * it. Booted once per test, as each test is a page load of its own: the runtime keeps state a later test
 * must not find (the ad config it fetched, in memory for ten minutes).
 */
async function componentRuntime(): Promise<UnitGlobal> {
  if (!runtime) {
    const globals = ['uni', 'getCurrentPages', 'getApp', '__uniConfig', '__uniRoutes', UNIT_GLOBAL].map((name) => [name, win[name]] as const);
    const host = document.body.appendChild(document.createElement('div'));
    host.className = 'uni-genuine-host';
    const hide = host.appendChild(document.createElement('style'));
    hide.textContent = '.uni-genuine-host uni-page-wrapper, .uni-genuine-host uni-tabbar, .uni-genuine-host .uni-tabbar-bottom { display: none; }';
    const listeners = recordGlobalListeners();
    try {
      evaluate(unitBundle(basicApp), host);
      const booted = win[UNIT_GLOBAL] as UnitGlobal;
      await firstPage(win.getCurrentPages as () => PageInstance[]);
      const { appContext } = win.getApp().$;
      booted.globalProperties = appContext.config.globalProperties;
      runtime = booted;
      onTestFinished(() => {
        runtime = undefined;
        appContext.app.unmount();
        listeners.remove();
        host.remove();
      });
    } finally {
      // A launched app keeps its globals.
      for (const [name, value] of globals) if (value !== undefined) win[name] = value;
    }
  }
  return runtime;
}

// Paths, not URL objects: inside Vitest's DOM `URL` is happy-dom's.
const modules = join(dirname(fileURLToPath(import.meta.url)), 'node_modules');
/** The compiler's table of the stylesheets a built-in component needs besides its own (picker: picker-view's). */
const { COMPONENT_DEPS_CSS } = createRequire(join(modules, '..', 'package.json'))('@dcloudio/uni-cli-shared/dist/deps.js') as {
  COMPONENT_DEPS_CSS(isX: boolean): Record<string, string[]>;
};
const styled = new Set<string>();

/**
 * Puts in the document the stylesheets a page using `<name>` gets: the compiler imports, for each built-in
 * component a page uses, its own stylesheet and those it depends on, and the bundle injects them. The
 * basic app's bundle holds only those of the components it uses, and some components show and hide only
 * through CSS (a picker's sheet is toggled by a class).
 */
function styleComponent(name: string): void {
  const own = [`@dcloudio/uni-components/style/${name}.css`, `@dcloudio/uni-h5/style/${name}.css`].find((file) => existsSync(join(modules, file)));
  for (const file of [...(own ? [own] : []), ...(COMPONENT_DEPS_CSS(false)[name] ?? [])]) {
    if (styled.has(file)) continue;
    styled.add(file);
    document.head.appendChild(document.createElement('style')).textContent = readFileSync(join(modules, file), 'utf8');
  }
}

/** `movable-view` → `MovableView`, the runtime's export name. */
const exportName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, _dash, c: string) => c.toUpperCase());

/**
 * Handlers get the contract's `{ type, detail }`: the runtime's event objects also carry timeStamp,
 * target and currentTarget.
 */
function contractEvents(props: Props): Props {
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, /^on[A-Z]/.test(key) && typeof value === 'function'
    ? (event: unknown) => value(event !== null && typeof event === 'object' && 'type' in event && 'detail' in event ? { type: event.type, detail: event.detail } : event)
    : value]));
}

async function mount(name: string, props: Props, container: HTMLElement): Promise<MountedComponent> {
  const { Vue, components, globalProperties } = await componentRuntime();
  const component = components[exportName(name)];
  if (!component) throw new Error(`genuine-vue3 has no built-in component <${name}>`);
  const current = Vue.shallowRef(props);
  // `children` is the component's content, text or components of its own (contract MountChild): Vue passes
  // it as the default slot.
  styleComponent(name);
  const vnode = (of: unknown, given: Props): unknown => {
    const { children, ...rest } = given;
    const content = Array.isArray(children)
      ? () => (children as MountChild[]).map((child) => {
        const inner = components[exportName(child.name)];
        if (!inner) throw new Error(`genuine-vue3 has no built-in component <${child.name}>`);
        styleComponent(child.name);
        return vnode(inner, child.props ?? {});
      })
      : () => children;
    return Vue.h(of, contractEvents(rest), children === undefined ? undefined : { default: content });
  };
  const render = () => vnode(component, current.value);
  const app = Vue.createApp({ render });
  // As in the runtime's own app: its components build their `{ type, detail }` events through these.
  Object.assign(app.config.globalProperties, globalProperties);
  app.mount(container);
  await Vue.nextTick();
  sensorsStarted(container);
  await Vue.nextTick();
  return {
    container,
    async update(next) {
      current.value = next;
      await Vue.nextTick();
    },
    unmount: () => app.unmount(),
  };
}

/**
 * In a browser the runtime's resize sensors (`uni-resize-sensor`, which a movable-area measures itself
 * with) start a CSS animation when they enter the document and take their first size on its
 * `animationstart`; happy-dom runs no CSS animation, so the event is given as a browser gives it.
 */
function sensorsStarted(root: HTMLElement) {
  for (const sensor of root.querySelectorAll('uni-resize-sensor')) sensor.dispatchEvent(new Event('animationstart'));
}

export const unit: UnitTarget = { launch, mount };
