/**
 * setStorage, getStorage, removeStorage, clearStorage, getStorageInfo and their Sync forms, on
 * `localStorage` with the framework's `{type, data}` encoding.
 */
import { v } from '../../../../spec/catalogue/index.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { decode, encode } from '../../storage/codec.ts';
import { storageInfo } from '../../storage/local.ts';
import { ApiFailure, defineAsyncApi, defineSyncApi, missingParameterMessage, type Rule } from '../protocol.ts';

const key: Rule = { type: 'String', required: true };
// `data` may be null (an object that round-trips); only a missing value is refused.
const data: Rule = { validator: (value: unknown) => (value === undefined ? missingParameterMessage('data') : undefined) };

function read(name: string): { found: boolean; data: unknown } {
  const stored = localStorage.getItem(name);
  return stored === null ? { found: false, data: '' } : { found: true, data: decode(stored) };
}

function write(name: string, value: unknown): void {
  try {
    localStorage.setItem(name, encode(value));
  } catch (e) {
    throw new ApiFailure(e instanceof Error ? e.message : String(e));
  }
}

export function storageApis(_rt: Runtime) {
  const missingKey = v('device.storage-apis').missingKey;
  return {
    setStorage: defineAsyncApi('setStorage', { key, data }, (params, settle) => {
      write(params.key, params.data);
      settle.resolve();
    }),
    setStorageSync: defineSyncApi('setStorageSync', [['key', key], ['data', data]], (name: string, value: unknown) => {
      write(name, value);
    }),
    getStorage: defineAsyncApi('getStorage', { key }, (params, settle) => {
      const { found, data: value } = read(params.key);
      // The catalogue's errMsg is the whole failure: no detail after the prefix.
      if (found) settle.resolve({ data: value });
      else settle.reject(missingKey, { data: '' });
    }),
    getStorageSync: defineSyncApi('getStorageSync', [['key', key]], (name: string) => read(name).data),
    removeStorage: defineAsyncApi('removeStorage', { key }, (params, settle) => {
      localStorage.removeItem(params.key);
      settle.resolve();
    }),
    removeStorageSync: defineSyncApi('removeStorageSync', [['key', key]], (name: string) => {
      localStorage.removeItem(name);
    }),
    clearStorage: defineAsyncApi('clearStorage', {}, (_params, settle) => {
      localStorage.clear();
      settle.resolve();
    }),
    clearStorageSync: defineSyncApi('clearStorageSync', [], () => localStorage.clear()),
    getStorageInfo: defineAsyncApi('getStorageInfo', {}, (_params, settle) => settle.resolve({ ...storageInfo() })),
    getStorageInfoSync: defineSyncApi('getStorageInfoSync', [], () => storageInfo()),
  };
}
