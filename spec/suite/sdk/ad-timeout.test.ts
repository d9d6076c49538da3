import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useMount } from '../../harness/unit.ts';
import { AD_ENDPOINT, AD_SLOT } from '../../../mocks/handlers/dcloud-ad.ts';
import { server } from '../../../mocks/node.ts';
import { adShows, idle, until, useAdRequests } from '../../fixtures/sdk.ts';

const { timeoutMs } = v('sdk.ad.request-timeout');

describe.skipIf(!has('ad'))('ad config request timeout', () => {
  const mount = useMount();
  const requests = useAdRequests();
  afterEach(() => vi.useRealTimers());

  it('gives up after 8 s: error event, nothing rendered, no load [sdk.ad.request-timeout]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(AD_ENDPOINT, async () => {
      await delay('infinite');
    }));
    const onLoad = vi.fn();
    const onError = vi.fn();
    const { container } = await mount('ad', { adpid: AD_SLOT, onLoad, onError });
    await until(() => expect(requests).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    await idle();
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]![0]).toMatchObject({ type: 'error', detail: { errMsg: v('net.request.timeout').errMsg } });
    expect(onLoad).not.toHaveBeenCalled();
    await until(() => expect(adShows(container)).toBe(false));
  });
});
