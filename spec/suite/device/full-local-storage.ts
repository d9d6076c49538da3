/** A localStorage that refuses values over `room` characters, as a full one would, for each test of a file. */
import { afterEach, beforeEach, vi } from 'vitest';
import type { LaunchedApp } from '../../contract/index.ts';
import { call } from '../../harness/unit.ts';

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** Returns a setter for how the store refuses (browsers differ in the exception's name); reset after each test. */
export function useFullLocalStorage(room: number, app: () => LaunchedApp): (refusal: () => Error) => void {
  let refusal: () => Error = quotaExceeded;
  let full: { mockRestore(): void } | undefined;
  beforeEach(async () => {
    const setItem = localStorage.setItem.bind(localStorage);
    full = vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if (String(value).length > room) throw refusal();
      setItem(key, value);
    });
    await call(app().uni, 'clearStorage');
  });
  afterEach(async () => {
    refusal = quotaExceeded;
    await call(app().uni, 'clearStorage');
    full?.mockRestore();
  });
  return (next) => { refusal = next; };
}
