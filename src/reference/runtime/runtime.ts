/** Everything one running app holds: its config, routes, router and the page shell's state. */
import { Router } from '../router/router.ts';
import type { AppConfig } from './app-config.ts';
import { createBackPress, type BackPress } from './back-press.ts';
import { createPageRefreshes, type PageRefreshes } from './page-refresh.ts';
import { buildRoutes, type RouteRecord } from './routes.ts';
import { createStore, type Store } from './store.ts';

export interface NavigationBarState {
  title?: string;
  frontColor?: string;
  backgroundColor?: string;
}

export interface ShellState {
  /** Navigation bar overrides per page id. */
  navigationBars: Record<number, NavigationBarState>;
}

export interface Runtime {
  app: AppConfig;
  routes: RouteRecord[];
  router: Router;
  shell: Store<ShellState>;
  backPress: BackPress;
  pageRefreshes: PageRefreshes;
  /** Teardown work registered by API modules (timers, listeners). */
  disposers: (() => void)[];
}

export function createRuntime(app: AppConfig): Runtime {
  const routes = buildRoutes(app);
  const router = new Router(routes, app.router?.mode ?? 'hash');
  const backPress = createBackPress();
  router.onBackPress = backPress.press;
  return { app, routes, router, shell: createStore<ShellState>({ navigationBars: {} }), backPress, pageRefreshes: createPageRefreshes(), disposers: [] };
}

export function destroyRuntime(rt: Runtime): void {
  rt.disposers.splice(0).forEach((fn) => fn());
  rt.backPress.dispose();
  rt.router.destroy();
}
