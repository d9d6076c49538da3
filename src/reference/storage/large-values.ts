/**
 * Values that no longer fit in localStorage, kept in IndexedDB. A copy in memory, read from IndexedDB
 * when the app starts, lets the Sync APIs answer synchronously; the asynchronous APIs wait for that read.
 */
const DB_NAME = 'uni-storage';
const STORE = 'values';

export interface LargeValues {
  /** Settles once the values saved earlier are in memory. */
  ready: Promise<void>;
  get(key: string): string | undefined;
  keys(): string[];
  /** Updates memory at once; the promise settles when IndexedDB has the value. */
  set(key: string, encoded: string): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
  close(): void;
}

const done = (request: IDBRequest | IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve();
      request.onerror = () => reject(request.error);
      request.onabort = () => reject(request.error);
    } else {
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    }
  });

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request).then(() => request.result);
}

export function isAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function openLargeValues(): LargeValues {
  const memory = new Map<string, string>();
  // Keys removed (or everything cleared) before the saved values were read must not come back with them.
  const removed = new Set<string>();
  let cleared = false;
  let loaded = false;
  const db = isAvailable() ? openDatabase() : Promise.reject(new Error('IndexedDB is not available'));
  const write = async (change: (store: IDBObjectStore) => void) => {
    const tx = (await db).transaction(STORE, 'readwrite');
    change(tx.objectStore(STORE));
    await done(tx);
  };
  const ready = db.then(async (opened) => {
    const store = opened.transaction(STORE, 'readonly').objectStore(STORE);
    const keys = store.getAllKeys();
    const values = store.getAll();
    await Promise.all([done(keys), done(values)]);
    loaded = true;
    if (cleared) return;
    keys.result.forEach((key, i) => {
      // A value written since the app started is newer than the saved one.
      if (!memory.has(String(key)) && !removed.has(String(key))) memory.set(String(key), values.result[i] as string);
    });
  }).catch(() => { loaded = true; });
  return {
    ready,
    get: (key) => memory.get(key),
    keys: () => [...memory.keys()],
    set(key, encoded) {
      memory.set(key, encoded);
      removed.delete(key);
      return write((store) => store.put(encoded, key));
    },
    remove(key) {
      // Once the saved values are read, a key not in memory is not in IndexedDB either.
      if (loaded && !memory.has(key)) return Promise.resolve();
      memory.delete(key);
      removed.add(key);
      return write((store) => store.delete(key)).catch(() => undefined);
    },
    clear() {
      memory.clear();
      cleared = true;
      return write((store) => store.clear()).catch(() => undefined);
    },
    close() {
      db.then((opened) => opened.close(), () => undefined);
    },
  };
}

/** Whether localStorage refused a value for lack of room. */
export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);
}
