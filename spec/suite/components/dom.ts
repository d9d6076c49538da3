/** DOM helpers shared by the component tests: queries that fail loudly and layout for happy-dom. */
import { fireEvent } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import { part } from '../../harness/unit.ts';
import { isShown } from '../../harness/shown.ts';

export { isShown };

/** The root element a mounted component rendered (what the user taps or sizes): the part `component.root`. */
export function rootOf(container: HTMLElement): HTMLElement {
  return part('component.root', container);
}

/**
 * Every element under `root` that is a `type` of the web platform (an `HTMLCanvasElement`, an
 * `HTMLAudioElement`): any runtime draws on a <canvas> and plays through an <audio>, whatever wraps them.
 */
export function platformElements<T extends Element>(root: ParentNode, type: abstract new (...args: never[]) => T): T[] {
  return [...root.querySelectorAll('*')].filter((el): el is T => el instanceof type);
}

/** The one `type` element of the web platform under `root`; fails when there is none. */
export function platformElement<T extends Element>(root: ParentNode, type: abstract new (...args: never[]) => T): T {
  const [found] = platformElements(root, type);
  expect(found, `no ${type.name} is rendered`).toBeDefined();
  return found!;
}

/** happy-dom does no layout: give an element the box the test needs. */
export function layout(el: Element, box: Partial<Record<'offsetWidth' | 'offsetHeight' | 'clientWidth' | 'clientHeight' | 'scrollWidth' | 'scrollHeight', number>>): void {
  for (const [key, value] of Object.entries(box)) Object.defineProperty(el, key, { configurable: true, value });
}


/** Field types whose typed text a browser keeps within `maxlength` (not number: browsers ignore it there). */
const LENGTH_LIMITED_TYPES = new Set(['text', 'search', 'url', 'tel', 'email', 'password']);

/**
 * Types `text` into a field as a browser does: where the field takes a maximum length (a textarea, a
 * text-like input), no more than its `maxlength` attribute allows gets in. happy-dom does not enforce the
 * attribute; a runtime that leaves the limit to it keeps typed text within it in a browser.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  // The attribute's value as HTML parses a non-negative integer: leading digits, anything else no limit.
  const limit = /^\s*(\d+)/.exec(field.getAttribute('maxlength') ?? '')?.[1];
  const limited = field instanceof HTMLTextAreaElement || LENGTH_LIMITED_TYPES.has(field.type);
  fireEvent.input(field, { target: { value: limit !== undefined && limited ? text.slice(0, Number(limit)) : text } });
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

/**
 * A colour as rgb(r, g, b), whether given as #RGB or #RRGGBB (any case) or already as rgb(): the test DOM
 * keeps a colour as it was written, where a browser computes rgb().
 */
export function rgb(colour: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour.trim());
  const hex = short ? short.slice(1).map((h) => h + h) : /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim())?.slice(1);
  return hex ? `rgb(${hex.map((h) => parseInt(h, 16)).join(', ')})` : colour.replace(/\s+/g, '').replace(/,/g, ', ');
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
