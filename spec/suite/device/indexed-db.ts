/**
 * An IndexedDB for the calling test file only. happy-dom has none, and test files may share a worker: a
 * global left behind would give every later file a database whose timers stall under fake timers. The
 * stubs go with the file: the harness unstubs every global before the next one (spec/harness/unit-page.ts).
 */
import * as fakeIndexedDB from 'fake-indexeddb';
import { beforeAll, vi } from 'vitest';

export function useIndexedDB(): void {
  beforeAll(() => {
    for (const [name, value] of Object.entries(fakeIndexedDB)) if (name.startsWith('IDB')) vi.stubGlobal(name, value);
    vi.stubGlobal('indexedDB', new fakeIndexedDB.IDBFactory());
  });
}
