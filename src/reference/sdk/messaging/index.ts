/**
 * The messaging-app SDK object (`wx`), shaped as the WeChat JS-SDK 1.6 exposes it: `config` with its
 * `ready` / `error` lifecycle, then calls that go to the app's `WeixinJSBridge` and come back through
 * success / fail / cancel / complete. Outside the app no bridge will ever answer, so every call fails
 * at once instead of waiting forever.
 */
import { connectBridge, type JsBridge } from './bridge.ts';
import { calls, events, menuShares, miniProgramCalls, toBridgeNames, type CallContext } from './calls.ts';
import { readEnvironment } from './environment.ts';
import { toBridgeName } from './names.ts';
import { deliver, failOutside, type CallOptions } from './result.ts';
import type { MessagingSdk, SdkConfig, SdkResult } from './types.ts';
import { MIN_CLIENT_VERSION, reportSkipped, reportUrl, sendReport } from './usage-report.ts';

type Options = Record<string, any>;

export interface MessagingSdkHandle {
  sdk: MessagingSdk;
  /** Stops waiting for the bridge (the app is going away). */
  dispose(): void;
}

/** The caller's callbacks, plus an internal reshaping hook. */
function callbacksOf(o: Options, reshape?: CallOptions['_complete']): CallOptions {
  return { success: o.success, fail: o.fail, cancel: o.cancel, complete: o.complete, isInnerInvoke: o.isInnerInvoke, _complete: reshape };
}

export function createMessagingSdk(): MessagingSdkHandle {
  const initStart = Date.now();
  const bridge = connectBridge(() => readEnvironment().inApp);
  let config: Options = {};
  /** pending until config completes; `unavailable` outside the app, where it never will. */
  let phase: 'pending' | 'done' | 'failed' | 'unavailable' = 'pending';
  let configResult: SdkResult = { errMsg: '' };
  let onConfigFail: ((res: SdkResult) => void) | undefined;
  let afterConfig: (() => void)[] = [];
  const timing = { initEnd: 0, preVerifyStart: 0, preVerifyEnd: 0 };
  let isPreVerifyOk: 0 | 1 = 1;
  let reported = false;

  const debug = () => !!config.debug;

  /** Every bridge call carries the config's signature. */
  const signed = (args: Options) => ({
    ...args,
    appId: config.appId,
    verifyAppId: config.appId,
    verifySignType: 'sha1',
    verifyTimestamp: `${config.timestamp}`,
    verifyNonceStr: config.nonceStr,
    verifySignature: config.signature,
  });

  /** Runs `run` with the bridge, or fails the call when there will be none. */
  function withBridge(api: string, options: CallOptions, run: (b: JsBridge) => void): void {
    const waiting = bridge.whenReady((b) => {
      timing.initEnd ||= Date.now();
      run(b);
    });
    if (!waiting) failOutside(api, options);
  }

  function invoke(api: string, command: string, args: Options, options: CallOptions): void {
    withBridge(api, options, (b) => b.invoke(command, signed(args), (raw) => deliver(command, raw, options, debug())));
  }

  const runAfterConfig = () => {
    const queued = afterConfig;
    afterConfig = [];
    for (const fn of queued) fn();
  };

  function report(): void {
    const env = readEnvironment();
    if (reported || reportSkipped(env, config)) return;
    reported = true;
    const figures = {
      appId: String(config.appId ?? ''),
      isPreVerifyOk,
      initTime: timing.initEnd - initStart,
      preVerifyTime: timing.preVerifyEnd - timing.preVerifyStart,
    };
    sdk.getNetworkType({
      isInnerInvoke: true,
      success: (res: SdkResult) => sendReport(reportUrl(env, { ...figures, networkType: res.networkType })),
    });
  }

  function call(api: string) {
    const spec = calls[api]!;
    return (o: Options = {}) => {
      const options = o ?? {};
      const ctx: CallContext = { config, env: readEnvironment() };
      let args: Record<string, unknown>;
      try {
        args = spec.args(options, ctx);
      } catch {
        // Options the bridge cannot be given (a card list that is not a list): a clean failure.
        failOutside(api, callbacksOf(options));
        return;
      }
      const reshape = spec.reshape && ((res: SdkResult) => spec.reshape!(res, ctx));
      invoke(api, toBridgeName(api), args, callbacksOf(options, reshape));
    };
  }

  function menuShare(api: string) {
    const spec = menuShares[api]!;
    return (o: Options = {}) => {
      const options = o ?? {};
      const event = toBridgeName(api);
      withBridge(api, callbacksOf(options), (b) =>
        b.on(event, (tap) => {
          options.trigger?.(tap);
          const share = () => invoke(api, spec.command, spec.args(options), spec.quiet?.(tap) ? {} : callbacksOf(options));
          deliver(event, tap, { complete: share }, debug());
        }),
      );
    };
  }

  function appEvent(api: string) {
    return (o: Options = {}) => {
      const options = callbacksOf(o ?? {});
      const event = toBridgeName(api);
      withBridge(api, options, (b) => b.on(event, (res) => deliver(event, res, options, debug())));
    };
  }

  function miniProgramCall(name: string, arg: (o: Options) => unknown) {
    return (o: Options = {}) => {
      const options = o ?? {};
      invoke(name, 'invokeMiniProgramAPI', { name, arg: arg(options) }, callbacksOf(options));
    };
  }

  const sdk: MessagingSdk = {
    config(c: SdkConfig) {
      config = { ...c };
      const waiting = bridge.whenReady((b) => {
        timing.initEnd ||= Date.now();
        if (config.check === false) {
          phase = 'done';
          runAfterConfig();
          return;
        }
        afterConfig.push(report);
        timing.preVerifyStart = Date.now();
        const command = toBridgeName('config');
        const args = signed({ verifyJsApiList: toBridgeNames(config.jsApiList), verifyOpenTagList: toBridgeNames(config.openTagList) });
        b.invoke(command, args, (raw) =>
          deliver(command, raw, {
            _complete: (res) => {
              timing.preVerifyEnd = Date.now();
              phase = 'done';
              configResult = res;
            },
            success: () => {
              isPreVerifyOk = 0;
            },
            fail: (res) => {
              if (onConfigFail) onConfigFail(res);
              else phase = 'failed';
            },
            complete: runAfterConfig,
          }, debug()),
        );
      });
      if (!waiting) {
        phase = 'unavailable';
        afterConfig = [];
        configResult = { errMsg: 'config:fail' };
        failOutside('config', { fail: onConfigFail });
      }
    },
    ready(fn) {
      if (phase === 'pending') afterConfig.push(fn);
      else if (phase !== 'unavailable') fn();
    },
    error(fn) {
      const env = readEnvironment();
      // Clients older than the report's minimum version never report config errors, as in the SDK.
      if (env.inApp && env.clientVersion < MIN_CLIENT_VERSION) return;
      if (phase === 'failed' || phase === 'unavailable') fn(configResult);
      else onConfigFail = fn;
    },
    checkJsApi: call('checkJsApi'),
    miniProgram: {
      ...(Object.fromEntries(Object.entries(miniProgramCalls).map(([name, arg]) => [name, miniProgramCall(name, arg)])) as Omit<MessagingSdk['miniProgram'], 'getEnv'>),
      getEnv(callback) {
        const env = () => ({ miniprogram: (window as { __wxjs_environment?: string }).__wxjs_environment === 'miniprogram' });
        if (!bridge.whenReady(() => callback(env()))) callback({ miniprogram: false });
      },
    },
  };
  for (const api of Object.keys(calls)) if (api !== 'checkJsApi') sdk[api] = call(api);
  for (const api of Object.keys(menuShares)) sdk[api] = menuShare(api);
  for (const api of events) sdk[api] = appEvent(api);

  return { sdk, dispose: () => bridge.dispose() };
}
