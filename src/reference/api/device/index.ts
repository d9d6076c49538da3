/** makePhoneCall, clipboard, vibration, scanCode, preLogin (issue 7). */
import type { Runtime } from '../../runtime/runtime.ts';

export function deviceApis(_rt: Runtime) {
  return {};
}
