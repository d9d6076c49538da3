import { createContext, useContext } from 'react';
import type { Uni } from '../api/index.ts';
import type { Runtime } from '../runtime/runtime.ts';

export interface ShellContextValue {
  rt: Runtime;
  uni: Uni;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('the page shell is rendered outside its app');
  return value;
}
