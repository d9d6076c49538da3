/**
 * The unit face of the genuine Vue 2 edition: the production build of the fixture app, evaluated script by
 * script in Vitest's happy-dom document, as a browser would run it. Page chunks are evaluated first, so the
 * webpack runtime finds them installed and never fetches one. Components mount through the build's own
 * Vue (the app instance's constructor), where the runtime registered them as `VUni<Name>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { FixtureApp, LaunchedApp, MountChild, MountedComponent, PageInstance, TokenHelper, UnitTarget } from '../../contract/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { ensureBuilt } from '../genuine/cache.ts';
import { installCanvasShim } from './canvas-shim.ts';
import { bodyLeftovers } from '../genuine/body-leftovers.ts';
import { recordGlobalListeners } from '../genuine/global-listeners.ts';
import { installDomGaps } from '../genuine/dom-gaps.ts';
import edition from './edition.ts';

const win = globalThis as unknown as Window & Record<string, any>;

/** The globals a build defines; cleared between apps so that each boots as on a fresh page load. */
const GLOBALS = ['uni', 'wx', 'getApp', 'getCurrentPages', '__uniConfig', '__uniRoutes', 'UniApp', 'UniViewJSBridge',
  'UniServiceJSBridge', 'plus', '__uniapp_x_'];

/** The build's scripts in the order a page load runs them, page chunks first, read once per worker. */
const scriptCache = new Map<string, { file: string; code: string }[]>();
function scripts(dist: string): { file: string; code: string }[] {
  const cached = scriptCache.get(dist);
  if (cached) return cached;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ''));
  const chunks = readdirSync(join(dist, 'static/js')).map((name) => `static/js/${name}`).filter((file) => !entry.includes(file));
  const list = [...chunks, ...entry].map((file) => ({ file, code: readFileSync(join(dist, file), 'utf8') }));
  scriptCache.set(dist, list);
  return list;
}

/** The build's stylesheets, as the page's `<link>`s load them: some components hide and show only through CSS. */
function styles(dist: string): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)].map((m) => readFileSync(join(dist, m[1]!.replace(/^\//, '')), 'utf8')).join('\n');
}

function clearGlobals(): void {
  for (const key of [...GLOBALS, ...Object.keys(win).filter((k) => k.startsWith('webpackChunk') || k.startsWith('webpackJsonp'))]) {
    try {
      delete win[key];
    } catch { /* a non-configurable global stays */ }
  }
}

// Captured before any test fakes the clock: boot waits on the real one.
const realSetImmediate = globalThis.setImmediate;
const nowMs = () => Number(process.hrtime.bigint() / 1_000_000n);

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = nowMs() + ms;
  while (!check()) {
    if (nowMs() > end) throw new Error(`genuine-vue2: timed out waiting for ${what}`);
    await new Promise((resolve) => realSetImmediate(resolve));
  }
}

/**
 * The uni-id helper as the runtime offers it: `uniIDHasRole`, `uniIDHasPermission` and `uniIDTokenValid`
 * on every Vue instance (here the app's). Its `getCurrentUserInfo` stays private to the runtime's module,
 * so the contract's optional reader is left out.
 */
function tokenHelper(getApp: () => Record<string, any>): TokenHelper {
  return {
    hasRole: (role) => getApp().uniIDHasRole(role),
    hasPermission: (permission) => getApp().uniIDHasPermission(permission),
    tokenValid: () => getApp().uniIDTokenValid(),
  };
}

async function boot(app: FixtureApp, container: HTMLElement): Promise<LaunchedApp> {
  const { dist } = ensureBuilt(edition, app);
  installCanvasShim();
  installDomGaps();
  clearGlobals();
  const listeners = recordGlobalListeners();
  const removeLeftovers = bodyLeftovers();
  // The entry url of a fresh page load in the app's router mode.
  win.history.replaceState(null, '', app.router?.mode === 'history' ? '/' : '/#/');
  const sheet = document.createElement('style');
  sheet.textContent = styles(dist);
  document.head.append(sheet);
  const root = document.createElement('div');
  root.id = 'app';
  container.append(root);
  for (const { file, code } of scripts(dist)) runInThisContext(code, { filename: join(dist, file) });
  const { uni, getCurrentPages, getApp } = win;
  await until(() => typeof getCurrentPages === 'function' && getCurrentPages().length > 0, 'the entry page');
  const launched: LaunchedApp = {
    uni,
    // Plain records of the two fields pages are read by: a Vue instance in a failed assertion's diff
    // makes Vitest's serializer crash the worker.
    getCurrentPages: () => getCurrentPages().map((page: PageInstance) => ({
      route: page.route,
      options: page.options === undefined ? undefined : JSON.parse(JSON.stringify(page.options)),
    })),
    tokenHelper: tokenHelper(getApp),
    destroy() {
      getApp()?.$destroy();
      listeners.remove();
      sheet.remove();
      container.replaceChildren();
      removeLeftovers(container);
      if (active === launched) active = undefined;
    },
  };
  return launched;
}

/**
 * Renders `v-uni-<name>` with `props`: `on<Event>` functions become listeners, called with the
 * contract's `{ type, detail }` of the runtime's event object (normalised by `$handleEvent`, as compiled
 * templates do); `style` is the element's style; `children` is the content; the rest are attributes,
 * which Vue hands to the component's declared props.
 */
function mountComponent(Vue: any, name: string, props: Record<string, unknown>, el: HTMLElement) {
  return new Vue({
    data: { props },
    render(this: { props: Record<string, unknown>; $handleEvent(event: unknown): { type: string; detail: unknown } }, h: (...args: unknown[]) => unknown) {
      const vnode = (tag: string, given: Record<string, unknown>, key?: number): unknown => {
        const on: Record<string, (event: { type: string; detail: unknown }) => void> = {};
        const attrs: Record<string, unknown> = {};
        let style: unknown;
        let children: unknown[] | undefined;
        for (const [prop, value] of Object.entries(given)) {
          if (/^on[A-Z]/.test(prop) && typeof value === 'function') {
            on[prop.charAt(2).toLowerCase() + prop.slice(3)] = (raw) => {
              const event = this.$handleEvent(raw);
              value({ type: event.type, detail: event.detail });
            };
          } else if (prop === 'style') style = value;
          // Components of its own (contract MountChild), or text.
          else if (prop === 'children') children = Array.isArray(value) ? (value as MountChild[]).map((child, i) => vnode(child.name, child.props ?? {}, i)) : [value];
          else attrs[prop] = value;
        }
        return h(`v-uni-${tag}`, { attrs, style, on, key }, children);
      };
      return vnode(name, this.props);
    },
  }).$mount(el);
}

/** Builds the app every component mounts in before any test runs, outside the tests' time limits. */
export async function prepareUnit(): Promise<UnitTarget> {
  ensureBuilt(edition, basicApp);
  return unit;
}

/** The app a test launched: components it mounts then live in that app, and call its `uni`. */
let active: LaunchedApp | undefined;

export const unit: UnitTarget = {
  async launch(app, container) {
    active = await boot(app, container);
    return active;
  },
  async mount(name, props, container): Promise<MountedComponent> {
    // A component needs the runtime around it: the launched app, or the basic app's build, booted in a
    // container of its own.
    // The app's pages and tab bar are hidden, the app itself is not: the runtime puts popups (a picker's
    // sheet, a toast) into its <uni-app>, where a user sees them.
    const host = document.createElement('div');
    host.className = 'uni-genuine-host';
    const hide = document.createElement('style');
    hide.textContent = '.uni-genuine-host uni-page-wrapper, .uni-genuine-host uni-tabbar, .uni-genuine-host .uni-tabbar-bottom { display: none; }';
    host.append(hide);
    document.body.append(host);
    const launched = active ? undefined : await boot(basicApp, host);
    const el = document.createElement('div');
    container.append(el);
    const vm = mountComponent(win.getApp().constructor, name, props, el);
    return {
      container,
      update(next) {
        vm.props = next;
        return vm.$nextTick();
      },
      async unmount() {
        vm.$destroy();
        await launched?.destroy();
        host.remove();
      },
    };
  },
};
