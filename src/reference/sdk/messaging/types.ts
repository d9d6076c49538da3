/**
 * The messaging-app SDK object (`wx` / `jWeixin`) as pages call it, talking to the app's
 * `window.WeixinJSBridge`.
 */

/** What the SDK hands to every callback: `errMsg` is `<api>:<status>`, other fields come from the bridge. */
export type SdkResult = Record<string, any> & { errMsg: string };

export interface SdkCallbacks {
  success?(res: SdkResult): void;
  fail?(res: SdkResult): void;
  cancel?(res: SdkResult): void;
  complete?(res: SdkResult): void;
}

export type SdkCall = (options?: Record<string, any> & SdkCallbacks) => void;

export interface SdkConfig {
  debug?: boolean;
  appId: string;
  timestamp: number | string;
  nonceStr: string;
  signature: string;
  jsApiList: string[];
  openTagList?: string[];
  /** `false` skips the pre-verification (and with it the usage report). */
  check?: boolean;
}

export interface MessagingSdk {
  config(config: SdkConfig): void;
  /** Runs `fn` once config completes (at once if it has). */
  ready(fn: () => void): void;
  /** Receives the result of a failed config. */
  error(fn: (res: SdkResult) => void): void;
  checkJsApi: SdkCall;
  miniProgram: {
    navigateTo: SdkCall;
    redirectTo: SdkCall;
    switchTab: SdkCall;
    reLaunch: SdkCall;
    navigateBack: SdkCall;
    postMessage: SdkCall;
    getEnv(callback: (env: { miniprogram: boolean }) => void): void;
  };
  /** Share, voice, image, location, card, pay and the other calls, by their SDK names. */
  [api: string]: any;
}
