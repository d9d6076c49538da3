/**
 * setStorage, getStorage, removeStorage, clearStorage, getStorageInfo and their Sync forms, on
 * `localStorage` with the framework's `{type, data}` encoding. A value too large for localStorage goes
 * to IndexedDB instead, where the browser has it.
 */
import type { Runtime } from '../../runtime/runtime.ts';
import { decode, encode } from '../../storage/codec.ts';
import { isAvailable, isQuotaError, openLargeValues } from '../../storage/large-values.ts';
import { storageInfo } from '../../storage/local.ts';
import { ApiFailure, defineAsyncApi, defineSyncApi, missingParameterMessage, type Rule } from '../protocol.ts';

const key: Rule = { type: 'String', required: true };
// `data` may be null (an object that round-trips); only a missing value is refused.
const data: Rule = { validator: (value: unknown) => (value === undefined ? missingParameterMessage('data') : undefined) };

const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));
/** getStorage's whole errMsg for a missing key: no detail after the prefix. */
const MISSING_KEY = 'getStorage:fail';

export function storageApis(rt: Runtime) {
  const large = isAvailable() ? openLargeValues() : undefined;
  if (large) rt.disposers.push(() => large.close());

  const read = (name: string): { found: boolean; data: unknown } => {
    const stored = large?.get(name) ?? localStorage.getItem(name);
    return stored === null ? { found: false, data: '' } : { found: true, data: decode(stored) };
  };

  /** Stores the value; a returned promise settles once IndexedDB holds a value localStorage had no room for. */
  const write = (name: string, value: unknown): Promise<void> | undefined => {
    const encoded = encode(value);
    try {
      localStorage.setItem(name, encoded);
    } catch (e) {
      if (!large || !isQuotaError(e)) throw new ApiFailure(reason(e));
      localStorage.removeItem(name);
      return large.set(name, encoded).catch((error: unknown) => { throw new ApiFailure(reason(error)); });
    }
    // A smaller value replaces one that had gone to IndexedDB.
    void large?.remove(name);
    return undefined;
  };

  const remove = (name: string) => {
    localStorage.removeItem(name);
    return large?.remove(name);
  };
  const clear = () => {
    localStorage.clear();
    return large?.clear();
  };
  const info = () => storageInfo(localStorage, large ? large.keys().map((k) => [k, large.get(k) ?? '']) : []);

  return {
    setStorage: defineAsyncApi('setStorage', { key, data }, async (params, settle) => {
      await write(params.key, params.data);
      settle.resolve();
    }),
    setStorageSync: defineSyncApi('setStorageSync', [['key', key], ['data', data]], (name: string, value: unknown) => {
      write(name, value)?.catch(() => undefined);
    }),
    getStorage: defineAsyncApi('getStorage', { key }, async (params, settle) => {
      await large?.ready;
      const { found, data: value } = read(params.key);
      if (found) settle.resolve({ data: value });
      else settle.reject(MISSING_KEY, { data: '' });
    }),
    getStorageSync: defineSyncApi('getStorageSync', [['key', key]], (name: string) => read(name).data),
    removeStorage: defineAsyncApi('removeStorage', { key }, async (params, settle) => {
      await remove(params.key);
      settle.resolve();
    }),
    removeStorageSync: defineSyncApi('removeStorageSync', [['key', key]], (name: string) => {
      void remove(name);
    }),
    clearStorage: defineAsyncApi('clearStorage', {}, async (_params, settle) => {
      await clear();
      settle.resolve();
    }),
    clearStorageSync: defineSyncApi('clearStorageSync', [], () => {
      void clear();
    }),
    getStorageInfo: defineAsyncApi('getStorageInfo', {}, async (_params, settle) => {
      await large?.ready;
      settle.resolve({ ...info() });
    }),
    getStorageInfoSync: defineSyncApi('getStorageInfoSync', [], () => info()),
  };
}
