/**
 * The Android-style back press on the root page: the first press shows the quit prompt for the
 * framework's window; a second press while it shows quits the app.
 */
import { v } from '../../../spec/catalogue/index.ts';
import { createStore, type Store } from './store.ts';

const { windowMs } = v('nav.back-press.quit-prompt');

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
      timer = setTimeout(hide, windowMs);
      return 'stay';
    },
    dispose: hide,
  };
}
