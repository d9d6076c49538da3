/**
 * The suite's own guard: MSW answers a request no handler matches with an error, so a request that escapes
 * the mocks fails the test that made it instead of reaching the network.
 */
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { takeEscapedRequests } from '../../harness/escaped-requests.ts';
import { call, has, useApp } from '../../harness/unit.ts';

const unhandled = 'https://no-handler.network.test/escape';

describe('a request to a host with no handler', () => {
  const app = useApp();

  it('fails uni.request as a network error [net.request.network-error]', async () => {
    const outcome = await call(app().uni, 'request', { url: unhandled });
    expect(outcome).toEqual({ ok: false, res: { errMsg: v('net.request.network-error').errMsg }, calls: { success: 0, fail: 1, complete: 1 } });
    expect(takeEscapedRequests()).toEqual([`GET ${unhandled}`]);
  });

  it.skipIf(!has('http-client'))('makes the HTTP client reject [net.request.network-error]', async () => {
    await expect(app().httpClient!.request({ url: unhandled })).rejects.toThrow();
    expect(takeEscapedRequests()).toEqual([`GET ${unhandled}`]);
  });
});
