import { describe, expect, it } from 'vitest';
import { call, relaunch, useApp } from '../../harness/unit.ts';
import { useFullLocalStorage } from './full-local-storage.ts';
import { useIndexedDB } from './indexed-db.ts';
import { storeLarge } from './large-value.ts';

useIndexedDB();
const app = useApp();

/** This test's localStorage holds values up to this many characters, as a full one would. */
const ROOM = 10_000;
const large = { rows: Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `row ${i}` })) };
const largeText = 'y'.repeat(ROOM * 2);

useFullLocalStorage(ROOM, app);

describe('values too large for localStorage, where the target keeps them, are given back as any other [device.storage.round-trip]', () => {
  it('a large value is stored, read back with its type, and listed', async ({ skip }) => {
    await storeLarge(app().uni, 'big', large, skip);
    expect((await call(app().uni, 'getStorage', { key: 'big' })).res.data).toEqual(large);
    expect(app().uni.getStorageSync('big')).toEqual(large);
    const info = await call(app().uni, 'getStorageInfo');
    expect(info.res.keys).toContain('big');
    expect(info.res.currentSize).toBeGreaterThanOrEqual(Math.ceil((JSON.stringify(large).length * 2) / 1024));
  });

  it('survives the next launch, for the asynchronous and then the Sync form', async ({ skip }) => {
    await storeLarge(app().uni, 'big', large, skip);
    await storeLarge(app().uni, 'text', largeText, skip);
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'big' })).res.data).toEqual(large);
      expect((await call(uni, 'getStorage', { key: 'text' })).res.data).toBe(largeText);
      expect(uni.getStorageSync('big')).toEqual(large);
    });
  });

  it('a smaller value replaces a large one for good', async ({ skip }) => {
    await storeLarge(app().uni, 'big', large, skip);
    await call(app().uni, 'setStorage', { key: 'big', data: 'small now' });
    expect(app().uni.getStorageSync('big')).toBe('small now');
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'big' })).res.data).toBe('small now');
    });
  });

  it('removeStorage and clearStorage delete large values too', async ({ skip }) => {
    await storeLarge(app().uni, 'a', large, skip);
    await storeLarge(app().uni, 'b', largeText, skip);
    await call(app().uni, 'removeStorage', { key: 'a' });
    expect(app().uni.getStorageSync('a')).toBe('');
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'a' })).ok, 'the key holds nothing').toBe(false);
      expect((await call(uni, 'getStorage', { key: 'b' })).res.data).toBe(largeText);
      await call(uni, 'clearStorage');
    });
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'b' })).ok, 'the key holds nothing').toBe(false);
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
    });
  });
});
