/** DOM helpers for the device suite: popups are found by role and text, as a user finds them. */
import { vi } from 'vitest';

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

export function dialogs(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"]')];
}

/** The clickable element whose text is exactly `text`. */
export function button(text: string, root: ParentNode = document): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>('button, [role="button"], [role="menuitem"]')]
    .find((el) => el.textContent?.trim() === text);
}

export function textShown(text: string): boolean {
  return [...document.body.querySelectorAll<HTMLElement>('*')].some((el) => el.children.length === 0 && el.textContent?.trim() === text);
}

/** A phone-sized window (below the desktop popup threshold) for this test; vi.restoreAllMocks undoes it. */
export function phoneWindow(): void {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(375);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(667);
}

/** The file chooser the framework opened: its hidden file input. */
export function fileInput(): HTMLInputElement | undefined {
  return document.querySelector<HTMLInputElement>('input[type="file"]') ?? undefined;
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
