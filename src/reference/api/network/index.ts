/** request, downloadFile, uploadFile (issue 4). */
import type { Runtime } from '../../runtime/runtime.ts';

export function networkApis(_rt: Runtime) {
  return {};
}
