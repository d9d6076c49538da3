import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, unitTarget, useApp } from '../../harness/unit.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const storage = v('device.storage-apis');

/** This test's localStorage holds values up to this many characters, as a full one would. */
const ROOM = 1_000;
const largeText = 'y'.repeat(ROOM * 2);

/** How this test's localStorage refuses a value too large for it; browsers differ in the exception's name. */
let refusal: () => Error = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
let full: { mockRestore(): void } | undefined;
beforeEach(async () => {
  const setItem = localStorage.setItem.bind(localStorage);
  full = vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
    if (String(value).length > ROOM) throw refusal();
    setItem(key, value);
  });
  await call(app().uni, 'clearStorage');
});
afterEach(async () => {
  refusal = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  await call(app().uni, 'clearStorage');
  full?.mockRestore();
});

/** Launches another app, as a reload would, and hands it to `check` at once, before it has read anything. */
async function reload(check: (uni: Record<string, any>) => Promise<void>) {
  const container = document.createElement('div');
  document.body.append(container);
  const next = await unitTarget.launch(basicApp, container);
  try {
    await check(next.uni);
  } finally {
    await next.destroy();
    container.remove();
  }
}

describe('changes made right after launch win over the large values kept from before [device.storage-apis]', () => {
  it('a key removed at launch stays removed, now and at the next launch', async () => {
    await call(app().uni, 'setStorage', { key: 'a', data: largeText });
    await reload(async (uni) => {
      uni.removeStorageSync('a');
      expect((await call(uni, 'getStorage', { key: 'a' })).res.errMsg).toBe(storage.missingKey);
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
    });
    await reload(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'a' })).res.errMsg).toBe(storage.missingKey);
    });
  });

  it('storage cleared at launch stays empty, now and at the next launch', async () => {
    await call(app().uni, 'setStorage', { key: 'a', data: largeText });
    await call(app().uni, 'setStorage', { key: 'b', data: largeText });
    await reload(async (uni) => {
      uni.clearStorageSync();
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
      expect((await call(uni, 'getStorage', { key: 'b' })).res.errMsg).toBe(storage.missingKey);
    });
    await reload(async (uni) => {
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
    });
  });

  it('a large value set at launch is the one read, not the one kept from before', async () => {
    await call(app().uni, 'setStorage', { key: 'a', data: largeText });
    const newer = 'z'.repeat(ROOM * 2);
    await reload(async (uni) => {
      uni.setStorageSync('a', newer);
      expect((await call(uni, 'getStorage', { key: 'a' })).res.data).toBe(newer);
    });
  });

  it('a key removed at launch and set again is kept', async () => {
    await call(app().uni, 'setStorage', { key: 'a', data: largeText });
    await reload(async (uni) => {
      uni.removeStorageSync('a');
      await call(uni, 'setStorage', { key: 'a', data: largeText });
      expect((await call(uni, 'getStorage', { key: 'a' })).res.data).toBe(largeText);
    });
    await reload(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'a' })).res.data).toBe(largeText);
    });
  });
});

describe('which refusals of localStorage move a value to IndexedDB [device.storage-apis, device.api.errmsg]', () => {
  it('a quota refusal by its legacy name or code is kept all the same', async () => {
    for (const make of [
      () => new DOMException('quota reached', 'NS_ERROR_DOM_QUOTA_REACHED'),
      () => Object.defineProperty(new DOMException('full'), 'code', { value: 22 }),
    ]) {
      refusal = make;
      const set = await call(app().uni, 'setStorage', { key: 'big', data: largeText });
      expect(set.res.errMsg).toBe(fill(messages.ok, { api: 'setStorage' }));
      expect(app().uni.getStorageSync('big')).toBe(largeText);
    }
  });

  it('any other refusal fails setStorage with the browser\'s reason', async () => {
    for (const make of [() => new DOMException('not allowed', 'SecurityError'), () => new Error('disk error')]) {
      refusal = make;
      const set = await call(app().uni, 'setStorage', { key: 'big', data: largeText });
      expect(set.res.errMsg).toBe(fill(messages.failWithDetail, { api: 'setStorage', detail: make().message }));
      expect(app().uni.getStorageSync('big')).toBe('');
    }
  });
});
