import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();

describe('navigation rules', () => {
  it('navigateTo and redirectTo refuse a tab-bar page [nav.tab-page-not-navigable]', async () => {
    const { uni, getCurrentPages } = app();
    const messages = v('nav.tab-page-not-navigable');
    const pushed = await call(app().uni, 'navigateTo', { url: '/pages/mine/mine' });
    expect(pushed).toMatchObject({ ok: false, res: { errMsg: `navigateTo:fail ${messages.navigateTo}` } });
    const replaced = await call(uni, 'redirectTo', { url: '/pages/mine/mine' });
    expect(replaced).toMatchObject({ ok: false, res: { errMsg: `redirectTo:fail ${messages.redirectTo}` } });
    expect(getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
  });

  it('switchTab refuses a page that is not a tab-bar page [nav.switch-tab-requires-tab-page]', async () => {
    const outcome = await call(app().uni, 'switchTab', { url: '/pages/detail/detail' });
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: `switchTab:fail ${v('nav.switch-tab-requires-tab-page').message}` } });
  });

  it.each(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab'])('%s to an unknown page fails with its url and query [nav.page-not-found]', async (api) => {
    const url = '/pages/none/none?a=1';
    const outcome = await call(app().uni, api, { url });
    expect(outcome.res.errMsg).toBe(`${api}:fail ${fill(v('nav.page-not-found').template, { url })}`);
    expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });
});
