/** chooseLocation, openLocation, getLocation (issue 5). */
import type { Runtime } from '../../runtime/runtime.ts';

export function locationApis(_rt: Runtime) {
  return {};
}
