import { describe, expect, it } from 'vitest';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const routes = () => app().getCurrentPages().map((p) => p.route);
// The animation is not the subject here: `none` completes at once.
const instant = { animationType: 'none' };

describe('redirectTo on a deep stack', () => {
  it('replaces only the top page and keeps every page below it [nav.redirect-to.replaces]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    const outcome = await call(uni, 'redirectTo', { url: '/pages/detail/detail?n=2' });
    expect(outcome.res.errMsg).toBe('redirectTo:ok');
    expect(routes()).toEqual(['pages/index/index', 'pages/detail/detail', 'pages/detail/detail']);
    expect(app().getCurrentPages()[2]!.options).toEqual({ n: '2' });
  });

  it('leaves a stack that navigateBack then pops to the page below the replaced one [nav.redirect-to.replaces] [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    await call(uni, 'redirectTo', { url: '/pages/detail/detail?n=2' });
    await call(uni, 'navigateBack', instant);
    expect(routes()).toEqual(['pages/index/index', 'pages/detail/detail']);
    expect(app().getCurrentPages()[1]!.options).toEqual({});
  });
});
