import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LaunchedApp } from '../../contract/index.ts';
import { hashApp, historyModeApp } from '../../fixtures/navigation.ts';
import { call, part, relaunch, useApp } from '../../harness/unit.ts';
import { freshUrl } from '../../harness/unit-page.ts';
import { rendered } from './settle.ts';

const instant = { animationType: 'none' };
const routes = ({ getCurrentPages }: Pick<LaunchedApp, 'getCurrentPages'>) => getCurrentPages().map((p) => p.route);
/** The field the home page shows to keep state in (the fixture's only text field), the one the user sees. */
const homeField = () => part('text-field') as HTMLInputElement | HTMLTextAreaElement;
/** Types into the field as a user would: the value changes and an input event follows. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const modes = [
  {
    mode: 'hash',
    fixture: hashApp,
    /** The page path the url shows, and the url that opens a page. */
    urlPath: () => location.hash.slice(1).split('?')[0],
    urlQuery: () => location.hash.split('?')[1] ?? '',
    urlOf: (path: string) => `/#${path}`,
  },
  {
    mode: 'history',
    fixture: historyModeApp,
    urlPath: () => location.pathname,
    urlQuery: () => location.search.slice(1),
    urlOf: (path: string) => path,
  },
];

describe.each(modes)('the browser back and forward buttons in $mode mode [nav.router.hash-mode, nav.router.history-mode]', ({ fixture, urlPath, urlQuery, urlOf }) => {
  const app = useApp(fixture);

  it('the url follows the page, and browser back and forward rebuild the recorded stack [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail?x=1', ...instant });
    expect(routes(app())).toEqual(['pages/index/index', 'pages/detail/detail']);
    expect(urlPath()).toBe('/pages/detail/detail');
    expect(urlQuery()).toBe('x=1');
    window.history.back();
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/index/index']));
    expect(urlPath()).not.toBe('/pages/detail/detail');
    window.history.forward();
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/index/index', 'pages/detail/detail']));
    expect(urlPath()).toBe('/pages/detail/detail');
  });

  it('a reload keeps the page stack the url shows, and pages opened after it come back with browser forward [nav.navigate-to.pushes] [nav.navigate-back.pops]', async () => {
    // This test loads the app itself, twice.
    await app().destroy();
    // A stopped clock: the reload happens within the same millisecond as the first load.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => { vi.useRealTimers(); });
    freshUrl();
    await relaunch(async (first) => {
      await call(first, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    }, fixture);
    await relaunch(async (again, reloaded) => {
      expect(routes(reloaded)).toEqual(['pages/index/index', 'pages/detail/detail']);
      expect(urlPath()).toBe('/pages/detail/detail');
      // Pages opened after the reload are told apart from the restored ones by back and forward.
      await call(again, 'navigateTo', { url: '/pages/other/other', ...instant });
      window.history.back();
      await vi.waitFor(() => expect(routes(reloaded)).toEqual(['pages/index/index', 'pages/detail/detail']));
      window.history.forward();
      await vi.waitFor(() => expect(routes(reloaded)).toEqual(['pages/index/index', 'pages/detail/detail', 'pages/other/other']));
    }, fixture);
  });

  it('a first load on the url of a page opens that page with the query of the url [nav.navigate-to.pushes]', async () => {
    freshUrl();
    window.history.replaceState(null, '', urlOf('/pages/detail/detail?x=1'));
    await relaunch((_, launched) => {
      expect(launched.getCurrentPages()).toEqual([expect.objectContaining({ route: 'pages/detail/detail', options: { x: '1' } })]);
    }, fixture);
  });

  it('browser back past a reLaunch shows the stack recorded before it [nav.re-launch.clears-stack] [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    await call(uni, 'reLaunch', { url: '/pages/mine/mine' });
    expect(routes(app())).toEqual(['pages/mine/mine']);
    window.history.back();
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/index/index', 'pages/detail/detail']));
    expect(urlPath()).toBe('/pages/detail/detail');
  });

  it('a tab page that browser back takes off the stack keeps its state for the next switchTab [nav.switch-tab.closes-non-tab-pages]', async () => {
    const { uni } = app();
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    await rendered();
    type(homeField(), 'typed');
    window.history.back();
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/mine/mine']));
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    await rendered();
    expect(homeField().value).toBe('typed');
  });

  it('the tab page browser back shows again past a reLaunch is the one a later switchTab returns to [nav.re-launch.clears-stack] [nav.switch-tab.closes-non-tab-pages]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'reLaunch', { url: '/pages/index/index' });
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    window.history.back();
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/index/index']));
    await rendered();
    type(homeField(), 'typed');
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    await rendered();
    expect(homeField().value).toBe('typed');
  });
});

describe('an url edited by the user in hash mode [nav.router.hash-mode]', () => {
  const app = useApp(hashApp);
  /**
   * What a browser does when the user types a new hash: a new history entry with no state, then popstate.
   * (happy-dom's location.hash setter copies the current entry's state, which no browser does.)
   */
  const typeHash = (hash: string) => {
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  };

  it('a page path typed into the hash opens that page on top of the stack [nav.navigate-to.pushes]', async () => {
    await call(app().uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    typeHash('#/pages/detail/detail');
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/index/index', 'pages/other/other', 'pages/detail/detail']));
    window.history.back();
    await vi.waitFor(() => expect(routes(app())).toEqual(['pages/index/index', 'pages/other/other']));
  });
});
