import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, relaunch, useMount } from '../../harness/unit.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { AD_SLOT } from '../../../mocks/handlers/dcloud-ad.ts';
import { until, useAdRequests } from '../../fixtures/sdk.ts';

const { cacheMs, storageKey } = v('sdk.ad.config-cache');
const START = Date.UTC(2026, 0, 15, 12, 0, 0);
/** The basic app with an ad on its home page. */
const adHomeApp = {
  ...basicApp,
  pages: basicApp.pages.map((page, index) => (index === 0 ? { ...page, components: [{ name: 'ad', props: { adpid: AD_SLOT } }] } : page)),
};

describe.skipIf(!has('ad'))('ad config cache', () => {
  const mount = useMount();
  const requests = useAdRequests();
  beforeEach(() => {
    // Only the clock is faked: the cache window is measured with Date.now.
    vi.useFakeTimers({ toFake: ['Date'], now: START });
  });
  afterEach(() => vi.useRealTimers());

  async function mountLoaded() {
    const onLoad = vi.fn();
    const mounted = await mount('ad', { adpid: AD_SLOT, onLoad });
    await until(() => expect(onLoad).toHaveBeenCalledTimes(1));
    await mounted.unmount();
  }

  it('keeps the config for 10 minutes: a mount inside the window makes no request, one after it makes one [sdk.ad.config-cache]', async () => {
    await mountLoaded();
    expect(requests).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toMatchObject({ last: START, data: { a: { [AD_SLOT]: expect.any(Array) } } });

    vi.setSystemTime(START + cacheMs - 1);
    await mountLoaded();
    expect(requests).toHaveLength(1);

    vi.setSystemTime(START + cacheMs);
    await mountLoaded();
    expect(requests).toHaveLength(1);

    vi.setSystemTime(START + cacheMs + 1);
    await mountLoaded();
    await until(() => expect(requests).toHaveLength(2));
    // The refreshed config starts a new window.
    await until(() => expect(JSON.parse(localStorage.getItem(storageKey)!).last).toBe(START + cacheMs + 1));
    await mountLoaded();
    expect(requests).toHaveLength(2);
  });

  // A page load, not the same page: the seed says how long the config is kept, not where; a runtime may
  // keep it in memory as well as under its storage key for as long as the page lives.
  it('asks again on a page load that finds no cached config [sdk.ad.config-cache]', async () => {
    await mountLoaded();
    localStorage.removeItem(storageKey);
    await relaunch(async () => {
      await until(() => expect(requests).toHaveLength(2));
    }, adHomeApp);
  });
});
