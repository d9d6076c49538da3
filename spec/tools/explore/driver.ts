/**
 * One target as the explorer drives it: its own Chromium (the system clipboard is per browser), a fresh
 * context per run (storage, cookies, routes), a phone-sized page on a paused clock, the local endpoint the
 * network commands reach (a route; the browser resolves no host off the machine), and the agent (agent.ts)
 * in the page.
 */
import { chromium, type Browser, type Page, type Route } from 'playwright';
import type { ConformanceTarget, FixtureApp, PartName } from '../../contract/index.ts';
import { chromiumLaunchOptions } from '../../harness/chromium.ts';
import { listen, openApp, type PageVoice } from '../../harness/open-app.ts';
import { locate, partCss } from '../../harness/parts.ts';
import { installAgent, type AgentParts, type PageView } from './agent.ts';
import { answerOf, ENDPOINT, STORAGE_KEYS, type Command } from './commands.ts';
import type { Observation } from './observation.ts';

/** A phone: the framework's popups take their phone form below 500 × 500 (nav.shell.desktop-popup-threshold). */
const VIEWPORT = { width: 375, height: 667 };
/** Every run starts at this time of the page clock, paused once the app has booted, on both targets. */
const CLOCK_START = new Date('2026-01-01T00:00:00Z').getTime();
const CLOCK_PAUSED_AT = CLOCK_START + 3_600_000;
/** How long an opening waits for the first page to show text before the clock jumps (then it jumps anyway). */
const FIRST_PAGE_MS = 10_000;
/** How long a tap waits for its element to take the pointer (a mask may cover it). */
const TAP_MS = 1_000;
const BODIES = {
  json: { contentType: 'application/json', body: '{"ok":true,"items":[1,"two"]}' },
  text: { contentType: 'text/plain', body: 'plain text' },
  empty: { contentType: undefined, body: '' },
  'bad-json': { contentType: 'application/json', body: '{"ok":' },
};

/** What a page that left the app (a document without the agent) shows: nothing of it. */
const LEFT: PageView = { calls: [], done: true, stack: [], url: '', page: [], screen: [], fields: [], progress: [], storage: [], external: [] };

function cssOf(target: ConformanceTarget, name: PartName): string | undefined {
  try {
    return partCss(target, name);
  } catch {
    return undefined;
  }
}

export class Driver {
  private page?: Page;
  private voice: PageVoice = { said: [] };
  private sent: string[] = [];
  private readonly parts: AgentParts;
  /** The next run's page, made while the current run goes on (a new page costs a renderer). */
  private next: Promise<Page>;
  /** Whether the open app is as opened: nothing done, its clock not moved, nothing read. */
  private pristine = false;
  private opened?: FixtureApp;

  private constructor(readonly target: ConformanceTarget, private readonly browser: Browser) {
    const shown = cssOf(target, 'shell.page');
    if (!shown) throw new Error(`target ${target.name} gives the part shell.page no css selector, which the explorer reads in the page`);
    this.parts = { page: shown, progressTrack: cssOf(target, 'progress.track'), progressBar: cssOf(target, 'progress.bar') };
    this.next = this.freshPage();
  }

  static async launch(target: ConformanceTarget): Promise<Driver> {
    return new Driver(target, await chromium.launch(chromiumLaunchOptions));
  }

  /** What the page said in the current run: errors and warnings. */
  get said(): string[] {
    return [...this.voice.said];
  }

  /**
   * Opens `app` in a fresh context (nothing survives from one run to the next) and pauses its clock; an
   * app just opened and untouched is as fresh already (the first run uses the opening that built it).
   */
  async open(app: FixtureApp): Promise<void> {
    if (this.pristine && this.opened === app) return;
    const previous = this.page;
    const page = await this.next;
    this.page = page;
    this.next = this.freshPage();
    await previous?.context().close();
    this.sent = [];
    this.voice = listen(page);
    await openApp(page, this.target, app, this.voice);
    // The first page is drawn before the clock jumps to CLOCK_PAUSED_AT: a page component still loading at the
    // jump would meet the framework's load timeout (60 s, passed at once) and show its error page instead.
    await page.waitForFunction((css) => [...document.querySelectorAll(css)].some((el) => (el as HTMLElement).innerText.trim() !== ''),
      this.parts.page, { polling: 50, timeout: FIRST_PAGE_MS }).catch(() => undefined);
    // CSS transitions and animations run on the compositor's time, not the page clock: a popup fading out
    // would be half gone at whatever real moment a step is read. A thousand times faster, they end within
    // a frame, on both targets alike.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1000 });
    // The clipboard belongs to the browser, not the context.
    await page.evaluate(() => navigator.clipboard.writeText('')).catch(() => undefined);
    await page.clock.pauseAt(CLOCK_PAUSED_AT);
    this.opened = app;
    this.pristine = true;
  }

  /** A page in a context of its own, with the agent, the endpoint and a page clock. */
  private async freshPage(): Promise<Page> {
    const url = this.target.browser.webServer.url;
    const context = await this.browser.newContext({ baseURL: url, viewport: VIEWPORT });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    // Source this process hands the page (the agent, a faulty target's patch) went through tsx, which names
    // functions with its `__name` helper: the page gets one that does nothing.
    await context.addInitScript('globalThis.__name ??= (fn) => fn');
    await context.addInitScript(installAgent);
    await context.route(`**${ENDPOINT}**`, (route) => this.answer(route));
    const page = await context.newPage();
    await page.clock.install({ time: CLOCK_START });
    return page;
  }

  /** Does `command` as step `step` (1 for the first command). */
  async perform(command: Command, step: number): Promise<void> {
    const page = this.current();
    this.pristine = false;
    this.sent = [];
    // Optional chaining: a command may have taken the page out of the app (a document without the agent).
    if ('tap' in command) {
      const what = await this.tap(command.tap, command.inTabBar ?? false);
      await this.inPage(() => page.evaluate(([s, w]) => (window as any).__explore?.note(s, w), [step, what] as const));
    } else if ('sync' in command) {
      await this.inPage(() => page.evaluate(([s, api, args]) => (window as any).__explore?.sync(s, api, args), [step, command.sync, command.args] as const));
    } else {
      await this.inPage(() => page.evaluate(([s, api, options]) => (window as any).__explore?.call(s, api, options), [step, command.call, command.options] as const));
    }
  }

  /** Moves the page clock on by `ms`, firing the timers due. */
  async advance(ms: number): Promise<void> {
    this.pristine = false;
    if (ms > 0) await this.current().clock.runFor(ms);
  }

  /** What the page shows after step `step`, and whether the step's call has finished. */
  async view(step: number): Promise<{ observation: Observation; done: boolean }> {
    this.pristine = false;
    const page = this.current();
    const view: PageView = await this.inPage(() => page.evaluate(([s, keys, parts]) => (window as any).__explore?.view(s, keys, parts) ?? null,
      [step, STORAGE_KEYS, this.parts] as const)) ?? { ...LEFT, url: page.url() };
    const { calls, done, ...seen } = view;
    return { observation: { outcome: calls[step] ?? '', earlier: calls.slice(0, step), ...seen, sent: [...this.sent] }, done };
  }

  /** Runs `read` in the page, once more when a navigation replaced the document under it. */
  private async inPage<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (!/Execution context was destroyed/.test(String(error))) throw error;
      await this.current().waitForLoadState().catch(() => undefined);
      return read();
    }
  }

  async close(): Promise<void> {
    await this.next.catch(() => undefined);
    await this.browser.close();
  }

  private current(): Page {
    if (!this.page) throw new Error('no app is open');
    return this.page;
  }

  /** Taps the last visible element whose whole text is `text`, as a user taps what is on top. */
  private async tap(text: string, inTabBar: boolean): Promise<string> {
    const page = this.current();
    const scope = inTabBar ? locate(this.target, 'shell.tab-bar', page) : page;
    const found = scope.getByText(text, { exact: true }).filter({ visible: true });
    const count = await found.count();
    if (!count) return 'nothing to tap';
    try {
      await found.nth(count - 1).click({ timeout: TAP_MS });
      return 'tapped';
    } catch {
      return 'could not tap';
    }
  }

  /** The local endpoint: answers as the url says, noting what it received. */
  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const type = await request.headerValue('content-type');
    this.sent.push(`${request.method()} ${url.pathname}${url.search} ${type ?? 'no content type'} ${JSON.stringify(request.postData() ?? '')}`);
    const answer = answerOf(url.pathname);
    if (!answer) return route.fulfill({ status: 404 });
    if (answer === 'network-error') return route.abort('connectionrefused');
    // Never answered: the call's own timeout (on the page clock) has to end it.
    if (answer === 'no-answer') return;
    const { contentType, body } = BODIES[answer.body];
    return route.fulfill({ status: answer.status, body: answer.status === 204 ? '' : body, ...(contentType ? { contentType } : {}) });
  }
}
