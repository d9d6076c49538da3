import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

// The lock names the url as the framework normalises it: each query value encoded (a `+` read as a space),
// keys kept, the entry page addressed as `/`, and switchTab's query dropped.
const app = useApp();
const locked = (api: string, url: string) => `${api}:fail ${fill(v('nav.url-locked').template, { url })}`;

/** Starts a navigation, makes a second identical one and returns its errMsg, then lets the first complete. */
async function lockedAs(api: string, url: string): Promise<string> {
  const { uni } = app();
  const first = call(uni, api, { url });
  const second = await call(uni, api, { url });
  await vi.advanceTimersByTimeAsync(v('nav.animation.default-duration').durationMs);
  await first;
  return second.res.errMsg;
}

describe('a locked url is named as the framework encodes it [nav.url-locked]', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('reads a plus in a query value as a space', async () => {
    expect(await lockedAs('navigateTo', '/pages/detail/detail?q=a+b')).toBe(locked('navigateTo', '/pages/detail/detail?q=a%20b'));
  });

  it('keeps an equals sign inside a value and encodes it', async () => {
    expect(await lockedAs('navigateTo', '/pages/detail/detail?q=a=b')).toBe(locked('navigateTo', '/pages/detail/detail?q=a%3Db'));
  });

  it('keeps the pairs apart and drops empty ones', async () => {
    expect(await lockedAs('navigateTo', '/pages/detail/detail?a=1&&b=2')).toBe(locked('navigateTo', '/pages/detail/detail?a=1&b=2'));
  });

  it('addresses the entry page as the root', async () => {
    expect(await lockedAs('reLaunch', '/pages/index/index?x=1')).toBe(locked('reLaunch', '/?x=1'));
  });

  it('leaves an ordinary page under its own path', async () => {
    expect(await lockedAs('redirectTo', '/pages/other/other?x=1')).toBe(locked('redirectTo', '/pages/other/other?x=1'));
  });

  it('leaves a value that reads undefined in an ordinary page url as it is', async () => {
    expect(await lockedAs('navigateTo', '/pages/detail/detail?q=undefined')).toBe(locked('navigateTo', '/pages/detail/detail?q=undefined'));
  });

  it('drops the query of a switchTab url', async () => {
    expect(await lockedAs('switchTab', '/pages/mine/mine?x=1')).toBe(locked('switchTab', '/pages/mine/mine'));
  });
});
