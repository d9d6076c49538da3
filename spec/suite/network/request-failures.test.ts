import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, promised, useApp } from '../../harness/unit.ts';
import { API, hold, serve, settledBeforeTimeout } from './support.ts';

/** Calls uni.request with callbacks and keeps the task it returns. */
function start(uni: Record<string, any>, options: Record<string, unknown>) {
  const calls = { success: 0, fail: 0, complete: 0 };
  let task!: { abort(): void };
  const done = new Promise<{ errMsg: string }>((resolve) => {
    task = uni.request({
      ...options,
      success: () => { calls.success++; },
      fail: () => { calls.fail++; },
      complete: (res: { errMsg: string }) => { calls.complete++; resolve(res); },
    });
  });
  return { task, done, calls };
}

describe('uni.request failures', () => {
  const app = useApp();
  // Each failure comes at once: it is awaited on the virtual clock, never on the request's timeout.
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('fails with request:fail abort when its task is aborted, and ignores the late response [net.request.abort]', async () => {
    const url = `${API}/abort`;
    const held = hold(url);
    const request = start(app().uni, { url });
    await held.arrived;
    request.task.abort();
    expect(await settledBeforeTimeout(request.done)).toEqual({ errMsg: v('net.request.abort').errMsg });
    held.release();
    // A request sent after the release makes its whole round trip, of which delivering the late response
    // is the tail: once it completed, the late response has had every step it needs to reach a callback.
    serve(`${API}/after-abort`);
    expect((await call(app().uni, 'request', { url: `${API}/after-abort` })).ok).toBe(true);
    expect(request.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });

  it('the promise form carries request:fail on a network error [net.request.network-error]', async () => {
    const url = `${API}/down`;
    serve(url, () => HttpResponse.error());
    expect(await settledBeforeTimeout(promised(app().uni.request({ url })))).toEqual({ ok: false, res: { errMsg: v('net.request.network-error').errMsg } });
  });

  it('fails with request:fail on a network error, through fail and complete [net.request.network-error]', async () => {
    const url = `${API}/down`;
    serve(url, () => HttpResponse.error());
    const outcome = await settledBeforeTimeout(call(app().uni, 'request', { url, method: 'POST', data: { a: 1 } }));
    expect(outcome).toEqual({ ok: false, res: { errMsg: v('net.request.network-error').errMsg }, calls: { success: 0, fail: 1, complete: 1 } });
  });

  it('fails a call without url through fail, never by throwing [device.api.missing-parameter]', async () => {
    const outcome = await settledBeforeTimeout(call(app().uni, 'request', {}));
    expect(outcome.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'request', name: 'url' }));
    expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });
});
