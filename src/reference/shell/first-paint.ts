/**
 * The first page's navigation bar painted from the app's config before the framework's script has run (the
 * app-shell pattern): its title shows while React DOM is still loading, and the first render replaces it
 * with the same boxes (layout.ts). Only where the first page and its bar are known without the router: a
 * fresh load (no history state, so no page stack to restore) of a page with the default navigation bar, in
 * an app without layout windows; otherwise nothing is painted and the first render draws everything.
 */
import type { AppConfig } from '../runtime/app-config.ts';
import { buildRoutes, findRoute, splitUrl } from '../runtime/routes.ts';
import { appStyle, contentStyle, mainStyle, NAVIGATION_BAR_COLORS, navigationBarStyle, pagesStyle, shownPageStyle, titleStyle } from './layout.ts';

type Where = Pick<Location, 'hash' | 'pathname' | 'search'>;

/** Paints the first page's navigation bar into `container`; whether it did. */
export function paintFirstPage(app: AppConfig, container: HTMLElement, where: Where = location, historyState: unknown = history.state): boolean {
  if (historyState != null || app.topWindow || app.leftWindow || app.rightWindow) return false;
  // The router's first url: the path (history mode) or the hash's (hash mode); an unknown page opens the entry.
  const url = app.router?.mode === 'history' ? where.pathname + where.search : where.hash.slice(1).split('#')[0] || '/';
  const routes = buildRoutes(app);
  const route = findRoute(routes, splitUrl(url).pagePath) ?? findRoute(routes, '/')!;
  const style = route.page.style ?? {};
  if (style.navigationStyle === 'custom' || style.maxWidth) return false;
  const chain = [['uni-app', appStyle], ['uni-main', mainStyle], ['uni-content', contentStyle], ['div', pagesStyle], ['uni-page', shownPageStyle],
    ['uni-page-head', navigationBarStyle(NAVIGATION_BAR_COLORS.backgroundColor, NAVIGATION_BAR_COLORS.frontColor)]] as const;
  let parent: Element = container;
  for (const [tag, css] of chain) parent = box(tag, css, parent);
  const title = box('h1', titleStyle, parent);
  title.className = 'uni-page-head__title';
  title.textContent = style.navigationBarTitleText ?? '';
  return true;
}

function box(tag: string, css: object, parent: Element): HTMLElement {
  const element = document.createElement(tag);
  Object.assign(element.style, css);
  return parent.appendChild(element);
}
