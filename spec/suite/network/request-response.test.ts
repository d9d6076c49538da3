import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { call, promised, useApp } from '../../harness/unit.ts';
import { API, serve } from './support.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const ok = v('net.request.status-is-success').errMsg;

describe('uni.request reports every response through success [net.request.status-is-success]', () => {
  const app = useApp();

  it.each([199, 200, 299, 300, 404, 500])('a %i response arrives in success with its statusCode, data and header [net.request.status-is-success]', async (status) => {
    const url = `${API}/status/${status}`;
    serve(url, () => HttpResponse.json({ status }, { status, headers: { 'X-Trace': `t-${status}` } }));
    const outcome = await call(app().uni, 'request', { url });
    expect(outcome.calls).toEqual({ success: 1, fail: 0, complete: 1 });
    expect(outcome.res).toMatchObject({ errMsg: ok, statusCode: status, data: { status } });
    const header = Object.fromEntries(Object.entries(outcome.res.header).map(([k, val]) => [k.toLowerCase(), val]));
    expect(header['x-trace']).toBe(`t-${status}`);
  });

  it('the promise form carries the response of a failing status as a success [net.request.status-is-success]', async () => {
    const url = `${API}/missing`;
    serve(url, () => HttpResponse.text('gone', { status: 404 }));
    expect(await promised(app().uni.request({ url }))).toMatchObject({ ok: true, res: { errMsg: ok, statusCode: 404, data: 'gone' } });
  });

  it('any status arrives in success with that statusCode [net.request.status-is-success]', async () => {
    const url = `${API}/any-status`;
    let status = 200;
    serve(url, () => new HttpResponse(null, { status }));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 100, max: 599 }), async (s) => {
        status = s;
        const outcome = await call(app().uni, 'request', { url });
        expect(outcome).toMatchObject({ ok: true, res: { errMsg: ok, statusCode: s } });
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it('parses JSON text by default and keeps text that is not JSON [net.request.status-is-success]', async () => {
    serve(`${API}/json`, () => HttpResponse.text('{"a":[1,2]}'));
    serve(`${API}/text`, () => HttpResponse.text('plain {'));
    expect((await call(app().uni, 'request', { url: `${API}/json` })).res.data).toEqual({ a: [1, 2] });
    expect((await call(app().uni, 'request', { url: `${API}/text` })).res.data).toBe('plain {');
  });

  it('keeps the text when dataType is not json [net.request.status-is-success]', async () => {
    serve(`${API}/raw`, () => HttpResponse.text('{"a":1}'));
    expect((await call(app().uni, 'request', { url: `${API}/raw`, dataType: 'text' })).res.data).toBe('{"a":1}');
  });

  it('reads dataType in any case, so JSON parses as json does [net.request.status-is-success]', async () => {
    serve(`${API}/upper`, () => HttpResponse.text('{"a":1}'));
    expect((await call(app().uni, 'request', { url: `${API}/upper`, dataType: 'JSON' })).res.data).toEqual({ a: 1 });
  });

  it('treats a responseType it does not know as text [net.request.status-is-success]', async () => {
    serve(`${API}/unknown-type`, () => HttpResponse.text('{"a":2}'));
    expect((await call(app().uni, 'request', { url: `${API}/unknown-type`, responseType: 'blob' })).res.data).toEqual({ a: 2 });
  });

  it('reads responseType in any case [net.request.status-is-success]', async () => {
    serve(`${API}/upper-bytes`, () => new HttpResponse(new Uint8Array([7, 8]).buffer));
    const outcome = await call(app().uni, 'request', { url: `${API}/upper-bytes`, responseType: 'ArrayBuffer' });
    expect([...new Uint8Array(outcome.res.data as ArrayBuffer)]).toEqual([7, 8]);
  });

  it('delivers an ArrayBuffer for responseType arraybuffer [net.request.status-is-success]', async () => {
    serve(`${API}/bytes`, () => new HttpResponse(new Uint8Array([1, 2, 250]).buffer));
    const outcome = await call(app().uni, 'request', { url: `${API}/bytes`, responseType: 'arraybuffer' });
    expect(outcome.res.data).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(outcome.res.data as ArrayBuffer)]).toEqual([1, 2, 250]);
  });
});
