/** React's side of the dialog strings, loaded on demand (./index.ts): the shell's few strings wait for them. */
import { useOnDemand } from '../on-demand/component.tsx';
import { messagesModule, t } from './index.ts';

const MESSAGES = [messagesModule];
const NONE: typeof MESSAGES = [];

/** The strings' `t` once they are in, loading them while `needed`; undefined until then. */
export function useMessages(needed = true): typeof t | undefined {
  const ready = useOnDemand(needed ? MESSAGES : NONE);
  return needed && ready ? t : undefined;
}
