/** The framework's storage on `localStorage`: what getStorageInfo reports and the key it hides. */

/** The framework's own bookkeeping entry, never listed by getStorageInfo. */
const HIDDEN_KEY = 'uni-storage-keys';

export interface StorageInfo {
  keys: string[];
  /** In KB: two bytes a character, keys and values. */
  currentSize: number;
  limitSize: number;
}

/** What getStorageInfo reports for `storage` plus entries kept elsewhere (IndexedDB). */
export function storageInfo(storage: Storage = localStorage, elsewhere: readonly (readonly [string, string])[] = []): StorageInfo {
  const keys: string[] = [];
  let chars = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)!;
    chars += key.length + (storage.getItem(key) ?? '').length;
    if (key !== HIDDEN_KEY) keys.push(key);
  }
  for (const [key, value] of elsewhere) {
    chars += key.length + value.length;
    keys.push(key);
  }
  return { keys, currentSize: Math.ceil((chars * 2) / 1024), limitSize: Number.MAX_VALUE };
}
