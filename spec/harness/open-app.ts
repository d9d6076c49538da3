/**
 * Opening a fixture app in a browser page the target's way and waiting, bounded, until the page exposes
 * the framework's globals (and which requests a page may send meanwhile): for the suite's browser layer
 * (browser.ts) and for tools that drive a target's page themselves (`npm run explore`).
 */
import type { Page } from '@playwright/test';
import type { ConformanceTarget, FixtureApp } from '../contract/index.ts';

/** How long a page may take to expose the framework's globals once opened (contract `timeouts.boot`). */
export const DEFAULT_BOOT_MS = 8_000;
const ERROR_GRACE_MS = 3_000;
const LOOK_MS = 250;

export async function defaultOpen(page: Page, app: FixtureApp): Promise<void> {
  await page.addInitScript((fixture) => { (window as any).__UNI_FIXTURE_APP__ = fixture; }, app);
  await page.goto(app.router?.mode === 'history' ? '/' : '/#/');
}

/** Whether a request stays on this machine: the suite lets no page reach another host. */
export function isLocal(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return !/^https?:$|^wss?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** What a page said (errors and warnings), so that a page that fails to boot fails with them. */
export interface PageVoice {
  said: string[];
  /** When the page first threw, epoch ms. */
  firstError?: number;
}

export function listen(page: Page): PageVoice {
  const voice: PageVoice = { said: [] };
  page.on('pageerror', (e) => { voice.firstError ??= Date.now(); voice.said.push(`page error: ${e.stack ?? e.message}`); });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') voice.said.push(`console.${m.type()}: ${m.text()}`); });
  return voice;
}

/** Opens `app` (the target's `open`, or the default) and waits for `uni` and `getCurrentPages`. */
export async function openApp(page: Page, target: ConformanceTarget, app: FixtureApp, voice: PageVoice): Promise<void> {
  await (target.browser.open ?? defaultOpen)(page, app);
  const boot = target.timeouts?.boot ?? DEFAULT_BOOT_MS;
  const deadline = Date.now() + boot;
  // Watched in the page, so the test goes on within a few milliseconds of the globals' appearing; this loop looks
  // at the time and at what the page said every LOOK_MS meanwhile. A plain evaluation, not waitForFunction:
  // that loads Playwright's 165 kB injected script into the page's main world, once per app opened (about 0.05
  // CPU-seconds an open, 2026-12-02: 90 opens 43.7 / 42.6 / 46.1 against 38.2 / 36.2 / 45.6 CPU-seconds).
  let watching: Promise<boolean> | undefined;
  const booted = () => {
    watching ??= (page.evaluate(GLOBALS_UP) as Promise<boolean>).catch(() => false).finally(() => { watching = undefined; });
    return Promise.race([watching, new Promise<false>((resolve) => setTimeout(resolve, LOOK_MS, false))]);
  };
  // A page that threw gets a moment to boot all the same (an error need not be fatal), no more.
  while (!(await booted())) {
    if (Date.now() > deadline || (voice.firstError !== undefined && Date.now() - voice.firstError > ERROR_GRACE_MS)) {
      throw new Error(bootFailure(page.url(), boot, voice.said));
    }
  }
}

/**
 * In the page: resolves once `uni` and `getCurrentPages` are up, looking every 10 ms of real time. A test's page
 * clock fakes timers and animation frames (and may be paused), not the task scheduler; where the browser has
 * none, animation frames. Source text: a TypeScript loader may wrap named functions with helpers the page lacks.
 */
const GLOBALS_UP = `new Promise((resolve) => {
  const later = window.scheduler?.postTask ? (f) => scheduler.postTask(f, { delay: 10 }) : requestAnimationFrame;
  const look = () => (typeof window.uni === 'object' && typeof window.getCurrentPages === 'function' ? resolve(true) : later(look));
  look();
})`;

function bootFailure(url: string, ms: number, said: string[]): string {
  const lines = [`the app at ${url} did not expose the globals uni and getCurrentPages within ${ms} ms`];
  if (said.length) lines.push('what the page said while it booted:', ...said.slice(-20).map((s) => `  ${s}`));
  else lines.push('the page reported no error; is its script served and does it set window.uni and window.getCurrentPages?');
  return lines.join('\n');
}
