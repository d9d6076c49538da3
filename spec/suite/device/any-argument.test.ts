import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { takeEscapedRequests } from '../../harness/escaped-requests.ts';
import { unitTarget, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

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
  vi.useFakeTimers();
  for (const level of ['warn', 'error', 'info', 'log'] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

describe('any argument to any API ends in its success or its framework failure, never an uncaught exception [device.api.errmsg]', () => {
  it('the target has APIs to check', () => {
    expect(apis.length).toBeGreaterThan(0);
  });

  it.each(apis)('%s', async (name) => {
    const result = new RegExp(`^${escape(name)}:(ok$|fail)`);
    await fc.assert(fc.asyncProperty(argument, async (arg) => {
      const options = arg && typeof arg === 'object' && Object.getPrototypeOf(arg) === Object.prototype ? arg as Record<string, unknown> : undefined;
      const seen: unknown[] = [];
      const record = (res: unknown) => { seen.push(res); };
      const input = options ? { ...options, success: record, fail: record, complete: record } : arg;
      let returned: unknown;
      try {
        returned = app().uni[name](input);
      } catch (e) {
        // Only a synchronous API may throw, and only its framework failure.
        expect(e).toBeInstanceOf(Error);
        expect((e as Error).message).toMatch(result);
        return;
      }
      if (returned instanceof Promise) {
        returned.then(record, record);
      }
      await vi.advanceTimersByTimeAsync(10);
      // Network APIs given an arbitrary url send it; no handler answers, and that is the point here.
      takeEscapedRequests();
      for (const res of seen) {
        expect(res, JSON.stringify(res)).toHaveProperty('errMsg');
        expect((res as { errMsg: string }).errMsg).toMatch(result);
      }
    }), { numRuns: propertyRuns(60) });
  }, 60_000);
});

it('every device, media and storage API is among them [device.apis, device.media-apis, device.storage-apis]', () => {
  for (const id of ['device.apis', 'device.media-apis', 'device.storage-apis'] as const) {
    for (const api of v(id).apis) expect(apis, `${id}: ${api}`).toContain(api);
  }
});
