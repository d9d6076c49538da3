/**
 * The listeners a runtime puts on the window and the document while it boots (V3 watches every touch from
 * the window to find long presses). A page load takes them away with the page; a unit-face app is ended
 * the same way, or the next app's gestures would reach every runtime booted before it in the file.
 */
type Listen = [type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions];

export interface GlobalListeners {
  /** Stops recording (the boot is over); later listeners are the runtime's to remove. */
  stop(): void;
  /** Removes every listener recorded. */
  remove(): void;
}

export function recordGlobalListeners(): GlobalListeners {
  const added: [EventTarget, Listen][] = [];
  const targets: EventTarget[] = [window, document];
  // happy-dom's window has the method as its own property, the document inherits it: each is put back as it was.
  const own = targets.map((target) => Object.getOwnPropertyDescriptor(target, 'addEventListener'));
  for (const target of targets) {
    const add = target.addEventListener;
    Object.defineProperty(target, 'addEventListener', {
      configurable: true,
      value(...args: Listen) {
        added.push([target, args]);
        return add.apply(target, args);
      },
    });
  }
  return {
    stop() {
      targets.forEach((target, i) => {
        const was = own[i];
        if (was) Object.defineProperty(target, 'addEventListener', was);
        else delete (target as { addEventListener?: unknown }).addEventListener;
      });
    },
    remove() {
      for (const [target, args] of added.splice(0)) target.removeEventListener(...args);
    },
  };
}
