/**
 * The SDK's usage report: after config, one image request to the report host carrying the client's
 * figures. The SDK skips it on desktop clients, in the debugger, in debug mode, on clients older than
 * the minimum version and on systems other than iOS and Android.
 */
import type { Environment } from './environment.ts';

const REPORT_URL = 'https://open.weixin.qq.com/sdk/report';
/** Query keys in order: version, pre-verify failed, system, client version, appId, network type, init ms, pre-verify ms, page url. */
const REPORT_PARAMS = ['v', 'o', 's', 'c', 'a', 'n', 'i', 'p', 'u'];
const REPORT_VERSION = 1;
/** Clients older than this (compared as strings) send no report. */
export const MIN_CLIENT_VERSION = '6.0.2';

export interface ReportFigures {
  appId: string;
  /** 0 when pre-verification succeeded, 1 otherwise. */
  isPreVerifyOk: 0 | 1;
  networkType: string;
  initTime: number;
  preVerifyTime: number;
}

export function reportSkipped(env: Environment, config: { debug?: boolean }): boolean {
  // String comparison of versions is what the SDK does.
  return env.desktop || env.debugger || !!config.debug || env.clientVersion < MIN_CLIENT_VERSION || env.systemType < 0;
}

export function reportUrl(env: Environment, f: ReportFigures): string {
  const values = [REPORT_VERSION, f.isPreVerifyOk, env.systemType, env.clientVersion, f.appId, f.networkType, f.initTime, f.preVerifyTime, encodeURIComponent(location.href)];
  // Values go in unencoded except the page url, as the SDK builds the string.
  return `${REPORT_URL}?${REPORT_PARAMS.map((key, i) => `${key}=${values[i]}`).join('&')}`;
}

export function sendReport(url: string): void {
  new Image().src = url;
}
