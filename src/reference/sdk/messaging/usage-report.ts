/**
 * The SDK's usage report: after config, one image request to the report host carrying the client's
 * figures. The SDK skips it on desktop clients, in the debugger, in debug mode, on clients older than
 * the minimum version and on systems other than iOS and Android.
 */
import { v } from '../../../../spec/catalogue/index.ts';
import type { Environment } from './environment.ts';

const report = v('sdk.messaging.usage-report');

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
  return env.desktop || env.debugger || !!config.debug || env.clientVersion < report.minClientVersion || env.systemType < 0;
}

export function reportUrl(env: Environment, f: ReportFigures): string {
  const values = [report.version, f.isPreVerifyOk, env.systemType, env.clientVersion, f.appId, f.networkType, f.initTime, f.preVerifyTime, encodeURIComponent(location.href)];
  // Values go in unencoded except the page url, as the SDK builds the string.
  return `${report.url}?${report.params.map((key, i) => `${key}=${values[i]}`).join('&')}`;
}

export function sendReport(url: string): void {
  new Image().src = url;
}
