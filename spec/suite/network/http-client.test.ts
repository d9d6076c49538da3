import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { HttpClient, HttpClientError } from '../../contract/http-client.ts';
import { has, useApp, watch } from '../../harness/unit.ts';
import { API, hold, mediaType, serve } from './support.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

/** Whether the client resolves for this request, and the status it saw. */
async function settle(client: HttpClient, url: string): Promise<{ resolved: boolean; status?: number }> {
  try {
    return { resolved: true, status: (await client.request({ url })).status };
  } catch (e) {
    return { resolved: false, status: (e as HttpClientError).response?.status };
  }
}

describe.skipIf(!has('http-client'))('the HTTP client defaults', () => {
  const app = useApp();
  const client = () => app().httpClient!;

  describe('success statuses [net.http-client.validate-status]', () => {
    const { min, max } = v('net.http-client.validate-status');
    const url = `${API}/client-status`;
    let status = 200;
    const serveStatus = () => serve(url, () => HttpResponse.json({ status }, { status }));

    it.each([199, 200, 299, 300, 404, 500])('a %i response succeeds exactly when its status lies in 200–299 [net.http-client.validate-status]', async (s) => {
      serveStatus();
      status = s;
      expect(await settle(client(), url)).toEqual({ resolved: s >= min && s <= max, status: s });
    });

    it('any status is a success exactly when it lies in 200–299 [net.http-client.validate-status]', async () => {
      serveStatus();
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 100, max: 599 }), async (s) => {
          status = s;
          expect(await settle(client(), url)).toEqual({ resolved: s >= min && s <= max, status: s });
        }),
        { numRuns: propertyRuns(80) },
      );
    });
  });

  describe('object bodies [net.http-client.json-content-type]', () => {
    const json = v('net.http-client.json-content-type').contentType;

    it.each(['post', 'put', 'patch'])('%s sends an object body as JSON with the JSON content type [net.http-client.json-content-type]', async (method) => {
      const received = serve(`${API}/client-json`);
      const data = { id: 7, items: [{ a: 'b' }], flag: false };
      await client().request({ url: `${API}/client-json`, method, data, headers: { 'X-Client': 'suite' } });
      expect(received[0]!.method).toBe(method.toUpperCase());
      expect(mediaType(received[0]!.headers['content-type'])).toBe(json);
      expect(received[0]!.headers['x-client']).toBe('suite');
      expect(JSON.parse(received[0]!.body)).toEqual(data);
    });

    it('sends any object body as JSON with the JSON content type [net.http-client.json-content-type]', async () => {
      const received = serve(`${API}/client-any-json`);
      await fc.assert(
        // The client drops keys named like prototype-pollution vectors, by design; bodies without them must round-trip.
        fc.asyncProperty(fc.dictionary(fc.string(), fc.jsonValue()).filter((d) => !/"(prototype|constructor|__proto__)":/.test(JSON.stringify(d))), async (data) => {
          received.length = 0;
          await client().request({ url: `${API}/client-any-json`, method: 'post', data });
          expect(mediaType(received[0]!.headers['content-type'])).toBe(json);
          expect(JSON.parse(received[0]!.body)).toEqual(JSON.parse(JSON.stringify(data)));
        }),
        { numRuns: propertyRuns(40) },
      );
    });
  });

  describe('the XSRF cookie and header pair [net.http-client.xsrf]', () => {
    const { cookieName, headerName } = v('net.http-client.xsrf');
    // The pair applies to the page's own origin, as a browser client sends it.
    const url = () => `${location.origin}/api/xsrf`;
    afterEach(() => { document.cookie = `${cookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`; });

    it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header when the cookie exists [net.http-client.xsrf]', async () => {
      document.cookie = `${cookieName}=token-123; path=/`;
      const received = serve(url());
      await client().request({ url: url() });
      expect(received[0]!.headers[headerName.toLowerCase()]).toBe('token-123');
    });

    it('sends no X-XSRF-TOKEN header when the cookie does not exist [net.http-client.xsrf]', async () => {
      document.cookie = 'OTHER=1; path=/';
      const received = serve(url());
      await client().request({ url: url() });
      expect(received).toHaveLength(1);
      expect(received[0]!.headers).not.toHaveProperty(headerName.toLowerCase());
    });
  });

  describe('timeouts [net.http-client.no-timeout]', () => {
    afterEach(() => { vi.useRealTimers(); });

    it('waits for a slow response however long it takes [net.http-client.no-timeout]', async () => {
      vi.useFakeTimers();
      const held = hold(`${API}/client-slow`);
      const response = watch(client().request({ url: `${API}/client-slow` }));
      await held.arrived;
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
      expect(response.settled).toBe(false);
      held.release(HttpResponse.json({ done: true }));
      await expect(response.promise).resolves.toMatchObject({ status: 200, data: { done: true } });
    });

    it('has no default timeout [net.http-client.no-timeout]', () => {
      expect(client().defaults.timeout ?? 0).toBe(v('net.http-client.no-timeout').timeoutMs);
    });
  });

  it('rejects without a response on a network error [net.http-client.validate-status]', async () => {
    serve(`${API}/client-down`, () => HttpResponse.error());
    expect(await settle(client(), `${API}/client-down`)).toEqual({ resolved: false, status: undefined });
  });
});
