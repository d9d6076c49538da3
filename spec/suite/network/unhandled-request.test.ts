/**
 * The suite's own guard: MSW answers a request no handler matches with an error, so a request that escapes
 * the mocks fails the test that made it instead of reaching the network.
 */
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { HttpClientError } from '../../contract/http-client.ts';
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

  it.skipIf(!has('http-client'))('makes the HTTP client reject with no response [net.request.network-error]', async () => {
    const outcome = await app().httpClient!.request({ url: unhandled }).then(
      (response) => ({ resolved: true as const, response }),
      (error: HttpClientError) => ({ resolved: false as const, error }),
    );
    expect(outcome.resolved, 'the request resolved').toBe(false);
    // A network error: an error with a message, and no response, since none arrived.
    const { error } = outcome as { error: HttpClientError };
    expect(error).toMatchObject({ message: expect.any(String) });
    expect(error.message).not.toBe('');
    expect(error.response).toBeUndefined();
    expect(takeEscapedRequests()).toEqual([`GET ${unhandled}`]);
  });
});
