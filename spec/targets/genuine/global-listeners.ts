/**
 * Listeners a runtime puts on the window and the document outlive its app (V2's router follows history
 * changes there, V3 watches every touch from the window for long presses). A page load takes them away
 * with the page; a unit-face app is ended the same way, or an old runtime would answer the next app's
 * history changes and gestures.
 */
type Listener = [EventTarget, string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined];

const patched = new WeakSet<EventTarget>();
let recording: Listener[] | undefined;

export interface GlobalListeners {
  /** Removes every listener recorded. */
  remove(): void;
}

/**
 * Records every listener added to the window or the document from now until the next recording starts
 * (call it as an app starts to boot).
 */
export function recordGlobalListeners(): GlobalListeners {
  for (const target of [window, document] as EventTarget[]) {
    if (patched.has(target)) continue;
    patched.add(target);
    const add = target.addEventListener;
    target.addEventListener = function addEventListener(this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      if (listener) recording?.push([this, type, listener, options]);
      return add.call(this, type, listener, options);
    };
  }
  const listeners: Listener[] = [];
  recording = listeners;
  return {
    remove() {
      for (const [target, type, listener, options] of listeners.splice(0)) target.removeEventListener(type, listener, options);
    },
  };
}
