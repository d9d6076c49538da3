/**
 * The reference's own tests' window size (the test DOM's): a test that resizes it ends in the size it found,
 * since in Stryker's runs test files share one window.
 */
import { afterEach } from 'vitest';

type Size = { width: number; height: number };
const setSize = (size: Size) => (window as unknown as { happyDOM: { setWindowSize(s: Size): void } }).happyDOM.setWindowSize(size);

/** Resizes the window for the current test; the window is given back its size after each test of the file. */
export function useWindowSize(): (size: Size) => void {
  const found = { width: window.innerWidth, height: window.innerHeight };
  afterEach(() => setSize(found));
  return setSize;
}
