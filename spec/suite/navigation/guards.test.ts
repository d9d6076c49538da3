import { describe, expect, it, vi } from 'vitest';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const routes = () => app().getCurrentPages().map((p) => p.route);

describe('navigation guards (uni.addInterceptor) [nav.router.guards]', () => {
  it('run before the navigation with its options and let it continue', async () => {
    const { uni } = app();
    const invoke = vi.fn(() => { expect(routes()).toEqual(['pages/index/index']); });
    uni.addInterceptor('navigateTo', { invoke });
    expect((await call(uni, 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' })).ok).toBe(true);
    expect(invoke).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/detail/detail' }));
    expect(routes()).toEqual(['pages/index/index', 'pages/detail/detail']);
  });

  it('cancel a navigation by returning false, also from a promise', async () => {
    const { uni } = app();
    uni.addInterceptor('navigateTo', { invoke: (args: { url: string }) => !args.url.includes('detail') });
    uni.addInterceptor('redirectTo', { invoke: () => Promise.resolve(false) });
    const complete = vi.fn();
    uni.navigateTo({ url: '/pages/detail/detail', animationType: 'none', complete });
    await uni.redirectTo({ url: '/pages/other/other', complete });
    await new Promise((r) => setTimeout(r, 10));
    expect(complete).not.toHaveBeenCalled();
    expect(routes()).toEqual(['pages/index/index']);
    expect((await call(uni, 'navigateTo', { url: '/pages/other/other', animationType: 'none' })).ok).toBe(true);
    expect(routes()).toEqual(['pages/index/index', 'pages/other/other']);
  });

  it('redirect a navigation by rewriting its url, and stop when removed', async () => {
    const { uni } = app();
    const guard = { invoke: (args: { url: string }) => { if (args.url.startsWith('/pages/detail/')) args.url = '/pages/other/other?from=guard'; } };
    uni.addInterceptor('navigateTo', guard);
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' });
    expect(app().getCurrentPages().at(-1)).toMatchObject({ route: 'pages/other/other', options: { from: 'guard' } });
    uni.removeInterceptor('navigateTo', guard);
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' });
    expect(routes()).toEqual(['pages/index/index', 'pages/other/other', 'pages/detail/detail']);
  });
});
