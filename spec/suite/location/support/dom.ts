/** Reading and driving the framework's location pages in Vitest's DOM, by the framework's class names. */
import { fireEvent } from '@testing-library/dom';

export const pageRoot = {
  choose: '.uni-system-choose-location',
  open: '.uni-system-open-location',
};

export function picker(): HTMLElement {
  const el = document.querySelector<HTMLElement>(pageRoot.choose);
  if (!el) throw new Error('the location picker is not shown');
  return el;
}

/** Whether the list shows its loading indicator. */
export function loading(): boolean {
  return picker().querySelector('.uni-loading') !== null;
}

export function rows(): { name: string; detail: string }[] {
  return [...picker().querySelectorAll('.list-item')].map((row) => ({
    name: row.querySelector('.list-item-title')?.textContent?.trim() ?? '',
    detail: row.querySelector('.list-item-detail')?.textContent?.trim() ?? '',
  }));
}

/** One turn of the event loop, untouched by fake timers: React renders an event's updates by then. */
export function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export async function click(selector: string, root: ParentNode = picker()): Promise<void> {
  const el = root.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  fireEvent.click(el);
  await tick();
}

export function searchBox(placeholder: string): HTMLInputElement {
  // The framework's <input> may show its placeholder as its own element beside a bare field.
  const el = picker().querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`)
    ?? [...picker().querySelectorAll('.uni-input-placeholder')].find((p) => p.textContent?.trim() === placeholder)?.closest('uni-input')?.querySelector('input');
  if (!el) throw new Error(`no search box with the placeholder ${placeholder}`);
  return el;
}

/** Focuses the search box and types `text` as one input event. */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  fireEvent.focus(input);
  fireEvent.focusIn(input);
  await tick();
  fireEvent.input(input, { target: { value: text } });
  await tick();
}

/** Scrolls the list to its end (happy-dom has no layout: any scroll reaches the end). */
export async function scrollListToEnd(): Promise<void> {
  const list = picker().querySelector('.list');
  if (!list) throw new Error('the picker has no list');
  fireEvent.scroll(list);
  await tick();
}

/** Polls `check` once an event-loop turn until it stops throwing (fast; fake timers do not hold it up). */
export async function until<T>(check: () => T, turns = 500): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (e) {
      if (i >= turns) throw e;
      await tick();
    }
  }
}

/** Lets script answers (fetched through MSW), promises and renders run; fake timers do not hold it up. */
export async function flush(times = 20): Promise<void> {
  for (let i = 0; i < times; i++) await tick();
}
