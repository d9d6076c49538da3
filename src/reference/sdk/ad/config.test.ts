// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: what the ad config client does with answers and cache
 * entries the seed does not describe (an answer refused by its `ret`, one without slots, a cache entry written
 * by something else) and with an ad that goes away while its config loads. The seed's request, cache time and
 * errors are judged by the suite (spec/suite/sdk/ad-*.test.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cancelAdConfig, getAdConfig } from './config.ts';

const CACHE_KEY = 'uni_app_ad_config';
const DATA = { a: { slot1: { a1: '2', a2: 'app', a3: 'p1' } }, b: { 2: { script: {} } } };

/** The app's `uni.request`, which the client asks through; each request waits for `answer`. */
function appRequests() {
  const pending: { url: string; success(res: { data: unknown }): void; fail(err: unknown): void }[] = [];
  (window as { uni?: unknown }).uni = { request: (o: (typeof pending)[number]) => { pending.push(o); } };
  return {
    pending,
    answer: (data: unknown) => pending.shift()!.success({ data }),
  };
}

/** Asks for `adpid`'s config; what it was served, once it was. */
function ask(adpid = 'slot1') {
  const outcome: { slots?: unknown[]; error?: unknown } = {};
  const waiter = { adpid, success: (_: unknown, slots: unknown[]) => { outcome.slots = slots; }, fail: (error: unknown) => { outcome.error = error; } };
  getAdConfig(waiter);
  return { outcome, waiter };
}

afterEach(() => {
  delete (window as { uni?: unknown }).uni;
  localStorage.clear();
});

describe('an answer', () => {
  it('with a ret other than 0 fails with that ret and message, though it has data', () => {
    const app = appRequests();
    const { outcome } = ask();
    app.answer({ ret: -1, msg: 'blocked', data: DATA });
    expect(outcome).toEqual({ error: { errCode: -1, errMsg: 'blocked' } });
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
  });
  it('without slots fails as an invalid adpid', () => {
    const app = appRequests();
    const { outcome } = ask();
    app.answer({ ret: 0, data: { b: {} } });
    expect(outcome).toEqual({ error: { '-5002': 'invalid adpid' } });
  });
});

describe('a cache entry', () => {
  it.each([
    ['without a numeric time', { last: String(Date.now()), data: DATA }],
    ['without data', { last: Date.now() }],
  ])('%s is not served: the config is asked for', (_, entry) => {
    localStorage.setItem(CACHE_KEY, JSON.stringify(entry));
    const app = appRequests();
    const { outcome } = ask();
    expect(outcome).toEqual({});
    expect(app.pending).toHaveLength(1);
    app.answer({ ret: 0, data: DATA });
    expect(outcome).toEqual({ slots: [DATA.a.slot1] });
  });
});

it('an ad that went away while its config loaded is not served; one still waiting is', () => {
  const app = appRequests();
  const gone = ask();
  const staying = ask();
  cancelAdConfig(gone.waiter);
  app.answer({ ret: 0, data: DATA });
  expect(gone.outcome).toEqual({});
  expect(staying.outcome).toEqual({ slots: [DATA.a.slot1] });
});
