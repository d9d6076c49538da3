/** The framework's storage on `localStorage`: what getStorageInfo reports and the key it hides. */
/** The framework's own bookkeeping key, never listed. */
const HIDDEN_KEY = 'uni-storage-keys';

export interface StorageInfo {
  keys: string[];
  /** In KB: two bytes a character, keys and values. */
  currentSize: number;
  limitSize: number;
}

export function storageInfo(storage: Storage = localStorage): StorageInfo {
  const keys: string[] = [];
  let chars = 0;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)!;
    chars += key.length + (storage.getItem(key) ?? '').length;
    if (key !== HIDDEN_KEY) keys.push(key);
  }
  return { keys, currentSize: Math.ceil((chars * 2) / 1024), limitSize: Number.MAX_VALUE };
}
