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
  // Checked in the page every frame, so the test goes on in the frame the globals appear; a wait returns to
  // this loop now and then to look at the time and at what the page said.
  const booted = () => page.waitForFunction(
    () => typeof (window as any).uni === 'object' && typeof (window as any).getCurrentPages === 'function',
    null, { polling: 'raf', timeout: LOOK_MS },
  ).then(() => true, () => false);
  // A page that threw gets a moment to boot all the same (an error need not be fatal), no more.
  while (!(await booted())) {
    if (Date.now() > deadline || (voice.firstError !== undefined && Date.now() - voice.firstError > ERROR_GRACE_MS)) {
      throw new Error(bootFailure(page.url(), boot, voice.said));
    }
  }
}

function bootFailure(url: string, ms: number, said: string[]): string {
  const lines = [`the app at ${url} did not expose the globals uni and getCurrentPages within ${ms} ms`];
  if (said.length) lines.push('what the page said while it booted:', ...said.slice(-20).map((s) => `  ${s}`));
  else lines.push('the page reported no error; is its script served and does it set window.uni and window.getCurrentPages?');
  return lines.join('\n');
}
