import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();

describe('the pull-down refresh APIs on a page without it [comp.pull-to-refresh.refreshing, comp.pull-to-refresh.restoring]', () => {
  it('uni.startPullDownRefresh and uni.stopPullDownRefresh succeed, with nothing to start or stop', async () => {
    for (const api of ['startPullDownRefresh', 'stopPullDownRefresh']) {
      const outcome = await call(app().uni, api, {});
      expect(outcome.res.errMsg, api).toBe(fill(v('device.api.ok').ok, { api }));
    }
  });
});
