/** Whether the viewport is at least `minWidth` wide, kept current as the window resizes. */
import { useCallback, useSyncExternalStore } from 'react';

export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  // The same functions from render to render, so React keeps its one subscription across the shell's
  // renders (a new function each time resubscribed it on every navigation).
  const subscribe = useCallback((onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, useCallback(() => window.matchMedia(query).matches, [query]));
}
