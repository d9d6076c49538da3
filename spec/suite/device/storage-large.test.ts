import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, unitTarget, useApp } from '../../harness/unit.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const storage = v('device.storage-apis');

/** This test's localStorage holds values up to this many characters, as a full one would. */
const ROOM = 10_000;
const large = { rows: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `row ${i}` })) };
const largeText = 'y'.repeat(ROOM * 2);

let full: { mockRestore(): void } | undefined;
beforeEach(async () => {
  const setItem = localStorage.setItem.bind(localStorage);
  full = vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
    if (String(value).length > ROOM) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem(key, value);
  });
  await call(app().uni, 'clearStorage');
});
afterEach(async () => {
  await call(app().uni, 'clearStorage');
  full?.mockRestore();
});

/** Launches another app, as a reload would, and hands it to `check`. */
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

describe('values too large for localStorage are kept durably [device.storage-apis]', () => {
  it('a large value is stored, read back with its type, and listed', async () => {
    const set = await call(app().uni, 'setStorage', { key: 'big', data: large });
    expect(set.res.errMsg).toBe(fill(messages.ok, { api: 'setStorage' }));
    expect((await call(app().uni, 'getStorage', { key: 'big' })).res.data).toEqual(large);
    expect(app().uni.getStorageSync('big')).toEqual(large);
    const info = await call(app().uni, 'getStorageInfo');
    expect(info.res.keys).toContain('big');
    expect(info.res.currentSize).toBeGreaterThanOrEqual(Math.ceil((JSON.stringify(large).length * 2) / 1024));
  });

  it('survives the next launch, for the asynchronous and then the Sync form', async () => {
    await call(app().uni, 'setStorage', { key: 'big', data: large });
    await call(app().uni, 'setStorage', { key: 'text', data: largeText });
    await reload(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'big' })).res.data).toEqual(large);
      expect((await call(uni, 'getStorage', { key: 'text' })).res.data).toBe(largeText);
      expect(uni.getStorageSync('big')).toEqual(large);
    });
  });

  it('a smaller value replaces a large one for good', async () => {
    await call(app().uni, 'setStorage', { key: 'big', data: large });
    await call(app().uni, 'setStorage', { key: 'big', data: 'small now' });
    expect(app().uni.getStorageSync('big')).toBe('small now');
    await reload(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'big' })).res.data).toBe('small now');
    });
  });

  it('removeStorage and clearStorage delete large values too', async () => {
    await call(app().uni, 'setStorage', { key: 'a', data: large });
    await call(app().uni, 'setStorage', { key: 'b', data: largeText });
    await call(app().uni, 'removeStorage', { key: 'a' });
    expect(app().uni.getStorageSync('a')).toBe('');
    await reload(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'a' })).res.errMsg).toBe(storage.missingKey);
      expect((await call(uni, 'getStorage', { key: 'b' })).res.data).toBe(largeText);
      await call(uni, 'clearStorage');
    });
    await reload(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'b' })).res.errMsg).toBe(storage.missingKey);
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
    });
  });
});
