import type { Clause } from './types.ts';

/** The SDK's result messages: `<api>:<status>`; the status picks the callback (ok → success, cancel → cancel, else fail). */
const errMsg = { ok: '{api}:ok', cancel: '{api}:cancel', fail: '{api}:fail' } as const;

const messaging = <N extends string, A extends readonly string[]>(name: N, what: string, apis: A) => ({
  id: `sdk.messaging.${name}` as `sdk.messaging.${N}`,
  section: 1 as const,
  area: 'sdk' as const,
  statement: `The messaging SDK MUST offer ${what} with success, fail and cancel callbacks, and fail cleanly outside the messaging app.`,
  values: { apis, errMsg },
  requires: ['messaging-sdk'] as const,
});

/** Messaging SDK, advertising component and token helper (seed sections 1, 6, 7, 9). */
export const sdk = [
  messaging('share', 'sharing to a chat and to a timeline', ['updateAppMessageShareData', 'updateTimelineShareData', 'onMenuShareAppMessage', 'onMenuShareTimeline'] as const),
  messaging('voice', 'voice record, play and upload', ['startRecord', 'stopRecord', 'playVoice', 'pauseVoice', 'stopVoice', 'uploadVoice', 'downloadVoice'] as const),
  messaging('image', 'image choose, preview and upload', ['chooseImage', 'previewImage', 'uploadImage', 'downloadImage'] as const),
  messaging('location', 'location get and open', ['getLocation', 'openLocation'] as const),
  messaging('card', 'cards', ['addCard', 'chooseCard', 'openCard'] as const),
  messaging('pay', 'payment', ['chooseWXPay'] as const),
  messaging('mini-program', 'the mini-program bridge (navigate, post message)', ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack', 'postMessage', 'getEnv'] as const),
  {
    id: 'sdk.messaging.usage-report',
    section: 7, area: 'sdk',
    statement: 'The messaging SDK MUST send its usage report as one image request to the third-party report host after config.',
    values: {
      url: 'https://open.weixin.qq.com/sdk/report',
      /** Query keys in order: version, pre-verify failed (0 ok / 1 not), system (1 iOS / 2 Android), client version, appId, network type, init ms, pre-verify ms, encoded page url. */
      params: ['v', 'o', 's', 'c', 'a', 'n', 'i', 'p', 'u'],
      version: 1,
      systemType: { ios: 1, android: 2 },
      /** Client versions below this (string comparison, as the SDK does) send no report. */
      minClientVersion: '6.0.2',
    },
    requires: ['messaging-sdk'],
  },
  {
    id: 'sdk.ad.request',
    section: 7, area: 'sdk',
    statement: 'The ad component MUST request its config with a GET to the advertising host carrying the host name and the ad-slot id.',
    values: {
      /** The advertising host; the seed names no path, and the framework's releases have asked more than one. */
      host: 'https://hac1.dcloud.net.cn', method: 'GET', hostParam: 'd', slotParam: 'a',
      /** A config without the requested slot: the error event's detail. */
      invalidAdpid: { '-5002': 'invalid adpid' },
      /** The slot asked for is adpid-widescreen, when given, for a component wider than this (widescreen-width's default). */
      widescreenWidth: 750,
    },
    requires: ['ad'],
  },
  {
    id: 'sdk.ad.config-cache',
    section: 9, area: 'sdk',
    statement: 'The ad config MUST be cached for 10 minutes: a mount inside the window makes no request, a mount after it makes one.',
    values: { cacheMs: 600000, storageKey: 'uni_app_ad_config' },
    requires: ['ad'],
  },
  {
    id: 'sdk.ad.request-timeout',
    section: 9, area: 'sdk',
    statement: 'The ad config request MUST time out after 8 s, and the component then emits error and renders nothing.',
    values: { timeoutMs: 8000 },
    requires: ['ad'],
  },
  {
    id: 'sdk.token.storage-key',
    section: 6, area: 'sdk',
    statement: 'The token helper MUST read the login token from local storage under uni_id_token.',
    values: { key: 'uni_id_token' },
    requires: ['token-helper'],
  },
  {
    id: 'sdk.token.role-permission',
    section: 6, area: 'sdk',
    statement: 'The token helper MUST decode the token payload and answer role and permission checks from its role and permission lists.',
    values: { fields: ['uid', 'role', 'permission', 'exp'] },
    requires: ['token-helper'],
  },
  {
    id: 'sdk.token.admin',
    section: 6, area: 'sdk',
    statement: 'The admin role MUST pass every permission check.',
    values: { role: 'admin' },
    requires: ['token-helper'],
  },
  {
    id: 'sdk.token.expiry',
    section: 6, area: 'sdk',
    statement: 'The token MUST count as valid exactly while exp (seconds) × 1000 lies after now.',
    values: { unitMs: 1000 },
    requires: ['token-helper'],
  },
  {
    id: 'sdk.token.signed-out',
    section: 6, area: 'sdk',
    statement: 'An absent, malformed or undecodable token MUST count as signed out (no uid, no roles, no permissions, expired) and never throw.',
    values: { signedOut: { uid: null, role: [], permission: [], tokenExpired: 0 } },
    requires: ['token-helper'],
  },
] as const satisfies readonly Clause[];
