import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const locked = (api: string, url: string) => `${api}:fail ${fill(v('nav.url-locked').template, { url })}`;

describe('a url is locked while a navigation to it is in flight [nav.url-locked]', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('refuses a second navigation to the same url until the first completes', async () => {
    const { uni, getCurrentPages } = app();
    const url = '/pages/detail/detail?id=1';
    const first = call(uni, 'navigateTo', { url });
    expect((await call(uni, 'navigateTo', { url })).res.errMsg).toBe(locked('navigateTo', url));
    // One lock serves the push and replace operations.
    expect((await call(uni, 'redirectTo', { url })).res.errMsg).toBe(locked('redirectTo', url));
    await vi.advanceTimersByTimeAsync(v('nav.animation.default-duration').durationMs);
    expect((await first).res.errMsg).toBe('navigateTo:ok');
    expect(getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index', 'pages/detail/detail']);
    const again = call(uni, 'navigateTo', { url });
    await vi.advanceTimersByTimeAsync(v('nav.animation.default-duration').durationMs);
    expect((await again).res.errMsg).toBe('navigateTo:ok');
  });

  it('names the url as the framework encodes it', async () => {
    const { uni } = app();
    const first = call(uni, 'navigateTo', { url: '/pages/detail/detail?q=a b' });
    const second = await call(uni, 'navigateTo', { url: '/pages/detail/detail?q=a b' });
    expect(second.res.errMsg).toBe(locked('navigateTo', '/pages/detail/detail?q=a%20b'));
    await vi.advanceTimersByTimeAsync(v('nav.animation.default-duration').durationMs);
    await first;
  });
});
