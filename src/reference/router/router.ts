/**
 * The page-stack router: pages stay alive while covered, tab pages stay alive while another tab shows,
 * and the browser history (hash or history mode, from the `history` package) always shows the top page.
 * Free of React: the shell subscribes to it.
 */
import { createBrowserHistory, createHashHistory, createMemoryHistory, type History } from 'history';
import type { RouteRecord } from '../runtime/routes.ts';
import { findRoute, splitUrl } from '../runtime/routes.ts';

export type NavigationType = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack' | 'appLaunch';

export interface PageEntry {
  id: number;
  route: RouteRecord;
  query: Record<string, string>;
  /** The url the page was opened with: '/pages/a/a?x=1'. */
  fullPath: string;
}

export interface RouterState {
  stack: readonly PageEntry[];
  /** Tab pages kept alive while not on the stack. */
  aliveTabs: readonly PageEntry[];
}

export type RouterMode = 'hash' | 'history' | 'memory';

export class Router {
  private state: RouterState = { stack: [], aliveTabs: [] };
  private listeners = new Set<() => void>();
  // Ids outlive a reload in history.state, so they start from the clock to stay unique across loads.
  private seq = Date.now();
  private unlisten: () => void;
  readonly history: History;

  constructor(readonly routes: RouteRecord[], mode: RouterMode) {
    this.history = mode === 'history' ? createBrowserHistory() : mode === 'hash' ? createHashHistory() : createMemoryHistory();
    const first = this.entryFor(this.history.location.pathname + this.history.location.search) ?? this.entryFor('/')!;
    this.history.replace(this.urlOf(first), { id: first.id });
    this.set({ stack: [first], aliveTabs: [] });
    this.unlisten = this.history.listen(({ action, location }) => {
      if (action === 'POP') this.onPop(location.pathname + location.search, (location.state as { id?: number } | null)?.id);
    });
  }

  getState = (): RouterState => this.state;

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  destroy(): void {
    this.unlisten();
    this.listeners.clear();
  }

  get current(): PageEntry {
    return this.state.stack[this.state.stack.length - 1]!;
  }

  /** Builds a page entry for a url, or undefined for an unknown page. */
  entryFor(url: string): PageEntry | undefined {
    const { pagePath, query } = splitUrl(url);
    const route = findRoute(this.routes, pagePath);
    if (!route) return undefined;
    return { id: ++this.seq, route, query, fullPath: url };
  }

  navigateTo(url: string): void {
    const page = this.entryFor(url)!;
    this.history.push(this.urlOf(page), { id: page.id });
    this.set({ ...this.state, stack: [...this.state.stack, page] });
  }

  redirectTo(url: string): void {
    const page = this.entryFor(url)!;
    this.history.replace(this.urlOf(page), { id: page.id });
    this.set({ ...this.state, stack: [...this.state.stack.slice(0, -1), page] });
  }

  reLaunch(url: string): void {
    const page = this.entryFor(url)!;
    this.history.replace(this.urlOf(page), { id: page.id });
    this.set({ stack: [page], aliveTabs: [] });
  }

  switchTab(url: string): void {
    const { pagePath } = splitUrl(url);
    const route = findRoute(this.routes, pagePath)!;
    const alive = [...this.state.aliveTabs, ...this.state.stack.filter((p) => p.route.isTabBar)];
    const page = alive.find((p) => p.route === route) ?? this.entryFor(pagePath)!;
    this.history.replace(this.urlOf(page), { id: page.id });
    this.set({ stack: [page], aliveTabs: dedupe(alive.filter((p) => p !== page)) });
  }

  /** Goes back `delta` pages through the browser history, so the back button and this agree. */
  navigateBack(delta: number): void {
    if (delta > 0) this.history.go(-delta);
  }

  private onPop(url: string, id: number | undefined): void {
    const index = this.state.stack.findIndex((p) => p.id === id);
    if (index >= 0) {
      this.set({ ...this.state, stack: this.state.stack.slice(0, index + 1) });
      return;
    }
    // An entry this stack no longer holds (after a reload, a redirect or a tab switch): show it alone.
    const page = this.entryFor(url) ?? this.entryFor('/')!;
    this.history.replace(this.urlOf(page), { id: page.id });
    this.set({ ...this.state, stack: [page] });
  }

  private urlOf(page: PageEntry): string {
    const search = new URLSearchParams(page.query).toString();
    return `${page.route.path}${search ? `?${search}` : ''}`;
  }

  private set(state: RouterState): void {
    this.state = state;
    this.listeners.forEach((fn) => fn());
  }
}

function dedupe(pages: PageEntry[]): PageEntry[] {
  return pages.filter((p, i) => pages.findIndex((q) => q.route === p.route) === i);
}
