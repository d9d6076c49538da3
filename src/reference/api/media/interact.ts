/**
 * Whether a user gesture is in progress, as the framework tracks it (view/mixins/interact.js): from a
 * touch or mouse event on the document until the next task. Browsers open a file chooser only then.
 */
import type { Runtime } from '../../runtime/runtime.ts';

// Not 'click': the chooser's own input.click() would count as one.
const GESTURES = ['touchstart', 'touchmove', 'touchend', 'mousedown', 'mouseup', 'keydown', 'keyup'];

const trackers = new WeakMap<Runtime, () => boolean>();

/** Whether a gesture is in progress now; one set of listeners per running app. */
export function trackInteraction(rt: Runtime): () => boolean {
  let tracker = trackers.get(rt);
  if (!tracker) {
    tracker = listen(rt);
    trackers.set(rt, tracker);
  }
  return tracker;
}

function listen(rt: Runtime): () => boolean {
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const mark = () => {
    active = true;
    clearTimeout(timer);
    timer = setTimeout(() => { active = false; }, 0);
  };
  // Capture: the page's own handler for the same event runs inside the gesture.
  GESTURES.forEach((type) => document.addEventListener(type, mark, { capture: true, passive: true }));
  rt.disposers.push(() => {
    clearTimeout(timer);
    GESTURES.forEach((type) => document.removeEventListener(type, mark, { capture: true }));
  });
  return () => active;
}
