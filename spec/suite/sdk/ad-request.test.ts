import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useMount } from '../../harness/unit.ts';
import { AD_ENDPOINT, AD_SLOT, AD_UNKNOWN_SLOT, adConfig } from '../../../mocks/handlers/dcloud-ad.ts';
import { server } from '../../../mocks/node.ts';
import { adShows, useAdRequests } from '../../fixtures/sdk.ts';

const ad = v('sdk.ad.request');

describe.skipIf(!has('ad'))('ad config request', () => {
  const mount = useMount();
  const requests = useAdRequests();

  it('GETs the endpoint with exactly the host name and the ad-slot id, then emits load [sdk.ad.request]', async () => {
    const onLoad = vi.fn();
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: AD_SLOT, onLoad, onError });
    await vi.waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad).toHaveBeenCalledWith({ type: 'load', detail: {} });
    expect(onError).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe(ad.method);
    expect(url.origin).toBe(ad.host);
    expect(url.searchParams.get(ad.hostParam)).toBe(location.hostname);
    expect(url.searchParams.get(ad.slotParam)).toBe(AD_SLOT);
    expect(adShows(container)).toBe(true);
  });

  it('emits error and renders nothing when the request fails at the network level [sdk.ad.request]', async () => {
    server.use(http.get(AD_ENDPOINT, () => HttpResponse.error()));
    const onLoad = vi.fn();
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: AD_SLOT, onLoad, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({ type: 'error', detail: { errMsg: expect.any(String) } });
    expect(onLoad).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(adShows(container)).toBe(false));
  });

  it('emits error with the endpoint\'s code and message when it refuses the slot, and renders nothing [sdk.ad.request]', async () => {
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: '404', onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({ type: 'error', detail: { errCode: AD_UNKNOWN_SLOT.ret, errMsg: AD_UNKNOWN_SLOT.msg } });
    await vi.waitFor(() => expect(adShows(container)).toBe(false));
  });

  it('emits error with the invalid-adpid detail when the config has no such slot [sdk.ad.request]', async () => {
    server.use(http.get(AD_ENDPOINT, () => HttpResponse.json(adConfig('2222222222'))));
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: AD_SLOT, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({ type: 'error', detail: ad.invalidAdpid });
    await vi.waitFor(() => expect(adShows(container)).toBe(false));
  });

  it('shows the next slot when a slot names a provider the runtime does not know, then emits load [sdk.ad.request]', async () => {
    const config = adConfig(AD_SLOT);
    config.data.a[AD_SLOT] = [{ a1: '9', a2: '1', a3: '1' }, ...config.data.a[AD_SLOT]!];
    server.use(http.get(AD_ENDPOINT, () => HttpResponse.json(config)));
    const onLoad = vi.fn();
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: AD_SLOT, onLoad, onError });
    await vi.waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onError).not.toHaveBeenCalled();
    expect(adShows(container)).toBe(true);
  });
});
