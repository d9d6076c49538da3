import { describe, expect, it } from 'vitest';
import { call, relaunch, useApp } from '../../harness/unit.ts';
import { failingWith } from './failure.ts';
import { useFullLocalStorage } from './full-local-storage.ts';
import { useIndexedDB } from './indexed-db.ts';
import { storeLarge } from './large-value.ts';

useIndexedDB();
const app = useApp();

/** This test's localStorage holds values up to this many characters, as a full one would. */
const ROOM = 1_000;
const largeText = 'y'.repeat(ROOM * 2);

const refuseWith = useFullLocalStorage(ROOM, app);

describe('changes made right after launch win over the large values kept from before, where the target keeps them [device.storage.round-trip]', () => {
  it('a key removed at launch stays removed, now and at the next launch', async ({ skip }) => {
    await storeLarge(app().uni, 'a', largeText, skip);
    await relaunch(async (uni) => {
      uni.removeStorageSync('a');
      expect((await call(uni, 'getStorage', { key: 'a' })).ok, 'the key holds nothing').toBe(false);
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
    });
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'a' })).ok, 'the key holds nothing').toBe(false);
    });
  });

  it('storage cleared at launch stays empty, now and at the next launch', async ({ skip }) => {
    await storeLarge(app().uni, 'a', largeText, skip);
    await storeLarge(app().uni, 'b', largeText, skip);
    await relaunch(async (uni) => {
      uni.clearStorageSync();
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
      expect((await call(uni, 'getStorage', { key: 'b' })).ok, 'the key holds nothing').toBe(false);
    });
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorageInfo')).res.keys).toEqual([]);
    });
  });

  it('a large value set at launch is the one read, not the one kept from before', async ({ skip }) => {
    await storeLarge(app().uni, 'a', largeText, skip);
    const newer = 'z'.repeat(ROOM * 2);
    await relaunch(async (uni) => {
      uni.setStorageSync('a', newer);
      expect((await call(uni, 'getStorage', { key: 'a' })).res.data).toBe(newer);
    });
  });

  it('a key removed at launch and set again is kept', async ({ skip }) => {
    await storeLarge(app().uni, 'a', largeText, skip);
    await relaunch(async (uni) => {
      uni.removeStorageSync('a');
      await call(uni, 'setStorage', { key: 'a', data: largeText });
      expect((await call(uni, 'getStorage', { key: 'a' })).res.data).toBe(largeText);
    });
    await relaunch(async (uni) => {
      expect((await call(uni, 'getStorage', { key: 'a' })).res.data).toBe(largeText);
    });
  });
});

describe('which refusals of localStorage a target that keeps large values takes for a full store', () => {
  it('a quota refusal by its legacy name or code is one: the value is kept as after any other quota refusal [device.storage.round-trip]', async ({ skip }) => {
    // Only where the target keeps a value the standard refusal turned away.
    await storeLarge(app().uni, 'first', largeText, skip);
    for (const make of [
      () => new DOMException('quota reached', 'NS_ERROR_DOM_QUOTA_REACHED'),
      () => Object.defineProperty(new DOMException('full'), 'code', { value: 22 }),
    ]) {
      refuseWith(make);
      await storeLarge(app().uni, 'big', largeText, skip);
      expect(app().uni.getStorageSync('big')).toBe(largeText);
    }
  });

  it('any other refusal fails setStorage with the browser\'s reason [device.api.errmsg]', async () => {
    for (const make of [() => new DOMException('not allowed', 'SecurityError'), () => new Error('disk error')]) {
      refuseWith(make);
      const set = await call(app().uni, 'setStorage', { key: 'big', data: largeText });
      expect(set.res.errMsg).toMatch(failingWith('setStorage', make().message));
      expect(app().uni.getStorageSync('big')).toBe('');
    }
  });
});
