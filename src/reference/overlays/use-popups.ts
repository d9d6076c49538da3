/** Reads this app's popup state in an overlay component. */
import { useSyncExternalStore } from 'react';
import { useShell } from '../shell/context.ts';
import { popups, type Popups } from './popups.ts';

export function usePopups(): Popups {
  const { rt } = useShell();
  const store = popups(rt);
  return useSyncExternalStore(store.subscribe, store.get);
}
