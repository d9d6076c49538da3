import { describe, expect, it, vi } from 'vitest';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const routes = () => app().getCurrentPages().map((p) => p.route);
const go = (url: string) => call(app().uni, 'navigateTo', { url, animationType: 'none' });

describe('uni.addInterceptor / uni.removeInterceptor keep every guard of an API', () => {
  it('a second guard on the same API runs alongside the first [nav.router.guards]', async () => {
    const { uni } = app();
    const first = vi.fn();
    const second = vi.fn();
    uni.addInterceptor('navigateTo', { invoke: first });
    uni.addInterceptor('navigateTo', { invoke: second });
    expect((await go('/pages/detail/detail')).ok).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('removing one guard leaves the others of that API in place [nav.router.guards]', async () => {
    const { uni } = app();
    const kept = vi.fn();
    const removed = { invoke: vi.fn() };
    uni.addInterceptor('navigateTo', { invoke: kept });
    uni.addInterceptor('navigateTo', removed);
    uni.removeInterceptor('navigateTo', removed);
    await go('/pages/detail/detail');
    expect(kept).toHaveBeenCalledTimes(1);
    expect(removed.invoke).not.toHaveBeenCalled();
  });

  it('removing an API\'s guards without naming one removes them all [nav.router.guards]', async () => {
    const { uni } = app();
    const cancel = vi.fn(() => false);
    uni.addInterceptor('navigateTo', { invoke: cancel });
    uni.addInterceptor('navigateTo', { invoke: cancel });
    uni.removeInterceptor('navigateTo');
    expect((await go('/pages/detail/detail')).ok).toBe(true);
    expect(cancel).not.toHaveBeenCalled();
    expect(routes()).toEqual(['pages/index/index', 'pages/detail/detail']);
  });

  it('removing a guard from an API that has none leaves navigation working [nav.router.guards]', async () => {
    const { uni } = app();
    uni.removeInterceptor('navigateTo', { invoke: () => false });
    expect((await go('/pages/detail/detail')).ok).toBe(true);
  });
});

describe('interceptors reach the asynchronous APIs only, as in the framework', () => {
  it('an API with callbacks is intercepted, a Sync, on* or value API is not [nav.router.guards]', async () => {
    const { uni } = app();
    const seen: string[] = [];
    for (const api of ['setNavigationBarTitle', 'setStorageSync', 'getStorageSync', 'getLocale', 'upx2px', 'onLocaleChange']) {
      uni.addInterceptor(api, { invoke: () => { seen.push(api); } });
    }
    await call(uni, 'setNavigationBarTitle', { title: 'Intercepted' });
    uni.setStorageSync('intercepted', 1);
    uni.getStorageSync('intercepted');
    uni.getLocale();
    uni.upx2px(100);
    uni.onLocaleChange(() => {});
    expect(seen).toEqual(['setNavigationBarTitle']);
  });

  it('an interceptor given without an API name reaches every asynchronous API; a name without one adds nothing [nav.router.guards]', async () => {
    const { uni } = app();
    const seen: unknown[] = [];
    uni.addInterceptor({ invoke: (args: unknown) => { seen.push(args); } });
    uni.addInterceptor('setNavigationBarTitle');
    expect((await call(uni, 'setNavigationBarTitle', { title: 'Global' })).ok).toBe(true);
    uni.getStorageSync('anything');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ title: 'Global' });
  });
});
