/** uni-level entry points of the messaging SDK, ads and token helper, where the framework has them (issue 8). */
import type { Runtime } from '../../runtime/runtime.ts';

export function sdkApis(_rt: Runtime) {
  return {};
}
