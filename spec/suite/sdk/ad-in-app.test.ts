import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useApp, useMount } from '../../harness/unit.ts';
import { AD_SLOT, isAdRequest } from '../../../mocks/handlers/dcloud-ad.ts';
import { useAdRequests } from '../../fixtures/sdk.ts';

const ad = v('sdk.ad.request');

describe.skipIf(!has('ad'))('ad inside a running app', () => {
  const app = useApp();
  const mount = useMount();
  const requests = useAdRequests();

  it('sends the same GET with the host name and the ad-slot id while an app runs, then emits load [sdk.ad.request]', async () => {
    const onLoad = vi.fn();
    await mount('ad', { adpid: AD_SLOT, onLoad });
    await vi.waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(requests.map((r) => r.method)).toEqual([ad.method]);
    const url = new URL(requests[0]!.url);
    expect(url.origin).toBe(ad.host);
    expect(url.searchParams.get(ad.hostParam)).toBe(location.hostname);
    expect(url.searchParams.get(ad.slotParam)).toBe(AD_SLOT);
  });

  // uniapp-facts §7.7: the component asks through uni.request({ url, method: 'GET', data: { d, a }, dataType: 'json' }).
  it('asks through uni.request while an app runs: a request interceptor sees the GET, its query data and the JSON data type [sdk.ad.request]', async () => {
    const seen: Record<string, unknown>[] = [];
    const interceptor = { invoke: (args: Record<string, unknown>) => { seen.push({ ...args }); } };
    app().uni.addInterceptor('request', interceptor);
    const onLoad = vi.fn();
    await mount('ad', { adpid: AD_SLOT, onLoad });
    await vi.waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    app().uni.removeInterceptor('request', interceptor);
    // Those to the advertising host (a runtime may report to a host of its own as well); the path and any
    // further query data are the release's own (the seed names the host name and slot id).
    expect(seen.filter((args) => isAdRequest(String(args.url)))).toEqual([expect.objectContaining({
      method: ad.method, data: expect.objectContaining({ [ad.hostParam]: location.hostname, [ad.slotParam]: AD_SLOT }), dataType: 'json',
    })]);
  });
});
