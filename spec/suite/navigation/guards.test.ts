import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
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
    vi.useFakeTimers();
    try {
      uni.navigateTo({ url: '/pages/detail/detail', animationType: 'none', complete });
      uni.redirectTo({ url: '/pages/other/other', complete });
      // Twice the time an allowed navigation takes to complete, on the fake clock.
      await vi.advanceTimersByTimeAsync(2 * v('nav.animation.default-duration').durationMs);
    } finally {
      vi.useRealTimers();
    }
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
