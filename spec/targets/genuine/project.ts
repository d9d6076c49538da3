/**
 * The framework's own project files for a fixture app, the same in both genuine editions: `pages.json`
 * (pages, tab bar, windows under the framework's keys), `manifest.json` (locale, network timeouts,
 * router, map keys; an edition adds its own `h5` options) and the template of a page's components.
 */
import { RELAY_ATTRIBUTE, type FixtureApp, type FixtureComponent, type FixtureWindow, type PageHook } from '../../contract/index.ts';

export const windowKeys = ['topWindow', 'leftWindow', 'rightWindow'] as const;

export function pagesJson(app: FixtureApp): object {
  const windows = Object.fromEntries(windowKeys.flatMap((key) => {
    const window: FixtureWindow | undefined = app[key];
    if (!window) return [];
    return [[key, { path: `${window.path}.vue`, ...(window.style ? { style: window.style } : {}), ...(window.matchMedia ? { matchMedia: window.matchMedia } : {}) }]];
  }));
  return {
    pages: app.pages.map((page) => ({ path: page.path, style: page.style ?? {} })),
    globalStyle: {},
    ...(app.tabBar ? { tabBar: app.tabBar } : {}),
    ...windows,
  };
}

export function manifestJson(app: FixtureApp, base: string, h5: object = {}): object {
  return {
    name: 'fixture',
    appid: '',
    versionName: '1.0.0',
    versionCode: '100',
    ...(app.locale ? { locale: app.locale } : {}),
    ...(app.networkTimeout ? { networkTimeout: app.networkTimeout } : {}),
    h5: {
      router: app.router ? { mode: app.router.mode, base } : { base },
      ...h5,
      ...(app.maps ? { sdkConfigs: { maps: app.maps } } : {}),
    },
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The template of one component and its children, appending each to `all`. Props and event names stay in
 * the page's script (`c[i]`), so that the template holds no fixture text; events call the page's
 * `relay($event, i)`, which relays the event under its own `type`. The component's own root element carries
 * `data-component` (Vue passes the attribute through): a wrapper element would hide a movable-view from its
 * movable-area.
 */
export function componentTemplate(item: FixtureComponent, all: FixtureComponent[]): string {
  const i = all.push(item) - 1;
  const props = Object.keys(item.props ?? {}).map((key) => (key === 'style' ? ` :style="c[${i}].props.style"` : ` :${kebab(key)}="c[${i}].props.${key}"`));
  const events = (item.events ?? []).map((type) => ` @${type}="relay($event, ${i})"`);
  const children = (item.children ?? []).map((child) => componentTemplate(child, all)).join('');
  return `<${item.name} ref="c${i}" data-component="${item.name}"${props.join('')}${events.join('')}>${children}</${item.name}>`;
}

/**
 * What a page needs to relay its hooks (FixturePage.hooks): attributes for its root view, which becomes the
 * relay element, and the hooks as page options, each dispatching its event there.
 */
export function pageHooks(hooks: readonly PageHook[] = []): { rootAttributes: string; options: string } {
  if (hooks.length === 0) return { rootAttributes: '', options: '' };
  const options = hooks.map((hook) => `${hook}() {
    const ref = this.$refs.page;
    (ref.$el || ref).dispatchEvent(new CustomEvent(${JSON.stringify(hook)}, { detail: null }));
  },`).join('\n  ');
  return { rootAttributes: ` ref="page" ${RELAY_ATTRIBUTE}="page"`, options };
}
