/**
 * Fixtures for the suite's browser layer (Playwright): the selected target, `openApp` to serve a fixture
 * app, `uniCall` to call an API in the page, and a network guard that fails any test whose page
 * reached for a host other than the target's own.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { ConformanceTarget, FixtureApp, PartName } from '../contract/index.ts';
import { locate } from './parts.ts';
import { loadTarget } from './select-target.ts';

export { expect };

export interface Outcome {
  ok: boolean;
  res: Record<string, any> & { errMsg: string };
}

interface Fixtures {
  target: ConformanceTarget;
  openApp: (app: FixtureApp) => Promise<void>;
  uniCall: (api: string, options?: Record<string, unknown>) => Promise<Outcome>;
  /** A locator for part `name` (contract/parts.ts) within `within` (the page by default), the target's way. */
  part: (name: PartName, within?: Locator) => Locator;
  /** Requests the page tried to send off this machine; a test that expects some may read and clear it. */
  blockedRequests: string[];
}

const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return !/^https?:$|^wss?:$/.test(protocol) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
};

export async function defaultOpen(page: Page, app: FixtureApp): Promise<void> {
  await page.addInitScript((fixture) => { (window as any).__UNI_FIXTURE_APP__ = fixture; }, app);
  await page.goto(app.router?.mode === 'history' ? '/' : '/#/');
}

export const test = base.extend<Fixtures>({
  target: async ({}, use) => {
    await use(await loadTarget());
  },
  part: async ({ page, target }, use) => {
    await use((name, within) => locate(target, name, within ?? page));
  },
  blockedRequests: [async ({ page }, use) => {
    const blocked: string[] = [];
    await page.route((url) => !isLocal(url.href), async (route) => {
      blocked.push(route.request().url());
      await route.abort('blockedbyclient');
    });
    await use(blocked);
    expect(blocked, 'requests to hosts other than the target\'s own').toEqual([]);
  }, { auto: true }],
  openApp: async ({ page, target }, use) => {
    // What the page said while it booted: a page that throws fails its test with the error, not a time-out.
    const said: string[] = [];
    let firstError: number | undefined;
    page.on('pageerror', (e) => { firstError ??= Date.now(); said.push(`page error: ${e.stack ?? e.message}`); });
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') said.push(`console.${m.type()}: ${m.text()}`); });
    await use(async (app) => {
      await (target.browser.open ?? defaultOpen)(page, app);
      const boot = target.timeouts?.boot ?? DEFAULT_BOOT_MS;
      const deadline = Date.now() + boot;
      const booted = () => page.evaluate(() => typeof (window as any).uni === 'object' && typeof (window as any).getCurrentPages === 'function');
      // A page that threw gets a moment to boot all the same (an error need not be fatal), no more.
      while (!(await booted().catch(() => false))) {
        if (Date.now() > deadline || (firstError !== undefined && Date.now() - firstError > ERROR_GRACE_MS)) {
          throw new Error(bootFailure(page.url(), boot, said));
        }
        await page.waitForTimeout(POLL_MS);
      }
    });
  },
  uniCall: async ({ page }, use) => {
    await use((api, options = {}) =>
      page.evaluate(([name, opts]) => new Promise<Outcome>((resolve) => {
        let ok = false;
        (window as any).uni[name]({
          ...opts,
          success: () => { ok = true; },
          complete: (res: Outcome['res']) => resolve({ ok, res: JSON.parse(JSON.stringify(res)) }),
        });
      }), [api, options] as const));
  },
});

/** How long a page may take to expose the framework's globals once opened (contract `timeouts.boot`). */
export const DEFAULT_BOOT_MS = 8_000;
const ERROR_GRACE_MS = 3_000;
const POLL_MS = 50;

function bootFailure(url: string, ms: number, said: string[]): string {
  const lines = [`the app at ${url} did not expose the globals uni and getCurrentPages within ${ms} ms`];
  if (said.length) lines.push('what the page said while it booted:', ...said.slice(-20).map((s) => `  ${s}`));
  else lines.push('the page reported no error; is its script served and does it set window.uni and window.getCurrentPages?');
  return lines.join('\n');
}

/** Routes of the current page stack, bottom first. */
export function currentRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as any).getCurrentPages().map((p: { route: string }) => p.route));
}
