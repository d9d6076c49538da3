/**
 * Fixtures for the suite's browser layer (Playwright): the selected target, `openApp` to serve a fixture
 * app, `uniCall` to call an API in the page, and a network guard that fails any test whose page
 * reached for a host other than the target's own.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { ConformanceTarget, FixtureApp, PartName } from '../contract/index.ts';
import { OFF_MACHINE_UNRESOLVED } from './chromium.ts';
import { isLocal, listen, openApp } from './open-app.ts';
import { switchMutants } from './mutant-switch.ts';
import { locate } from './parts.ts';
import { withReusedContext, withReusedTab, type ReusedTab } from './reused-tab.ts';
import { loadTarget } from './select-target.ts';
import { memoizeStackFormatting } from './stack-memo.ts';

export { expect };

memoizeStackFormatting();

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

export const test = base.extend<Fixtures & { _combinedContextOptions: object }, { reusedTab: ReusedTab }>({
  reusedTab: [async ({}, use) => {
    const reused: ReusedTab = {};
    await use(reused);
    await reused.context?.close();
  }, { scope: 'worker' }],
  // The worker's context and tab, reset between tests by the harness (reused-tab.ts).
  context: async ({ browser, reusedTab, _combinedContextOptions }, use, testInfo) => {
    await withReusedContext(browser, reusedTab, _combinedContextOptions, testInfo, use);
  },
  page: async ({ context, reusedTab, viewport }, use, testInfo) => {
    await withReusedTab(context, reusedTab, testInfo, viewport, async (page) => {
      const recordMutants = await switchMutants(page, testInfo);
      await use(page);
      await recordMutants?.();
    });
  },
  target: async ({}, use) => {
    await use(await loadTarget());
  },
  part: async ({ page, target }, use) => {
    await use((name, within) => locate(target, name, within ?? page));
  },
  blockedRequests: [async ({ page }, use) => {
    const blocked: string[] = [];
    // Chromium resolves no other host (chromium.ts): such a request fails, and is noted here.
    page.on('requestfailed', (request) => {
      if (!isLocal(request.url()) && request.failure()?.errorText === OFF_MACHINE_UNRESOLVED) blocked.push(request.url());
    });
    await use(blocked);
    expect(blocked, 'requests to hosts other than the target\'s own').toEqual([]);
  }, { auto: true }],
  openApp: async ({ page, target }, use) => {
    // What the page said while it booted: a page that throws fails its test with the error, not a time-out.
    const voice = listen(page);
    await use((app) => openApp(page, target, app, voice));
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

/** Routes of the current page stack, bottom first. */
export function currentRoutes(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as any).getCurrentPages().map((p: { route: string }) => p.route));
}
