/**
 * The SDK's result handling: the bridge's `err_msg` becomes `errMsg` = `<api>:<status>` in the SDK's
 * vocabulary, and the status picks the callback.
 */
import { toSdkName } from './names.ts';
import type { SdkCallbacks, SdkResult } from './types.ts';

/** Callbacks of one call, plus the SDK's internal hook that reshapes the result before delivery. */
export interface CallOptions extends SdkCallbacks {
  _complete?(res: SdkResult): void;
  /** Calls the SDK makes for itself: never shown in debug mode. */
  isInnerInvoke?: boolean;
}

const PERMISSION_DENIED = ['access denied', 'no permission to execute'];

/** The status part of an `err_msg` (`name:status`), normalised as the SDK does. */
export function normaliseStatus(api: string, errMsg: string | undefined): string {
  if (!errMsg) return 'ok';
  let status = errMsg.substring(errMsg.indexOf(':') + 1);
  if (status === 'confirm') status = 'ok';
  if (status === 'failed') status = 'fail';
  if (status.startsWith('failed_')) status = status.substring('failed_'.length);
  if (status.startsWith('fail_')) status = status.substring('fail_'.length);
  status = status.replace(/_/g, ' ').toLowerCase();
  if (PERMISSION_DENIED.includes(status)) status = 'permission denied';
  if (api === 'config' && status === 'function not exist') status = 'ok';
  return status === '' ? 'fail' : status;
}

/** `<api>:<status>` for a raw bridge result of `bridgeName`. */
export function errMsgOf(bridgeName: string, raw: Record<string, any>): string {
  const api = toSdkName(bridgeName);
  return `${api}:${normaliseStatus(api, raw.err_msg)}`;
}

/** Delivers a bridge result: reshape, then success / cancel / fail by status, then complete. */
export function deliver(bridgeName: string, raw: Record<string, any> | undefined, options: CallOptions = {}, debug = false): void {
  const res: Record<string, any> = { ...raw };
  if (bridgeName === 'openEnterpriseChat' || bridgeName === 'openBusinessView') res.errCode = res.err_code;
  delete res.err_code;
  delete res.err_desc;
  delete res.err_detail;
  if (!res.errMsg) res.errMsg = errMsgOf(bridgeName, res);
  delete res.err_msg;
  options._complete?.(res as SdkResult);
  if (debug && !options.isInnerInvoke) globalThis.alert?.(JSON.stringify(res));
  const errMsg = String(res.errMsg ?? '');
  const status = errMsg.substring(errMsg.indexOf(':') + 1);
  const callback = status === 'ok' ? options.success : status === 'cancel' ? options.cancel : options.fail;
  callback?.(res as SdkResult);
  options.complete?.(res as SdkResult);
}

/** Outside the messaging app nothing can answer: the call fails at once, with the SDK's own shape. */
export function failOutside(api: string, options: CallOptions = {}): void {
  const res = { errMsg: `${api}:fail` } as SdkResult;
  options._complete?.(res);
  options.fail?.(res);
  options.complete?.(res);
}
