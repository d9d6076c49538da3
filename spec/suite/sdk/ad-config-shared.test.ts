import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useMount } from '../../harness/unit.ts';
import { AD_ENDPOINT, AD_SLOT, adConfig } from '../../../mocks/handlers/dcloud-ad.ts';
import { server } from '../../../mocks/node.ts';
import { until, useAdRequests } from '../../fixtures/sdk.ts';

const { storageKey } = v('sdk.ad.config-cache');

describe.skipIf(!has('ad'))('ad config shared by ads mounted together', () => {
  const mount = useMount();
  const requests = useAdRequests();

  it('makes one request for two ads mounted before the config arrives, and both emit load [sdk.ad.request] [sdk.ad.config-cache]', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(AD_ENDPOINT, async () => {
      await answered;
      await delay(0);
      return HttpResponse.json(adConfig(AD_SLOT));
    }));
    const first = vi.fn();
    const second = vi.fn();
    await mount('ad', { adpid: AD_SLOT, onLoad: first });
    await until(() => expect(requests).toHaveLength(1));
    await mount('ad', { adpid: AD_SLOT, onLoad: second });
    expect(localStorage.getItem(storageKey)).toBeNull();
    answer();
    await until(() => expect(first).toHaveBeenCalledTimes(1));
    await until(() => expect(second).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
  });
});
