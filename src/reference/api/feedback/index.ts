/** showModal, showToast, showLoading, showActionSheet, previewImage (issue 7). */
import type { Runtime } from '../../runtime/runtime.ts';

export function feedbackApis(_rt: Runtime) {
  return {};
}
