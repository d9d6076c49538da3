import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { networkTimeoutApp, withRequestTimeout } from '../../fixtures/network.ts';
import { call, unitTarget, useApp, watch } from '../../harness/unit.ts';
import { API, hold } from './support.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const clause = v('net.request.default-timeout');

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

/**
 * Starts a request the server never answers and checks it fails exactly when `ms` have passed. Only that
 * it fails is judged here; the message it fails with is net.request.timeout's.
 */
async function expectTimeoutAt(uni: Record<string, any>, ms: number, options: Record<string, unknown> = {}) {
  const url = `${API}/slow`;
  const held = hold(url);
  const outcome = watch(call(uni, 'request', { url, ...options }));
  await held.arrived;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(outcome.settled, `settled before ${ms} ms`).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(outcome.settled, `still pending at ${ms} ms`).toBe(true);
  const { ok, res, calls } = await outcome.promise;
  expect({ ok, calls }).toEqual({ ok: false, calls: { success: 0, fail: 1, complete: 1 } });
  expect(res.errMsg.startsWith(fill(v('device.api.errmsg').fail, { api: 'request' })), res.errMsg).toBe(true);
}

describe('uni.request that runs out of time [net.request.timeout]', () => {
  const app = useApp();

  it('fails with request:fail timeout through fail and complete', async () => {
    const url = `${API}/slow`;
    const held = hold(url);
    const outcome = watch(call(app().uni, 'request', { url, timeout: 1500 }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(1500);
    expect(await outcome.promise).toMatchObject({ ok: false, res: { errMsg: v('net.request.timeout').errMsg }, calls: { success: 0, fail: 1, complete: 1 } });
  });
});

describe('uni.request timeout [net.request.default-timeout]', () => {
  const app = useApp();

  it('fails after 60000 ms, not a millisecond earlier [net.request.default-timeout]', async () => {
    await expectTimeoutAt(app().uni, clause.timeoutMs);
  });

  it('uses the per-call timeout instead of the default [net.request.default-timeout]', async () => {
    await expectTimeoutAt(app().uni, 1500, { timeout: 1500 });
  });

  it('succeeds when the response arrives just before the timeout [net.request.default-timeout]', async () => {
    const url = `${API}/late`;
    const held = hold(url);
    const outcome = watch(call(app().uni, 'request', { url }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(clause.timeoutMs - 1);
    held.release();
    expect(await outcome.promise).toMatchObject({ ok: true, res: { statusCode: 200, data: { late: true } } });
  });

  it('any per-call timeout is the one that fires [net.request.default-timeout]', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10 * clause.timeoutMs }), async (ms) => {
        await expectTimeoutAt(app().uni, ms, { timeout: ms });
      }),
      { numRuns: propertyRuns(30) },
    );
  });
});

describe('uni.request timeout configured by the app [net.request.default-timeout]', () => {
  const app = useApp(networkTimeoutApp);

  it('uses manifest networkTimeout.request instead of the default [net.request.default-timeout]', async () => {
    await expectTimeoutAt(app().uni, networkTimeoutApp.networkTimeout!.request!);
  });

  it('lets a per-call timeout win over the configured one [net.request.default-timeout]', async () => {
    await expectTimeoutAt(app().uni, 900, { timeout: 900 });
  });
});

// A fixed set rather than values drawn at random: an implementation that builds each app (the genuine
// editions) builds one per manifest, and values drawn anew each run would never be built before.
const manifestTimeouts = [1, clause.timeoutMs - 1, clause.timeoutMs + 1, 10 * clause.timeoutMs];

describe('uni.request timeout configured by any app [net.request.default-timeout]', () => {
  it.each(manifestTimeouts)('a manifest networkTimeout.request of %i ms is the one that fires [net.request.default-timeout]', async (ms) => {
    const container = document.body.appendChild(document.createElement('div'));
    const launched = await unitTarget.launch(withRequestTimeout(ms), container);
    try {
      await expectTimeoutAt(launched.uni, ms);
    } finally {
      await launched.destroy();
      container.remove();
    }
  });
});
