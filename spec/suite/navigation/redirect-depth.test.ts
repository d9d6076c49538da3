import { describe, expect, it } from 'vitest';
import { useApp } from '../../harness/unit.ts';
import { navigated } from './settle.ts';

const app = useApp();
// The animation is not the subject here: `none` completes at once.
const instant = { animationType: 'none' };

describe('redirectTo on a deep stack', () => {
  it('replaces only the top page and keeps every page below it [nav.redirect-to.replaces]', async () => {
    await navigated(app(), 'navigateTo', { url: '/pages/detail/detail', ...instant }, ['pages/index/index', 'pages/detail/detail']);
    await navigated(app(), 'navigateTo', { url: '/pages/other/other', ...instant }, ['pages/index/index', 'pages/detail/detail', 'pages/other/other']);
    await navigated(app(), 'redirectTo', { url: '/pages/detail/detail?n=2' }, ['pages/index/index', 'pages/detail/detail', 'pages/detail/detail']);
    expect(app().getCurrentPages()[2]!.options).toEqual({ n: '2' });
  });

  it('leaves a stack that navigateBack then pops to the page below the replaced one [nav.redirect-to.replaces] [nav.navigate-back.pops]', async () => {
    await navigated(app(), 'navigateTo', { url: '/pages/detail/detail', ...instant }, ['pages/index/index', 'pages/detail/detail']);
    await navigated(app(), 'navigateTo', { url: '/pages/other/other', ...instant }, ['pages/index/index', 'pages/detail/detail', 'pages/other/other']);
    await navigated(app(), 'redirectTo', { url: '/pages/detail/detail?n=2' }, ['pages/index/index', 'pages/detail/detail', 'pages/detail/detail']);
    await navigated(app(), 'navigateBack', instant, ['pages/index/index', 'pages/detail/detail']);
    expect(app().getCurrentPages()[1]!.options).toEqual({});
  });
});
