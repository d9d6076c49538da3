/** setStorage and friends, with their Sync forms (issue 7). */
import type { Runtime } from '../../runtime/runtime.ts';

export function storageApis(_rt: Runtime) {
  return {};
}
