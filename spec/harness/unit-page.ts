/**
 * The page every unit test file starts on. Test files may share one Vitest worker and its DOM (a target's
 * `isolateUnitFiles: false`), so each file first gets this page back: its url, an empty document, no
 * cookies, empty web storage, real timers and unstubbed globals.
 */
import { vi } from 'vitest';

export const UNIT_PAGE_URL = 'http://localhost:3000/';

interface HappyDOM { setURL(url: string): void }

/** Puts the window back on the unit page's url with no history entry state, as a fresh page load has. */
export function freshUrl(): void {
  (window as unknown as { happyDOM: HappyDOM }).happyDOM.setURL(UNIT_PAGE_URL);
  window.history.replaceState(null, '', UNIT_PAGE_URL);
}

export function blankPage(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  freshUrl();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}
