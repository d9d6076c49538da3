/** DOM helpers for the device suite: popups are found by what they show, as a user finds them. */
import { onTestFinished, vi } from 'vitest';
import { isShown } from '../../harness/shown.ts';
import { partOrNull } from '../../harness/unit.ts';

export { isShown };

// Captured before any test fakes the clock: a UI library may schedule its rendering on the real one.
const realSetImmediate = globalThis.setImmediate;

/**
 * Advances the fake clock by `ms`, then lets the target render what changed: pending microtasks, and a
 * real task for renders scheduled outside the fake clock.
 */
export async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 2; i++) {
    await new Promise<void>((resolve) => realSetImmediate(() => resolve()));
    await vi.advanceTimersByTimeAsync(0);
  }
}

/** How long a closing popup may take to animate out before a test calls it closed: no clause pins it. */
export const CLOSING_MS = 1000;

/**
 * How long a toast may take to show after its call, or to go after its time or its hide call: no clause
 * pins it (the framework's H5 runtime waits 10 ms both ways). Far below any toast duration.
 */
export const TOAST_MS = 50;

/** How long an opening popup may take to animate in before a test compares what it shows: no clause pins it. */
export const OPENING_MS = 1000;

/**
 * The page's markup as it draws: the body's markup without data attributes, which draw nothing (a runtime
 * may keep its own bookkeeping there, such as a toast's duration). Two pages that compare equal look alike.
 */
export function drawnMarkup(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('*')) {
    for (const { name } of [...el.attributes]) if (name.startsWith('data-')) el.removeAttribute(name);
  }
  return copy.innerHTML;
}

/** The innermost shown elements whose whole text is exactly `text`. */
function shownWithText(text: string, root: ParentNode): HTMLElement[] {
  const exact = [...root.querySelectorAll<HTMLElement>('*')].filter((el) => el.textContent?.trim() === text);
  return exact.filter((el) => !exact.some((inner) => inner !== el && el.contains(inner)) && isShown(el));
}

/** The element showing exactly `text` that a user would tap: popups' buttons are found as a user finds them. */
export function button(text: string, root: ParentNode = document): HTMLElement | undefined {
  return shownWithText(text, root)[0];
}

export function textShown(text: string): boolean {
  return shownWithText(text, document.body).length > 0;
}

/** The picture the image preview currently shows (part `popup.image-preview.current`), if one is shown. */
export function shownImage(): HTMLElement | undefined {
  return partOrNull('popup.image-preview.current') ?? undefined;
}

/** The url of the picture `el` shows: an image's source, or the url of a box's background image. */
export function pictureUrl(el: Element | undefined): string | undefined {
  if (!el) return undefined;
  if (el instanceof HTMLImageElement) return el.getAttribute('src') ?? undefined;
  return /url\(["']?(.*?)["']?\)/.exec(getComputedStyle(el).backgroundImage)?.[1];
}

/**
 * A phone-sized window (below the desktop popup threshold) for this test, for size reads and media
 * queries alike; undone when the test ends.
 */
export function phoneWindow(): void {
  const happyDOM = (window as unknown as { happyDOM?: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
  const before = { width: window.innerWidth, height: window.innerHeight };
  happyDOM?.setViewport({ width: 375, height: 667 });
  onTestFinished(() => happyDOM?.setViewport(before));
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(667);
}

/** The file chooser the framework opened last: its hidden file input (a runtime may keep earlier ones). */
export function fileInput(): HTMLInputElement | undefined {
  return [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].at(-1);
}

/** Picks `files` in the open file chooser, as the user would. */
export function pickFiles(files: File[]): void {
  const input = fileInput();
  if (!input) throw new Error('no file chooser is open');
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Dismisses the open file chooser. */
export function cancelChooser(): void {
  fileInput()?.dispatchEvent(new Event('cancel'));
}
