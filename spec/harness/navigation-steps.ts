/**
 * The five navigation operations with generated arguments on a fixture app, as fast-check arbitraries: the
 * commands of the model-based stack test (spec/suite/navigation/model.spec.ts), which `npm run explore`
 * replays on two targets. Each step is one that the framework accepts: an ordinary page for navigateTo
 * and redirectTo, a tab-bar page for switchTab, any declared page for reLaunch.
 */
import fc from 'fast-check';
import type { FixtureApp } from '../contract/index.ts';

export type NavigationApi = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack';

export interface NavigationStep {
  api: NavigationApi;
  /** The page the step opens (not for navigateBack), and its query (`q=ab`, or empty). */
  path?: string;
  query?: string;
  /** navigateBack's delta. */
  delta?: number;
  /** The options the API is called with. */
  options: Record<string, unknown>;
}

/** The url the framework shows for a page: the entry page is `/`. */
export function urlOf(app: FixtureApp, path: string, query: string): string {
  return `${path === app.pages[0]!.path ? '/' : `/${path}`}${query ? `?${query}` : ''}`;
}

const query = fc.option(fc.stringMatching(/^[a-z0-9]{1,4}$/).map((value) => `q=${value}`), { nil: '' });

/** One arbitrary per operation, in the order navigateTo, redirectTo, switchTab, reLaunch, navigateBack. */
export function navigationSteps(app: FixtureApp): fc.Arbitrary<NavigationStep>[] {
  const pages = app.pages.map((p) => p.path);
  const tabs = app.tabBar?.list.map((t) => t.pagePath) ?? [];
  const ordinary = pages.filter((p) => !tabs.includes(p));
  const opening = (api: NavigationApi, among: string[], url: (path: string, q: string) => string) =>
    fc.tuple(fc.constantFrom(...among), query).map(([path, q]): NavigationStep => ({ api, path, query: q, options: { url: url(path, q) } }));
  const absolute = (path: string, q: string) => `/${path}${q ? `?${q}` : ''}`;
  return [
    opening('navigateTo', ordinary, (path, q) => urlOf(app, path, q)),
    opening('redirectTo', ordinary, (path, q) => urlOf(app, path, q)),
    opening('switchTab', tabs, absolute),
    opening('reLaunch', pages, absolute),
    fc.integer({ min: 0, max: 4 }).map((delta): NavigationStep => ({ api: 'navigateBack', delta, options: { delta } })),
  ];
}
