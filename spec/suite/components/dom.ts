/** DOM helpers shared by the component tests: queries that fail loudly and layout for happy-dom. */
import { expect, vi } from 'vitest';
import { isShown } from '../device/dom.ts';

export { isShown };

export function $(root: ParentNode, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  expect(found, `no element matches ${selector}`).not.toBeNull();
  return found!;
}

/** Every element matching `selector`, in document order; at least one. */
export function $$(root: ParentNode, selector: string): HTMLElement[] {
  const found = [...root.querySelectorAll<HTMLElement>(selector)];
  expect(found.length, `no element matches ${selector}`).toBeGreaterThan(0);
  return found;
}

/** happy-dom does no layout: give an element the box the test needs. */
export function layout(el: Element, box: Partial<Record<'offsetWidth' | 'offsetHeight' | 'clientWidth' | 'clientHeight' | 'scrollWidth' | 'scrollHeight', number>>): void {
  for (const [key, value] of Object.entries(box)) Object.defineProperty(el, key, { configurable: true, value });
}


/**
 * Whether the user sees `text` as the placeholder of `field`, a text field of the component `host`:
 * either the field's own placeholder attribute while the field is empty (the browser draws it then), or
 * an element of the component, shown, whose whole text is `text` (a runtime may draw the placeholder
 * itself and hide it while there is text).
 */
export function placeholderShows(host: Element, field: HTMLInputElement | HTMLTextAreaElement, text: string): boolean {
  if (field.value === '' && field.placeholder === text) return true;
  return [...host.querySelectorAll('*')].some((el) => el !== field && !el.contains(field) && el.textContent?.trim() === text && isShown(el));
}

/** Places an element's bounding box (viewport coordinates). */
export function place(el: Element, rect: { top: number; left: number; width?: number; height?: number }): void {
  const { top, left, width = 0, height = 0 } = rect;
  el.getBoundingClientRect = () => ({ top, left, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;
}

/** A recorder for `on<Event>` props: the events it received, in order. */
export function recorder<D = any>() {
  const events: { type: string; detail: D }[] = [];
  const handler = (e: { type: string; detail: D }) => { events.push(e); };
  return { events, handler };
}

/**
 * Fake clock for the timers a test waits on, leaving setImmediate real: UI libraries schedule renders on
 * it, and `advance` yields one real turn so those renders land before the test looks.
 */
export function useClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

/**
 * A few real macrotask turns, so renders a UI library schedules after an event or a prop change land
 * (its scheduler may yield between tasks when the machine is busy).
 */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}
