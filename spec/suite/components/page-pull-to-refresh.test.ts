import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { pullDownRefreshApp } from '../../fixtures/components.ts';
import { call, uncaughtErrors, useApp } from '../../harness/unit.ts';

/** Calls uni.startPullDownRefresh, then uni.stopPullDownRefresh, each expected to report ok. */
async function startAndStopSucceed(uni: Record<string, any>): Promise<void> {
  for (const api of ['startPullDownRefresh', 'stopPullDownRefresh']) {
    const outcome = await call(uni, api, {});
    expect(outcome.res.errMsg, api).toBe(fill(v('device.api.ok').ok, { api }));
  }
}

describe('the pull-down refresh APIs on a page without it [comp.pull-to-refresh.refreshing, comp.pull-to-refresh.restoring]', () => {
  const app = useApp();

  it('uni.startPullDownRefresh and uni.stopPullDownRefresh succeed, with nothing to start or stop', async () => {
    await startAndStopSucceed(app().uni);
  });
});

describe('the pull-down refresh of a page that does not listen for it [comp.pull-to-refresh.refreshing, comp.pull-to-refresh.restoring]', () => {
  /** The refresh page without its onPullDownRefresh hook. */
  const unlistenedApp: FixtureApp = { ...pullDownRefreshApp, pages: [{ ...pullDownRefreshApp.pages[0]!, hooks: undefined }] };
  const app = useApp(unlistenedApp);

  it('refreshes and ends through the APIs without an error', async () => {
    const errors = uncaughtErrors();
    await startAndStopSucceed(app().uni);
    expect(errors).toEqual([]);
  });
});
