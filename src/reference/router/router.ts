/**
 * The page-stack router: pages stay alive while covered, tab pages stay alive while another tab shows,
 * and the browser history (hash or history mode, from the `history` package) always shows the top page.
 * Free of React: the shell subscribes to it.
 *
 * Every history entry records the page stack it shows (ids and urls), so the back and forward buttons
 * and a reload rebuild exactly the stack of that entry. Below the bottom page lies one sentinel entry:
 * the browser's back button on the root page lands there, which is the framework's back press.
 */
import { createBrowserHistory, createHashHistory, type History, type Location } from 'history';
import type { RouteRecord } from '../runtime/routes.ts';
import { findRoute, splitUrl } from '../runtime/routes.ts';

export type NavigationType = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch' | 'navigateBack' | 'appLaunch';

/** How a page enters: the animation the shell plays when it is pushed. */
export interface PageAnimation {
  type: string;
  duration: number;
}

export interface PageEntry {
  id: number;
  route: RouteRecord;
  query: Record<string, string>;
  /** The url the page was opened with: '/pages/a/a?x=1'. */
  fullPath: string;
  animation?: PageAnimation;
}

export interface RouterState {
  stack: readonly PageEntry[];
  /** Tab pages kept alive while not on the stack. */
  aliveTabs: readonly PageEntry[];
}

export type RouterMode = 'hash' | 'history';

/** What one history entry holds: the stack it shows, or the back-press sentinel. */
type EntryState = { stack: { id: number; url: string }[] } | { sentinel: true };

const isStack = (s: unknown): s is { stack: { id: number; url: string }[] } =>
  !!s && typeof s === 'object' && Array.isArray((s as { stack?: unknown }).stack);
const isSentinel = (s: unknown): boolean => !!s && typeof s === 'object' && (s as { sentinel?: unknown }).sentinel === true;

export class Router {
  private state: RouterState = { stack: [], aliveTabs: [] };
  private listeners = new Set<() => void>();
  private popWaiters: (() => void)[] = [];
  // Ids outlive a reload in history.state, so they start from the clock to stay unique across loads.
  private seq = Date.now();
  private unlisten: () => void;
  readonly history: History;
  /** Decides what the back button on the root page does: stay (after a prompt) or quit the app. */
  onBackPress: () => 'stay' | 'quit' = () => 'stay';

  constructor(readonly routes: RouteRecord[], mode: RouterMode) {
    this.history = mode === 'history' ? createBrowserHistory() : createHashHistory();
    const { location } = this.history;
    const restored = isStack(location.state) ? this.rebuild(location.state.stack) : undefined;
    if (restored) {
      // A reload: the entry still records its stack, and the sentinel is still below it.
      this.set({ stack: restored, aliveTabs: [] });
    } else {
      const first = this.entryFor(urlOf(location)) ?? this.entryFor('/')!;
      this.history.replace(urlOf(location), { sentinel: true } satisfies EntryState);
      this.set({ stack: [first], aliveTabs: [] });
      this.history.push(this.pathOf(first), this.snapshot());
    }
    this.unlisten = this.history.listen(({ action, location: to }) => {
      if (action === 'POP') this.onPop(to);
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
    this.popWaiters.splice(0).forEach((fn) => fn());
  }

  get current(): PageEntry {
    return this.state.stack[this.state.stack.length - 1]!;
  }

  /** Builds a page entry for a url, or undefined for an unknown page. */
  entryFor(url: string, id = ++this.seq): PageEntry | undefined {
    const { pagePath, query } = splitUrl(url);
    const route = findRoute(this.routes, pagePath);
    if (!route) return undefined;
    return { id, route, query, fullPath: url };
  }

  navigateTo(url: string, animation?: PageAnimation): void {
    const page = { ...this.entryFor(url)!, animation };
    this.set({ ...this.state, stack: [...this.state.stack, page] });
    this.history.push(this.pathOf(page), this.snapshot());
  }

  redirectTo(url: string): void {
    const page = this.entryFor(url)!;
    this.set({ ...this.state, stack: [...this.state.stack.slice(0, -1), page] });
    this.history.replace(this.pathOf(page), this.snapshot());
  }

  reLaunch(url: string): void {
    const page = this.entryFor(url)!;
    this.set({ stack: [page], aliveTabs: [] });
    this.history.replace(this.pathOf(page), this.snapshot());
  }

  switchTab(url: string): void {
    const { pagePath } = splitUrl(url);
    const route = findRoute(this.routes, pagePath)!;
    const alive = [...this.state.aliveTabs, ...this.state.stack.filter((p) => p.route.isTabBar)];
    const page = alive.find((p) => p.route === route) ?? this.entryFor(pagePath)!;
    this.set({ stack: [page], aliveTabs: dedupe(alive.filter((p) => p !== page)) });
    this.history.replace(this.pathOf(page), this.snapshot());
  }

  /**
   * Goes back `delta` pages through the browser history, so the back button and this agree; resolves
   * once the stack shows the page below.
   */
  navigateBack(delta: number): Promise<void> {
    if (delta <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.popWaiters.push(resolve);
      this.history.go(-delta);
    });
  }

  private onPop(to: Location): void {
    if (isSentinel(to.state)) {
      // The back button on the root page: quit by leaving the sentinel backwards, or step onto the page again.
      if (this.onBackPress() === 'quit') this.history.go(-1);
      else this.history.forward();
    } else {
      const stack = isStack(to.state) ? this.rebuild(to.state.stack) : undefined;
      if (stack) {
        this.set({ stack, aliveTabs: this.keepTabs(stack) });
      } else {
        // An entry the app did not make (an edited url): open it on top, like a link.
        const page = this.entryFor(urlOf(to)) ?? this.entryFor('/')!;
        this.set({ ...this.state, stack: [...this.state.stack, page] });
        this.history.replace(this.pathOf(page), this.snapshot());
      }
    }
    this.popWaiters.splice(0).forEach((fn) => fn());
  }

  /** The pages of a recorded stack: live ones where they still exist, new ones otherwise. */
  private rebuild(recorded: { id: number; url: string }[]): PageEntry[] | undefined {
    const live = [...this.state.stack, ...this.state.aliveTabs];
    const pages = recorded.map(({ id, url }) => live.find((p) => p.id === id) ?? this.entryFor(url, id));
    if (pages.length === 0 || pages.some((p) => !p)) return undefined;
    this.seq = Math.max(this.seq, ...recorded.map((r) => r.id));
    return pages as PageEntry[];
  }

  /** Tab pages that leave the stack stay alive, as on a tab switch. */
  private keepTabs(stack: PageEntry[]): PageEntry[] {
    const leaving = this.state.stack.filter((p) => p.route.isTabBar && !stack.some((s) => s.id === p.id));
    return dedupe([...this.state.aliveTabs, ...leaving]).filter((p) => !stack.some((s) => s.route === p.route));
  }

  private snapshot(): EntryState {
    return { stack: this.state.stack.map((p) => ({ id: p.id, url: p.fullPath })) };
  }

  private pathOf(page: PageEntry): string {
    const search = new URLSearchParams(page.query).toString();
    return `${page.route.path}${search ? `?${search}` : ''}`;
  }

  private set(state: RouterState): void {
    this.state = state;
    this.listeners.forEach((fn) => fn());
  }
}

const urlOf = (location: Location) => location.pathname + location.search;

function dedupe(pages: PageEntry[]): PageEntry[] {
  return pages.filter((p, i) => pages.findIndex((q) => q.route === p.route) === i);
}
