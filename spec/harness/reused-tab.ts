/**
 * One context and one tab per worker, reused from test to test and reset between them by the harness itself.
 * A fresh tab per test in Playwright's reused context cost about 0.19 CPU-seconds a test more (2026-11-28, 60
 * tests that open the basic app: 23 against 12 CPU-seconds; the browser layer 64 against 53): Playwright's reset
 * clears the HTTP cache and loads every origin used into the idle tab to clear its storage, and a new tab is a
 * new page in the browser. The HTTP cache is kept, as a browser keeps it from visit to visit.
 *
 * What a test can leave behind is undone, or else the tab or the context is not reused:
 * - undone after every test: the tab's history, its storage and that of every origin a page of the context
 *   went to (local and session storage, IndexedDB, cookies, caches, service workers), `window.name`, the page's
 *   routes, init scripts and listeners, other tabs, mouse buttons and keys held, the pointer's place;
 * - undone after a test that passed: the viewport it resized; a DevTools session that sent only touch input is
 *   detached (the fingers it left down go with the document); the page clock is taken out of the context (after
 *   the tab's reset, in the order of Playwright's own context reuse: the next page the tab opens has none);
 * - a new tab for the next test after one that set what a page keeps and this cannot undo (emulated media,
 *   headers, exposed functions, locator handlers, default timeouts, any other DevTools command), or that did
 *   not pass (its page may be anywhere);
 * - a new context after one that changed the context (its routes, init scripts, exposed functions, permissions,
 *   geolocation, offline, headers, credentials, the clock where it cannot be taken out) or its options
 *   (`test.use`), or that did not pass; a viewport of the test's own is set on the tab instead.
 * The isolation self-test (spec/tools/isolation.test.ts) leaves each of these behind and looks for it.
 */
import type { Browser, BrowserContext, CDPSession, Page, TestInfo, ViewportSize } from '@playwright/test';

/** What a worker keeps between tests. */
export interface ReusedTab {
  context?: BrowserContext;
  /** The test options the context was made with, as JSON. */
  options?: string;
  tab?: Page;
  session?: CDPSession;
}

const CONTEXT_CHANGES = ['grantPermissions', 'clearPermissions', 'setGeolocation', 'setOffline', 'setExtraHTTPHeaders',
  'setHTTPCredentials', 'route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeBinding', 'exposeFunction'] as const;
const CLOCK_CHANGES = ['install', 'fastForward', 'pauseAt', 'resume', 'runFor', 'setFixedTime', 'setSystemTime'] as const;
const PAGE_CHANGES = ['emulateMedia', 'setExtraHTTPHeaders', 'exposeBinding', 'exposeFunction',
  'addLocatorHandler', 'setDefaultTimeout', 'setDefaultNavigationTimeout', 'routeFromHAR', 'routeWebSocket'] as const;

/**
 * Calls `onCall` after each call of `object`'s methods `names`, with what the call returned (before its caller
 * sees it), until the returned function puts them back.
 */
function watch(object: object, names: readonly string[], onCall: (name: string, args: unknown[], result: unknown) => void): () => void {
  const target = object as Record<string, (...args: unknown[]) => unknown>;
  const originals = names.map((name) => [name, target[name]!] as const);
  for (const [name, original] of originals) {
    target[name] = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      onCall(name, args, result);
      return result;
    };
  }
  return () => { for (const [name, original] of originals) target[name] = original; };
}

/** Listeners of `emitter` added while the test ran, removed when the returned function is called. */
function listenersAdded(emitter: Page | BrowserContext): () => void {
  type Emitter = { eventNames(): (string | symbol)[]; listeners(e: string | symbol): unknown[]; off(e: string | symbol, l: unknown): void };
  const e = emitter as unknown as Emitter;
  const before = new Map(e.eventNames().map((name) => [name, new Set(e.listeners(name))]));
  return () => {
    for (const name of e.eventNames()) {
      for (const listener of e.listeners(name)) if (!before.get(name)?.has(listener)) e.off(name, listener);
    }
  };
}

const passed = (testInfo: TestInfo) => testInfo.status === testInfo.expectedStatus && testInfo.status === 'passed';

/**
 * The options that make a context, as JSON: all of a test's context options but a viewport, which the reused tab
 * takes on (withReusedTab). A context made for each change of viewport between the files of a worker cost about a
 * third of a CPU-second each (2026-12-03).
 */
const contextKey = (options: { viewport?: unknown }) => JSON.stringify({ ...options, viewport: options.viewport ? 'the tab\'s' : options.viewport });

/** The worker's context for this test (new when the options or the last test asked for one); `use` runs the test. */
export async function withReusedContext(browser: Browser, reused: ReusedTab, options: { viewport?: unknown }, testInfo: TestInfo,
  use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const key = contextKey(options);
  if (!reused.context || reused.options !== key) {
    await reused.context?.close();
    // The test's options (`test.use`, baseURL) are applied by Playwright to any context a test makes.
    Object.assign(reused, { context: await browser.newContext(), options: key, tab: undefined, session: undefined });
  }
  const context = reused.context!;
  let changed = false;
  let clocked = false;
  const unwatch = [watch(context, CONTEXT_CHANGES, () => { changed = true; }), watch(context.clock, CLOCK_CHANGES, () => { clocked = true; })];
  const unlisten = listenersAdded(context);
  try {
    await use(context);
  } finally {
    for (const undo of unwatch) undo();
    unlisten();
  }
  if (clocked && !changed && passed(testInfo)) changed = !await uninstallClock(context);
  if (changed || !passed(testInfo)) {
    await context.close();
    Object.assign(reused, { context: undefined, options: undefined, tab: undefined, session: undefined });
  }
}

/**
 * Takes the page clock out of `context` as Playwright's own reuse of a context does: its scripts, which would
 * install it in every page the context opens from then on. Playwright's API has no call for it, and a new context
 * after each test that used the clock cost about a third of a CPU-second (2026-12-03). Through the in-process
 * server Playwright runs a test worker with (private); false when that is not as this was written against, and
 * the context then goes. The isolation self-test fails when it does (spec/tools/isolation.test.ts).
 */
async function uninstallClock(context: BrowserContext): Promise<boolean> {
  type ServerClock = { uninstall(progress: { race<T>(promise: Promise<T>): Promise<T> }): Promise<void>; _initScripts?: unknown[] };
  try {
    const server = (context as unknown as { _connection?: { toImpl?(object: unknown): { clock?: ServerClock } } })._connection?.toImpl?.(context);
    const clock = server?.clock;
    if (typeof clock?.uninstall !== 'function' || !Array.isArray(clock._initScripts)) return false;
    await clock.uninstall({ race: (promise) => promise });
    return clock._initScripts.length === 0;
  } catch {
    return false;
  }
}

/**
 * The worker's tab for this test in `context` (new when the last test asked for one), at the viewport the test
 * `wanted`; `use` runs the test.
 */
export async function withReusedTab(context: BrowserContext, reused: ReusedTab, testInfo: TestInfo, wanted: ViewportSize | null,
  use: (page: Page) => Promise<void>): Promise<void> {
  if (!reused.tab || reused.tab.isClosed()) {
    reused.tab = await context.newPage();
    reused.session = await context.newCDPSession(reused.tab);
  }
  const tab = reused.tab;
  const current = tab.viewportSize();
  if (wanted && (current?.width !== wanted.width || current.height !== wanted.height)) await tab.setViewportSize(wanted);
  const origins = new Set<string>();
  const noteOrigin = (request: { isNavigationRequest(): boolean; url(): string }) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && /^https?:$/.test(url.protocol)) origins.add(url.origin);
  };
  context.on('request', noteOrigin);
  let kept = true;
  // Buttons and keys the test pressed and did not release: the browser would keep them down for any tab.
  const buttons = new Set<string>();
  const keys = new Set<string>();
  // A new tab costs about as much as a simple test (2026-12-02: 40 tests that open the basic app, 17.9 / 19.5 s
  // and 30 / 34 CPU-seconds in the reused tab, 28.0 / 33.2 s and 51 / 61 with a new one each), so what a test
  // commonly changes is undone rather than thrown away with the tab.
  // What the reset undoes besides: the init scripts the test added and the viewport it resized.
  const undos: (() => Promise<unknown>)[] = [];
  const viewport = tab.viewportSize();
  let resized = false;
  const sessions: CDPSession[] = [];
  const unwatch = [
    watch(tab, PAGE_CHANGES, () => { kept = false; }),
    watch(tab, ['setViewportSize'], () => {
      if (!viewport) kept = false;
      else if (!resized) undos.push(() => tab.setViewportSize(viewport));
      resized = true;
    }),
    watch(tab, ['addInitScript'], (_, __, added) => {
      (added as Promise<{ dispose(): Promise<void> }>).then((script) => undos.push(() => script.dispose()), () => {});
    }),
    // A DevTools session on the tab that sends only touch input (the suite's real fingers) leaves nothing the reset
    // does not undo (a new document starts with no finger down), and is detached; any other command, or a session
    // on another page, costs the tab.
    watch(context, ['newCDPSession'], (_, [page], opened) => {
      if (page !== tab) kept = false;
      (opened as Promise<CDPSession>).then((session) => {
        sessions.push(session);
        watch(session, ['send'], (__, [method]) => { if (method !== 'Input.dispatchTouchEvent') kept = false; });
      }, () => {});
    }),
    watch(tab.mouse, ['down', 'up'], (name, [options]) => {
      const button = (options as { button?: string } | undefined)?.button ?? 'left';
      if (name === 'down') buttons.add(button); else buttons.delete(button);
    }),
    watch(tab.keyboard, ['down', 'up'], (name, [key]) => { if (name === 'down') keys.add(key as string); else keys.delete(key as string); }),
  ];
  const unlisten = listenersAdded(tab);
  try {
    await use(tab);
  } finally {
    for (const undo of unwatch) undo();
    unlisten();
    context.off('request', noteOrigin);
  }
  for (const button of buttons) await tab.mouse.up({ button: button as 'left' }).catch(() => {});
  for (const key of keys) await tab.keyboard.up(key).catch(() => {});
  for (const page of context.pages()) if (page !== tab) await page.close();
  if (!await Promise.all(sessions.map((session) => session.detach())).then(() => true, () => false)) kept = false;
  if (kept && passed(testInfo)) kept = await reset(tab, reused.session!, undos);
  // The origins' storage is the context's: cleared whatever becomes of the tab, or the context goes.
  const cleared = await clearStorage(context, reused.session!, origins).then(() => true, () => false);
  if (!kept || !cleared) {
    await tab.close();
    Object.assign(reused, { tab: undefined, session: undefined });
  }
  if (!cleared) {
    await context.close();
    Object.assign(reused, { context: undefined, options: undefined });
  }
}

/** Undoes what a test left in the tab (`undos` besides); false when it could not be. */
async function reset(tab: Page, session: CDPSession, undos: (() => Promise<unknown>)[]): Promise<boolean> {
  try {
    await Promise.all(undos.map((undo) => undo()));
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    // The window's name belongs to the tab and goes with it from page to page.
    await tab.evaluate(() => { window.name = ''; });
    await tab.goto('about:blank');
    await session.send('Page.resetNavigationHistory');
    // Playwright moves the pointer from where the test left it: back to the corner, where a new tab has it.
    await tab.mouse.move(0, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Clears the storage of the origins the test went to (local and session storage, IndexedDB, caches, service
 * workers: shared by the context's tabs) and the context's cookies.
 */
async function clearStorage(context: BrowserContext, session: CDPSession, origins: Set<string>): Promise<void> {
  for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  // Cookies a response from another origin set too.
  await context.clearCookies();
}
