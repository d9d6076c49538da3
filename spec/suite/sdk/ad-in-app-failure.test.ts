import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useApp, useMount } from '../../harness/unit.ts';
import { AD_ENDPOINT, AD_SLOT } from '../../../mocks/handlers/dcloud-ad.ts';
import { server } from '../../../mocks/node.ts';
import { adShows, useAdRequests } from '../../fixtures/sdk.ts';

describe.skipIf(!has('ad'))('ad inside a running app whose request fails', () => {
  useApp();
  const mount = useMount();
  const requests = useAdRequests();

  it('emits error with the network failure message and renders nothing when the request fails at the network level while an app runs [sdk.ad.request] [net.request.network-error]', async () => {
    server.use(http.get(AD_ENDPOINT, () => HttpResponse.error()));
    const onLoad = vi.fn();
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: AD_SLOT, onLoad, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ type: 'error', detail: { errMsg: v('net.request.network-error').errMsg } });
    expect(onLoad).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(adShows(container)).toBe(false));
  });
});
