/**
 * The hand-over between uni.chooseLocation and its picker page: the API waits on the page's id, the
 * page publishes the chosen place, or null when it is left without one.
 */
import type { Runtime } from '../runtime/runtime.ts';
import type { Poi } from './poi.ts';

type Listener = (choice: Poi | null) => void;

const waiting = new WeakMap<Runtime, Map<number, Listener>>();

export function awaitChoice(rt: Runtime, pageId: number, listener: Listener): void {
  const forApp = waiting.get(rt) ?? new Map<number, Listener>();
  waiting.set(rt, forApp);
  forApp.set(pageId, listener);
}

/** Runs at most once per page: leaving the page after a choice publishes nothing more. */
export function publishChoice(rt: Runtime, pageId: number, choice: Poi | null): void {
  const forApp = waiting.get(rt);
  const listener = forApp?.get(pageId);
  forApp?.delete(pageId);
  listener?.(choice);
}
