import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const exists = (path: string) => `preloadPage:fail ${fill(v('nav.preload-open-tab-page').template, { path })}`;

describe('preloadPage [nav.preload-open-tab-page]', () => {
  it('refuses a tab page that is already open, the entry page included', async () => {
    const outcome = await call(app().uni, 'preloadPage', { url: '/pages/index/index' });
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: exists('pages/index/index') } });
  });

  it('preloads a tab page that is not open, and refuses it once a tab switch opened it', async () => {
    const { uni } = app();
    expect(await call(uni, 'preloadPage', { url: '/pages/mine/mine' })).toMatchObject({ ok: true, res: { errMsg: 'preloadPage:ok', url: '/pages/mine/mine' } });
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    expect((await call(uni, 'preloadPage', { url: '/pages/mine/mine' })).res.errMsg).toBe(exists('pages/mine/mine'));
    // A tab page left by a tab switch stays alive, so it is still open.
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    expect((await call(uni, 'preloadPage', { url: '/pages/mine/mine' })).res.errMsg).toBe(exists('pages/mine/mine'));
  });

  it('preloads an ordinary page even while it is open, and fails for an unknown one', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' });
    expect((await call(uni, 'preloadPage', { url: '/pages/detail/detail' })).res.errMsg).toBe('preloadPage:ok');
    expect((await call(uni, 'preloadPage', { url: '/pages/none/none' })).res.errMsg)
      .toBe(`preloadPage:fail ${fill(v('nav.page-not-found').template, { url: '/pages/none/none' })}`);
  });

  it('reports a tab page it preloads without the query, and an ordinary page with its query encoded', async () => {
    const { uni } = app();
    expect((await call(uni, 'preloadPage', { url: '/pages/mine/mine?x=1' })).res).toMatchObject({ errMsg: 'preloadPage:ok', url: '/pages/mine/mine' });
    expect((await call(uni, 'preloadPage', { url: '/pages/detail/detail?q=a b' })).res).toMatchObject({ errMsg: 'preloadPage:ok', url: '/pages/detail/detail?q=a%20b' });
  });
});
