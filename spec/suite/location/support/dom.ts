/**
 * Reading and driving the framework's location pages in Vitest's DOM through the contract's parts
 * (contract/parts.ts, `location.*`) and what a user sees: visible text, placeholders, taps, scrolls.
 */
import { createEvent, fireEvent, within } from '@testing-library/dom';
import { part, partOrNull, parts } from '../../../harness/unit.ts';
import { isShown } from '../../../harness/shown.ts';

/** The page chooseLocation opened. */
export function picker(): HTMLElement {
  return part('location.choose');
}

/** Whether the list shows its loading indicator. */
export function loading(): boolean {
  return partOrNull('location.choose.loading', picker()) !== null;
}

const textOf = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** The places the list shows, in order: each one's name and its detail line (distance and address). */
export function rows(): { name: string; detail: string }[] {
  return items().map((row) => ({
    name: textOf(partOrNull('location.choose.item.name', row)),
    detail: textOf(partOrNull('location.choose.item.detail', row)),
  }));
}

function items(): HTMLElement[] {
  return parts('location.choose.item', picker()).filter(isShown);
}

/** One turn of the event loop, untouched by fake timers: React renders an event's updates by then. */
export function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Taps `el` as a user would. */
export async function tap(el: Element): Promise<void> {
  fireEvent.click(el);
  await tick();
}

/** Taps the `n`th place of the list (0-based). */
export async function selectRow(n: number): Promise<void> {
  const row = items()[n];
  if (!row) throw new Error(`the list shows no place ${n + 1} (it shows ${items().length})`);
  await tap(row);
}

/** Taps the picker's confirm button. */
export const confirm = () => tap(part('location.choose.confirm', picker()));
/** Taps the picker's back button. */
export const back = () => tap(part('location.choose.back', picker()));

/** The picker's search field. */
export function searchBox(): HTMLInputElement {
  return part('location.choose.search', picker()) as HTMLInputElement;
}

/**
 * Whether the picker shows `text` as the search field's placeholder: as the field's own placeholder, or
 * as visible text (a framework's <input> may draw its placeholder as an element beside a bare field).
 */
export function showsPlaceholder(text: string): boolean {
  const input = searchBox();
  if (input.placeholder === text && !input.value) return true;
  return within(picker()).queryAllByText(text).some(isShown);
}

/** The shown element whose own text is `text` in the picker (a link such as the search's cancel), if any. */
export function shownText(text: string): HTMLElement | undefined {
  return within(picker()).queryAllByText(text).find(isShown);
}

/** Focuses the search field as a tap does. */
export async function focusSearch(input: HTMLInputElement = searchBox()): Promise<void> {
  fireEvent.focus(input);
  fireEvent.focusIn(input);
  await tick();
}

/** Focuses the search box and types `text` as one input event. */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  await focusSearch(input);
  fireEvent.input(input, { target: { value: text } });
  await tick();
}

/**
 * A swipe's events are stamped at least this long after the previous swipe's, as a user's swipes come:
 * a list may ignore scroll events that follow its last end-reached event closely (Vue 2's scroll-view
 * does within 200 ms by the events' timeStamp), and two calls here run within a millisecond of real time.
 */
const SWIPE_GAP_MS = 1000;
let lastSwipe = -Infinity;

/**
 * Scrolls the list down by more than it holds, as a user's swipe to its end does: the box moves in steps,
 * each with its scroll event (a swipe is never one event). happy-dom has no layout, so the box that
 * scrolls is found by its style: the list part or, inside it (outside its places), a box whose overflow
 * scrolls.
 */
export async function scrollListToEnd(): Promise<void> {
  lastSwipe = Math.max(performance.now(), lastSwipe + SWIPE_GAP_MS);
  const list = part('location.choose.list', picker());
  const places = new Set<Element>(parts('location.choose.item', list));
  const boxes: HTMLElement[] = [];
  const visit = (el: HTMLElement) => {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') boxes.push(el);
    for (const child of el.children) if (!places.has(child)) visit(child as HTMLElement);
  };
  visit(list);
  for (const box of boxes.length ? boxes : [list]) {
    // happy-dom keeps whatever was assigned to scrollTop (undefined too); a browser keeps a number.
    const from = Number(box.scrollTop) || 0;
    const end = Math.max(box.scrollHeight - box.clientHeight, from + 10_000);
    for (const top of [(from + end) / 2, end]) {
      box.scrollTop = top;
      const scroll = createEvent.scroll(box);
      Object.defineProperty(scroll, 'timeStamp', { value: lastSwipe });
      fireEvent(box, scroll);
    }
  }
  await tick();
}

/** Polls `check` once an event-loop turn until it stops throwing (fast; fake timers do not hold it up). */
export async function until<T>(check: () => T, turns = 2000): Promise<T> {
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

/** The innermost element of a map: where a pointer over the map meets it. */
export function mapSurface(map: Element): Element {
  let target = map;
  while (target.firstElementChild) target = target.firstElementChild;
  return target;
}

/** Presses a pointer on the map at (100, 100), moves it through `points` and releases it at the last one. */
export async function dragMap(map: Element, ...points: [number, number][]): Promise<void> {
  const target = mapSurface(map);
  fireEvent.pointerDown(target, { clientX: 100, clientY: 100 });
  for (const [clientX, clientY] of points) fireEvent.pointerMove(target, { clientX, clientY });
  const [clientX, clientY] = points.at(-1)!;
  fireEvent.pointerUp(target, { clientX, clientY });
  await tick();
}
