import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { promised, unitTarget, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';
import { server } from '../../../mocks/node.ts';
import { escape, ownFailure } from './failure.ts';

/** Every API the target's `uni` object has, read from one launch. */
const apis = await (async () => {
  const container = document.createElement('div');
  const launched = await unitTarget.launch(basicApp, container);
  const names = Object.keys(launched.uni).filter((name) => typeof launched.uni[name] === 'function').sort();
  await launched.destroy();
  return names;
})();

const app = useApp();

beforeEach(() => {
  // Whatever url an argument names, the network answers at once with an error: no request leaves the machine,
  // and a call that sends one settles without waiting on a socket.
  server.use(http.all('*', () => HttpResponse.error()));
  vi.useFakeTimers();
  for (const level of ['warn', 'error', 'info', 'log'] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});


/** Arguments of any shape: anything at all, or an options object of anything. */
const anything = fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true, withDate: true });
const argument = fc.oneof(
  anything,
  fc.dictionary(fc.string(), anything, { noNullPrototype: true }),
  // Options with the keys APIs read, holding anything (lists of anything where a list is expected).
  fc.record({
    url: fc.oneof(fc.string(), anything), key: fc.oneof(fc.string(), anything), data: anything, title: anything,
    itemList: fc.oneof(fc.array(anything, { minLength: 1 }), anything), urls: fc.oneof(fc.array(anything, { minLength: 1 }), anything),
    current: anything, duration: anything, phoneNumber: anything, provider: anything, count: anything, src: anything, filePath: anything,
  }, { requiredKeys: [] }),
);

/**
 * APIs the framework runs synchronously: they return their value and report a failure by throwing
 * `Error('<api>:fail …')` (facts §0.3, V2 `SYNC_API_RE`: `…Sync$`, `^create`, `upx2px`, `canIUse`, `getLocale`,
 * `setLocale`, `Interceptor$`; callback APIs `^on|^off`). Every other API is asynchronous and never throws.
 */
const SYNC = /Sync$|^create|^on[A-Z]|^off[A-Z]|^(get|set)Locale$|^upx2px$|^canIUse$|Interceptor$/;
/**
 * Asynchronous APIs whose valid call opens something the user answers (a dialog, a sheet, a file or camera
 * prompt, the location picker): given options, or none, they may wait for the user as long as it takes.
 */
const WAITS_FOR_USER = new Set(['showModal', 'showActionSheet', 'chooseImage', 'chooseVideo', 'chooseFile', 'chooseLocation', 'scanCode']);
/** Every other call settles by then: the longest time the spec lets a call run (a transfer's default timeout). */
const DEADLINE_MS = Math.max(v('net.request.default-timeout').timeoutMs, v('net.upload-file.default-timeout').timeoutMs);

describe('any argument to any API ends in its success or its framework failure, never an uncaught exception [device.api.never-throws]', () => {
  it('the target has APIs to check', () => {
    expect(apis.length).toBeGreaterThan(0);
  });

  it.each(apis.filter((name) => SYNC.test(name)))('%s, a synchronous API, returns or throws its framework failure', (name) => {
    const result = ownFailure(name);
    fc.assert(fc.property(argument, (arg) => {
      try {
        app().uni[name](arg);
      } catch (e) {
        expect(e).toBeInstanceOf(Error);
        expect((e as Error).message).toMatch(result);
      }
    }), { numRuns: propertyRuns(60) });
  });

  it.each(apis.filter((name) => !SYNC.test(name)))('%s settles once, through success or fail, by the deadline', async (name) => {
    const result = new RegExp(`^${escape(name)}:(ok$|fail)`);
    await fc.assert(fc.asyncProperty(argument, async (arg) => {
      const isOptions = !!arg && typeof arg === 'object' && Object.getPrototypeOf(arg) === Object.prototype;
      // An object without a prototype is options too, to the framework, though callbacks cannot be added to it here.
      const optionsLike = isOptions || (!!arg && typeof arg === 'object' && Object.getPrototypeOf(arg) === null);
      const results: unknown[] = [];
      const calls = { success: 0, fail: 0, complete: 0 };
      const record = (kind: keyof typeof calls) => (res: unknown) => { calls[kind]++; results.push(res); };
      const input = isOptions ? { ...(arg as object), success: record('success'), fail: record('fail'), complete: record('complete') } : arg;
      // An asynchronous API never throws, whatever it is given.
      const returned = app().uni[name](input);
      let settledPromise = 0;
      if (!isOptions) {
        // Without callbacks the result comes through the promise the call returns.
        expect(returned, 'the call without callbacks returns a promise').toBeInstanceOf(Promise);
        // The promise's own shape is the target's (contract `promiseOutcome`); what it carries is judged.
        void promised(returned).then(({ res }) => { settledPromise++; results.push(res); });
      }
      await vi.advanceTimersByTimeAsync(DEADLINE_MS);
      const settled = isOptions ? calls.complete > 0 : settledPromise > 0;
      if (!settled && WAITS_FOR_USER.has(name) && (optionsLike || arg === undefined || arg === null)) return;
      if (isOptions) {
        expect(calls.complete, `complete runs once by ${DEADLINE_MS} ms`).toBe(1);
        expect(calls.success + calls.fail, 'success or fail runs, once').toBe(1);
      } else {
        expect(settledPromise, `the promise settles by ${DEADLINE_MS} ms`).toBe(1);
      }
      for (const res of results) {
        expect(res, JSON.stringify(res)).toHaveProperty('errMsg');
        expect((res as { errMsg: string }).errMsg).toMatch(result);
      }
    }), { numRuns: propertyRuns(60) });
  }, 60_000);
});

it.each(['device.apis', 'device.media-apis', 'device.storage-apis'] as const)('every API of the list is among them [%s]', (id) => {
  for (const api of v(id).apis) expect(apis, `${id}: ${api}`).toContain(api);
});
