import { describe, expect, it, vi } from 'vitest';
import { basicApp } from '../../fixtures/apps.ts';
import { call, relaunch } from '../../harness/unit.ts';
import { freshUrl } from '../../harness/unit-page.ts';

/** The basic app without its tab bar: every page is an ordinary page. */
const noTabBarApp = { ...basicApp, tabBar: undefined };

describe('an app that declares no tab bar', () => {
  it('starts on its entry page, and a page the basic app lists as a tab is an ordinary page for navigateTo [nav.page-shell] [nav.tab-page-not-navigable]', async () => {
    freshUrl();
    await relaunch(async (uni, launched) => {
      expect(launched.getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
      const outcome = await call(uni, 'navigateTo', { url: '/pages/mine/mine', animationType: 'none' });
      expect(outcome.res.errMsg).toBe('navigateTo:ok');
      // The callback may come before the new page is on the stack (the genuine runtime answers first).
      await vi.waitFor(() => expect(launched.getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index', 'pages/mine/mine']));
    }, noTabBarApp);
  });
});
