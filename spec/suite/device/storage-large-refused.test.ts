import * as fakeIndexedDB from 'fake-indexeddb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { useFullLocalStorage } from './full-local-storage.ts';

/** An IndexedDB that refuses to open, as a browser does in a private window or when the user blocks storage. */
beforeAll(() => {
  vi.stubGlobal('IDBTransaction', fakeIndexedDB.IDBTransaction);
  vi.stubGlobal('indexedDB', {
    open() {
      const request: { error: DOMException; onerror?: () => void } = { error: new DOMException('The user denied permission to access the database.', 'UnknownError') };
      setTimeout(() => request.onerror?.(), 0);
      return request;
    },
  });
});
const app = useApp();
const messages = v('device.api.errmsg');

useFullLocalStorage(100, app);

describe('a value too large for a full localStorage where IndexedDB refuses to open', () => {
  it('fails setStorage through fail [device.api.errmsg]', async () => {
    const big = await call(app().uni, 'setStorage', { key: 'big', data: 'z'.repeat(1_000) });
    expect(big.ok).toBe(false);
    expect(big.res.errMsg.startsWith(fill(messages.fail, { api: 'setStorage' }))).toBe(true);
  });

  it('leaves the values stored before readable [device.storage.round-trip]', async () => {
    await call(app().uni, 'setStorage', { key: 'small', data: 'kept' });
    await call(app().uni, 'setStorage', { key: 'big', data: 'z'.repeat(1_000) });
    expect((await call(app().uni, 'getStorage', { key: 'small' })).res.data).toBe('kept');
    expect(app().uni.getStorageSync('small')).toBe('kept');
  });
});
