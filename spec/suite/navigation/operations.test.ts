import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const routes = () => app().getCurrentPages().map((p) => p.route);
// The animation is not the subject here: `none` completes at once.
const instant = { animationType: 'none' };
const text = (path: string) => basicApp.pages.find((p) => p.path === path)!.text!;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the five navigation operations', () => {
  it('are functions of uni, each reporting through success, fail and complete and as a promise [nav.operations]', async () => {
    const { uni } = app();
    for (const api of v('nav.operations').apis) expect(typeof uni[api], api).toBe('function');
    const pushed = await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    expect(pushed).toMatchObject({ ok: true, res: { errMsg: 'navigateTo:ok' }, calls: { success: 1, fail: 0, complete: 1 } });
    await expect(uni.redirectTo({ url: '/pages/other/other' })).resolves.toMatchObject({ errMsg: 'redirectTo:ok' });
    await expect(uni.navigateBack({ animationType: 'none' })).resolves.toMatchObject({ errMsg: 'navigateBack:ok' });
    await expect(uni.switchTab({ url: '/pages/mine/mine' })).resolves.toMatchObject({ errMsg: 'switchTab:ok' });
    await expect(uni.reLaunch({ url: '/pages/detail/detail' })).resolves.toMatchObject({ errMsg: 'reLaunch:ok' });
    await expect(uni.switchTab({ url: '/pages/detail/detail' })).rejects.toMatchObject({ errMsg: expect.stringMatching(/^switchTab:fail /) });
  });
});

describe('page stack', () => {
  it('redirectTo replaces the top page and keeps the depth [nav.redirect-to.replaces]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    const outcome = await call(uni, 'redirectTo', { url: '/pages/other/other?x=1' });
    expect(outcome.res.errMsg).toBe('redirectTo:ok');
    expect(app().getCurrentPages()).toMatchObject([{ route: 'pages/index/index' }, { route: 'pages/other/other', options: { x: '1' } }]);
  });

  it('switchTab closes every non-tab page, shows the tab page alone and drops the query [nav.switch-tab.closes-non-tab-pages]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    const outcome = await call(uni, 'switchTab', { url: '/pages/mine/mine?tab=1' });
    expect(outcome.res.errMsg).toBe('switchTab:ok');
    expect(app().getCurrentPages()).toEqual([expect.objectContaining({ route: 'pages/mine/mine', options: {} })]);
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    expect(routes()).toEqual(['pages/index/index']);
    // Closed pages are gone from the document, not just hidden.
    await flush();
    expect(document.body.textContent).not.toContain(text('pages/detail/detail'));
    expect(document.body.textContent).not.toContain(text('pages/other/other'));
    // And the tab page shows once.
    expect(document.body.textContent!.split(text('pages/index/index')).length - 1).toBe(1);
  });

  it('reLaunch leaves its target as the only page, a tab page or any other, query kept [nav.re-launch.clears-stack]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    expect((await call(uni, 'reLaunch', { url: '/pages/detail/detail?id=3' })).res.errMsg).toBe('reLaunch:ok');
    expect(app().getCurrentPages()).toEqual([expect.objectContaining({ route: 'pages/detail/detail', options: { id: '3' } })]);
    expect((await call(uni, 'reLaunch', { url: '/pages/mine/mine' })).res.errMsg).toBe('reLaunch:ok');
    expect(routes()).toEqual(['pages/mine/mine']);
  });

  it('navigateBack closes delta pages, one by default, and clamps a larger delta to the bottom page [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    for (const url of ['/pages/detail/detail', '/pages/other/other', '/pages/detail/detail?n=2']) await call(uni, 'navigateTo', { url, ...instant });
    await call(uni, 'navigateBack', instant);
    expect(routes()).toEqual(['pages/index/index', 'pages/detail/detail', 'pages/other/other']);
    expect((await call(uni, 'navigateBack', { delta: 99, ...instant })).res.errMsg).toBe('navigateBack:ok');
    expect(routes()).toEqual(['pages/index/index']);
    expect((await call(uni, 'navigateBack', instant)).res.errMsg).toBe('navigateBack:ok');
    expect(routes()).toEqual(['pages/index/index']);
  });
});
