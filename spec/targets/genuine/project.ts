/**
 * The framework's own project files for a fixture app, the same in both genuine editions: `pages.json`
 * (pages, tab bar, windows under the framework's keys) and `manifest.json` (locale, network timeouts,
 * router, map keys). An edition adds its own `h5` options.
 */
import type { FixtureApp, FixtureWindow } from '../../contract/index.ts';

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
