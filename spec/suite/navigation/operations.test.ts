import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, stackSettles, useApp } from '../../harness/unit.ts';
import { navigated, rendered, settlesTo } from './settle.ts';

const app = useApp();
const routes = (pages = app().getCurrentPages()) => pages.map((p) => p.route);
// The animation is not the subject here: `none` completes at once.
const instant = { animationType: 'none' };
const text = (path: string) => basicApp.pages.find((p) => p.path === path)!.text!;
const settled = (expected: string[]) => settlesTo(app(), expected);
const ok = (api: string) => fill(v('device.api.ok').ok, { api });
/** Opens `url` on top and waits for it to show, as a user would before the next tap. */
async function push(url: string, below: string[]): Promise<string[]> {
  const stack = [...below, url.slice(1).split('?')[0]!];
  await navigated(app(), 'navigateTo', { url, ...instant }, stack);
  return stack;
}

describe('the five navigation operations', () => {
  it('are functions of uni, each reporting through success, fail and complete [nav.operations]', async () => {
    const { uni } = app();
    for (const api of v('nav.operations').apis) expect(typeof uni[api], api).toBe('function');
    const reported = [
      ['navigateTo', { url: '/pages/detail/detail', ...instant }, ['pages/index/index', 'pages/detail/detail']],
      ['redirectTo', { url: '/pages/other/other' }, ['pages/index/index', 'pages/other/other']],
      ['navigateBack', instant, ['pages/index/index']],
      ['switchTab', { url: '/pages/mine/mine' }, ['pages/mine/mine']],
      ['reLaunch', { url: '/pages/detail/detail' }, ['pages/detail/detail']],
    ] as const;
    for (const [api, options, stack] of reported) {
      expect(await call(uni, api, options), api).toMatchObject({ ok: true, res: { errMsg: `${api}:ok` }, calls: { success: 1, fail: 0, complete: 1 } });
      await settled([...stack]);
    }
    const refused = await call(uni, 'switchTab', { url: '/pages/detail/detail' });
    expect(refused).toMatchObject({ ok: false, calls: { success: 0, fail: 1, complete: 1 } });
    expect(refused.res.errMsg).toMatch(/^switchTab:fail /);
  });
});

describe('page stack', () => {
  it('redirectTo replaces the top page and keeps the depth [nav.redirect-to.replaces]', async () => {
    const { uni } = app();
    const { api } = v('nav.redirect-to.replaces');
    await push('/pages/detail/detail', ['pages/index/index']);
    const outcome = await call(uni, api, { url: '/pages/other/other?x=1' });
    expect(outcome.res.errMsg).toBe(ok(api));
    await stackSettles(app(), (pages) => expect(pages).toMatchObject([{ route: 'pages/index/index' }, { route: 'pages/other/other', options: { x: '1' } }]));
  });

  it('switchTab closes every non-tab page, shows the tab page alone and drops the query [nav.switch-tab.closes-non-tab-pages]', async () => {
    const { uni } = app();
    const { api } = v('nav.switch-tab.closes-non-tab-pages');
    await push('/pages/other/other', await push('/pages/detail/detail', ['pages/index/index']));
    const outcome = await call(uni, api, { url: '/pages/mine/mine?tab=1' });
    expect(outcome.res.errMsg).toBe(ok(api));
    await stackSettles(app(), (pages) => expect(pages).toEqual([expect.objectContaining({ route: 'pages/mine/mine', options: {} })]));
    await call(uni, api, { url: '/pages/index/index' });
    await settled(['pages/index/index']);
    // Closed pages are gone from the document, not just hidden.
    await rendered();
    expect(document.body.textContent).not.toContain(text('pages/detail/detail'));
    expect(document.body.textContent).not.toContain(text('pages/other/other'));
    // And the tab page shows once.
    expect(document.body.textContent!.split(text('pages/index/index')).length - 1).toBe(1);
  });

  it('reLaunch leaves its target as the only page, a tab page or any other, query kept [nav.re-launch.clears-stack]', async () => {
    const { uni } = app();
    const { api } = v('nav.re-launch.clears-stack');
    await push('/pages/other/other', await push('/pages/detail/detail', ['pages/index/index']));
    expect((await call(uni, api, { url: '/pages/detail/detail?id=3' })).res.errMsg).toBe(ok(api));
    await stackSettles(app(), (pages) => expect(pages).toEqual([expect.objectContaining({ route: 'pages/detail/detail', options: { id: '3' } })]));
    expect((await call(uni, api, { url: '/pages/mine/mine' })).res.errMsg).toBe(ok(api));
    await settled(['pages/mine/mine']);
  });

  it('navigateBack closes delta pages, one by default, and clamps a larger delta to the bottom page [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    const { api, defaultDelta } = v('nav.navigate-back.pops');
    let stack = ['pages/index/index'];
    for (const url of ['/pages/detail/detail', '/pages/other/other', '/pages/detail/detail?n=2']) stack = await push(url, stack);
    await call(uni, api, instant);
    await settled(stack.slice(0, stack.length - defaultDelta));
    expect((await call(uni, api, { delta: 99, ...instant })).res.errMsg).toBe(ok(api));
    await settled(['pages/index/index']);
    expect((await call(uni, api, instant)).res.errMsg).toBe(ok(api));
    // Nothing below the bottom page: it stays, a moment later too.
    await rendered();
    expect(routes()).toEqual(['pages/index/index']);
  });
});
