/**
 * The Android-style back press on the root page: the first press shows the quit prompt for the
 * framework's window; a second press while it shows quits the app.
 */
import { createStore, type Store } from './store.ts';

/** How long the quit prompt shows, and with it how soon a second press must come to quit. */
const QUIT_WINDOW_MS = 2000;

export interface BackPress {
  /** True while the quit prompt shows. */
  prompt: Store<boolean>;
  press(): 'stay' | 'quit';
  dispose(): void;
}

export function createBackPress(): BackPress {
  const prompt = createStore(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    clearTimeout(timer);
    prompt.set(false);
  };
  return {
    prompt,
    press() {
      if (prompt.get()) {
        hide();
        return 'quit';
      }
      prompt.set(true);
      timer = setTimeout(hide, QUIT_WINDOW_MS);
      return 'stay';
    },
    dispose: hide,
  };
}
