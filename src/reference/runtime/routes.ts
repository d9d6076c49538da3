/** The route table built from the app's pages.json, as the framework's H5 page loader builds it. */
import type { AppConfig, PageConfig } from './app-config.ts';

export interface RouteRecord {
  /** '/pages/a/a', or '/' for the entry page. */
  path: string;
  /** The entry page's own path, '/pages/index/index'. */
  alias?: string;
  /** Page path without the leading slash, as getCurrentPages() reports it. */
  route: string;
  isTabBar: boolean;
  page: PageConfig;
  /** Set on the framework's internal pages (`choose-location`, `open-location`). */
  system?: string;
}

/** The framework's internal routes, added after the app's pages. */
export const SYSTEM_ROUTES = ['choose-location', 'open-location'] as const;

export function buildRoutes(app: AppConfig): RouteRecord[] {
  const tabs = app.tabBar?.list ?? [];
  const system: RouteRecord[] = SYSTEM_ROUTES.map((name) => ({
    path: `/${name}`,
    route: name,
    isTabBar: false,
    page: { path: name, style: { navigationStyle: 'custom' } },
    system: name,
  }));
  const pages = app.pages.map((page, i) => ({
    path: i === 0 ? '/' : `/${page.path}`,
    alias: i === 0 ? `/${page.path}` : undefined,
    route: page.path,
    isTabBar: tabs.some((t) => t.pagePath === page.path),
    page,
  }));
  return [...pages, ...system];
}

export function findRoute(routes: RouteRecord[], pagePath: string): RouteRecord | undefined {
  return routes.find((r) => r.path === pagePath || r.alias === pagePath);
}

/** Resolves a relative url against the current page's route, as `getRealRoute` does. */
export function resolveUrl(url: string, fromRoute: string): string {
  if (url.startsWith('/')) return url;
  const segments = fromRoute.split('/');
  segments.pop();
  const parts = url.split('/');
  for (const part of parts.slice(0, -1)) {
    if (part === '..') segments.pop();
    else if (part !== '.') segments.push(part);
  }
  segments.push(parts[parts.length - 1]!);
  return `/${segments.filter(Boolean).join('/')}`;
}

export function splitUrl(url: string): { pagePath: string; query: Record<string, string> } {
  const [pagePath, search = ''] = url.split('?') as [string, string?];
  return { pagePath, query: Object.fromEntries(new URLSearchParams(search)) };
}

/** Encodes each query value (a `+` counts as a space), keeping keys, as the framework does. */
export function encodeQueryString(url: string): string {
  const [path, search] = url.split('?');
  if (search === undefined) return url;
  const parts = search.split('&').filter(Boolean).map((pair) => {
    const [key, ...rest] = pair.split('=');
    const value = rest.join('=');
    let decoded = value;
    try { decoded = decodeURIComponent(value.replace(/\+/g, ' ')); } catch { /* keep it raw */ }
    return `${key}=${encodeURIComponent(decoded)}`;
  });
  return `${path}?${parts.join('&')}`;
}
