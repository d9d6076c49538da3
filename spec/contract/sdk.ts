/**
 * Contract for the optional `messaging-sdk` and `token-helper` capabilities. Owned by the SDK issue;
 * extend it there.
 */

/** The uni-id token helper: every answer is computed afresh from the token in local storage. */
export interface TokenHelper {
  /**
   * The decoded payload with `exp` (seconds) turned into `tokenExpired` (ms); the signed-out value otherwise.
   * Optional: the seed names the role, permission and expiry checks, not a way to read the payload (uni-app's
   * Vue 2 keeps it private); the tests of it skip where it is absent.
   */
  getCurrentUserInfo?(): { uid: string | null; role: string[]; permission: string[]; tokenExpired: number; [field: string]: unknown };
  hasRole(role: string): boolean;
  hasPermission(permission: string): boolean;
  tokenValid(): boolean;
}

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

/**
 * The messaging-app SDK object (`wx` / `jWeixin`), talking to the app's `window.WeixinJSBridge`
 * (`invoke(name, args, callback)`, `on(event, callback)`; ready when `WeixinJSBridgeReady` fires on document).
 */
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
