import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, promised, unitTarget, useApp } from '../../harness/unit.ts';
import { failingWith, ownFailure, thrownBy } from './failure.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const okMessage = v('device.api.ok').ok;
const missingKey = v('device.storage.missing-key').errMsg;

/** Runs `run` while localStorage's `methods` throw the SecurityError a browser gives for a storage it refuses. */
function whileStorageRefuses(methods: ('key' | 'getItem' | 'removeItem' | 'clear')[], run: () => void) {
  const refusal = new DOMException('The operation is insecure.', 'SecurityError');
  const spies = methods.map((method) => vi.spyOn(localStorage, method).mockImplementation(() => { throw refusal; }));
  try {
    run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Values of every type the framework's encoding keeps: strings, finite numbers, booleans, JSON objects and arrays, null. */
const storable = fc.oneof(
  fc.string(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.boolean(),
  fc.constant(null),
  fc.json().map((text) => JSON.parse(text) as unknown),
  fc.dictionary(fc.string(), fc.jsonValue().map((x) => JSON.parse(JSON.stringify(x)) as unknown), { noNullPrototype: true }),
  fc.array(fc.jsonValue().map((x) => JSON.parse(JSON.stringify(x) ?? 'null') as unknown)),
);

/**
 * Keys of any text, except the names of Storage's own members: the test DOM (happy-dom) lets such a key
 * shadow the method for the rest of the file, which no browser does.
 */
const storageKey = fc.string().filter((k) => !(k in Storage.prototype));

describe('storage keeps each value with its type [device.storage.round-trip]', () => {
  it('any storable value round-trips unchanged through setStorage and getStorage', async () => {
    await fc.assert(fc.asyncProperty(storageKey, storable, async (key, data) => {
      const set = await call(app().uni, 'setStorage', { key, data });
      expect(set.res.errMsg).toBe(fill(okMessage, { api: 'setStorage' }));
      const got = await call(app().uni, 'getStorage', { key });
      expect(got).toMatchObject({ ok: true, res: { errMsg: fill(okMessage, { api: 'getStorage' }) } });
      expect(got.res.data).toStrictEqual(data);
    }), { numRuns: propertyRuns(100) });
  });

  it('any storable value round-trips unchanged through the Sync forms', () => {
    fc.assert(fc.property(storageKey, storable, (key, data) => {
      app().uni.setStorageSync(key, data);
      expect(app().uni.getStorageSync(key)).toStrictEqual(data);
    }), { numRuns: propertyRuns(100) });
  });

  it('a Date of a four-digit year comes back as a Date of the same instant', async () => {
    // The framework recognises a stored Date by its ISO-8601 form, which has four year digits.
    const max = new Date('9999-12-31T23:59:59.999Z');
    await fc.assert(fc.asyncProperty(fc.date({ noInvalidDate: true, min: new Date(0), max }), async (date) => {
      app().uni.setStorageSync('when', date);
      const got = await call(app().uni, 'getStorage', { key: 'when' });
      expect(got.res.data).toBeInstanceOf(Date);
      expect((got.res.data as Date).getTime()).toBe(date.getTime());
    }), { numRuns: propertyRuns(100) });
  });

  it('the number 1 and the string "1" stay apart', () => {
    app().uni.setStorageSync('n', 1);
    app().uni.setStorageSync('s', '1');
    expect(app().uni.getStorageSync('n')).toBe(1);
    expect(app().uni.getStorageSync('s')).toBe('1');
  });

  it('removeStorage and removeStorageSync delete one key', async () => {
    const { uni } = app();
    uni.setStorageSync('a', 1);
    uni.setStorageSync('b', 2);
    expect((await call(uni, 'removeStorage', { key: 'a' })).res.errMsg).toBe(fill(okMessage, { api: 'removeStorage' }));
    expect((await call(uni, 'getStorage', { key: 'a' })).ok, 'the key holds nothing').toBe(false);
    uni.removeStorageSync('b');
    expect(uni.getStorageSync('b')).toBe('');
  });

  it('clearStorage and clearStorageSync delete every key', async () => {
    const { uni } = app();
    uni.setStorageSync('a', 1);
    expect((await call(uni, 'clearStorage')).res.errMsg).toBe(fill(okMessage, { api: 'clearStorage' }));
    expect(uni.getStorageInfoSync().keys).toEqual([]);
    uni.setStorageSync('b', { x: 1 });
    uni.clearStorageSync();
    expect(uni.getStorageSync('b')).toBe('');
  });

  it('getStorageInfo lists the keys and their size in KB', async () => {
    const { uni } = app();
    uni.setStorageSync('first', 'x'.repeat(1000));
    uni.setStorageSync('second', { n: 1 });
    const info = await call(uni, 'getStorageInfo');
    expect(info.res.errMsg).toBe(fill(okMessage, { api: 'getStorageInfo' }));
    expect([...info.res.keys].sort()).toEqual(['first', 'second']);
    // Two bytes a character, keys and values: about 2 KB here.
    expect(info.res.currentSize).toBe(Math.ceil(((5 + 1000 + 6 + JSON.stringify({ type: 'object', data: { n: 1 } }).length) * 2) / 1024));
    expect(info.res.limitSize).toBeGreaterThan(0);
    expect(uni.getStorageInfoSync()).toMatchObject({ keys: info.res.keys, currentSize: info.res.currentSize });
  });

  it('keeps values in localStorage in the framework\'s {type, data} form, read again by the next launch', async () => {
    app().uni.setStorageSync('kept', { across: 'launches' });
    app().uni.setStorageSync('text', 'as it is');
    const kept = JSON.parse(localStorage.getItem('kept')!);
    expect(Object.keys(kept).sort()).toEqual([...v('device.storage.round-trip').form].sort());
    expect(kept).toEqual({ type: 'object', data: { across: 'launches' } });
    expect(localStorage.getItem('text')).toBe('as it is');
    const container = document.createElement('div');
    document.body.append(container);
    const next = await unitTarget.launch(basicApp, container);
    try {
      expect(next.uni.getStorageSync('kept')).toEqual({ across: 'launches' });
    } finally {
      await next.destroy();
      container.remove();
    }
  });
});

describe('what storage holds and lists', () => {
  it('provides every storage API, asynchronous and Sync [device.storage-apis]', () => {
    for (const api of v('device.storage-apis').apis) expect(typeof app().uni[api], api).toBe('function');
  });

  it('getStorage of a missing key fails with getStorage:fail and empty data, getStorageSync gives an empty string [device.storage.missing-key]', async () => {
    const got = await call(app().uni, 'getStorage', { key: 'never-set' });
    expect(got.ok).toBe(false);
    expect(got.res).toEqual({ errMsg: missingKey, data: '' });
    expect(await promised(app().uni.getStorage({ key: 'never-set' }))).toMatchObject({ ok: false, res: { errMsg: missingKey } });
    expect(app().uni.getStorageSync('never-set')).toBe('');
  });

  it("getStorageInfo never lists the framework's own bookkeeping entries [device.storage.hidden-key]", () => {
    const { uni } = app();
    localStorage.setItem(v('device.storage.hidden-key').key, '[]');
    // An app that has asked for system info, as most do: a runtime may keep a device id of its own then.
    uni.getSystemInfoSync?.();
    uni.setStorageSync('mine', 1);
    expect(uni.getStorageInfoSync().keys).toEqual(['mine']);
  });
});

describe('storage APIs check their parameters and report failures', () => {
  it('a key that is not a string fails with the wrong-type message, thrown by the Sync form [device.api.invalid-type]', async () => {
    const wrongType = (api: string) => `${fill(v('device.api.invalid-type').errMsg, { api, name: 'key', expected: 'String' })} with value "123", got Number with value 123.`;
    const got = await call(app().uni, 'getStorage', { key: 123 });
    expect(got.res.errMsg).toBe(wrongType('getStorage'));
    expect(() => app().uni.getStorageSync(123)).toThrow(wrongType('getStorageSync'));
  });

  it('a value the browser has no room for fails setStorage with the browser\'s reason, where there is no IndexedDB [device.api.errmsg]', async () => {
    // The page has no IndexedDB whatever the test environment offers: the test always runs the path it names.
    vi.stubGlobal('indexedDB', undefined);
    onTestFinished(() => { vi.unstubAllGlobals(); });
    const refusal = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => { throw refusal; });
    try {
      const got = await call(app().uni, 'setStorage', { key: 'k', data: 'v' });
      expect(got.ok).toBe(false);
      // The browser's reason is the detail; how a runtime words it around the message (its name first) is its own.
      expect(got.res.errMsg).toMatch(failingWith('setStorage', refusal.message));
      expect(() => app().uni.setStorageSync('k', 'v')).toThrow(failingWith('setStorageSync', refusal.message));
    } finally {
      full.mockRestore();
    }
  });

  it('a value JSON cannot write (one that holds itself, a BigInt) fails setStorage, throws setStorageSync\'s own failure, and keeps what the key held [device.api.never-throws]', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    app().uni.setStorageSync('k', 'before');
    for (const value of [cyclic, { n: BigInt(1) }]) {
      const got = await call(app().uni, 'setStorage', { key: 'k', data: value });
      expect(got.ok).toBe(false);
      expect(got.res.errMsg).toMatch(ownFailure('setStorage'));
      const error = thrownBy(() => app().uni.setStorageSync('k', value));
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(ownFailure('setStorageSync'));
      expect(app().uni.getStorageSync('k')).toBe('before');
    }
  });

  it('a storage the browser refuses to touch makes removeStorageSync and clearStorageSync throw their own failures, not the browser\'s error [device.api.never-throws]', () => {
    whileStorageRefuses(['removeItem', 'clear'], () => {
      for (const [api, run] of [['removeStorageSync', () => app().uni.removeStorageSync('k')], ['clearStorageSync', () => app().uni.clearStorageSync()]] as const) {
        const error = thrownBy(run);
        expect(error, api).toBeInstanceOf(Error);
        expect((error as Error).message).toMatch(ownFailure(api));
      }
    });
  });

  it('getStorageInfoSync on a storage the browser refuses to read throws no error but its own failure [device.api.never-throws]', () => {
    app().uni.setStorageSync('k', 'v');
    whileStorageRefuses(['key', 'getItem'], () => {
      // A target may list its keys without the refused calls; what it must not do is throw the browser's error.
      const error = thrownBy(() => app().uni.getStorageInfoSync());
      if (error !== undefined) expect((error as Error).message).toMatch(ownFailure('getStorageInfoSync'));
    });
  });

  it('setStorage without data fails with the missing-parameter message [device.api.missing-parameter]', async () => {
    const got = await call(app().uni, 'setStorage', { key: 'k' });
    expect(got.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'setStorage', name: 'data' }));
  });
});
