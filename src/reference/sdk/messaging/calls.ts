/**
 * The SDK's calls, as data: for each, the bridge command, the arguments the bridge expects and how the
 * result is reshaped. Names follow the SDK (`chooseWXPay`), the bridge names come from `names.ts`.
 */
import type { Environment } from './environment.ts';
import { toBridgeName, toSdkName } from './names.ts';
import type { SdkResult } from './types.ts';

type Options = Record<string, any>;

export interface CallContext {
  /** The options passed to `config`. */
  config: Options;
  env: Environment;
}

export interface CallSpec {
  args(o: Options, ctx: CallContext): Record<string, unknown>;
  /** Reshapes the bridge's result before the callbacks see it. */
  reshape?(res: SdkResult, ctx: CallContext): void;
}

/** Calls answered by a menu tap: the tap triggers the share command `command` with `args`. */
export interface MenuShareSpec {
  command: string;
  args(o: Options): Record<string, unknown>;
  /** Taps after which the share goes out without the caller's callbacks. */
  quiet?(tap: Options): boolean;
}

const progressTips = (o: Options) => (o.isShowProgressTips == 0 ? 0 : 1);
const byLocalId = (o: Options) => ({ localId: o.localId });
const none = () => ({});
const parseJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

const payRequest = (o: Options) => ({
  timeStamp: `${o.timestamp}`,
  nonceStr: o.nonceStr,
  package: o.package,
  paySign: o.paySign,
  signType: o.signType || 'SHA1',
});

/** `pages/a?x=1` becomes `pages/a.html?x=1`, as mini-program paths are launched. */
function htmlPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path.length === 0) return undefined;
  const [base, query] = path.split('?');
  return query === undefined ? `${base}.html` : `${base}.html?${query}`;
}

const pageTitle = () => document.title;

export const toBridgeNames = (names: unknown) => (Array.isArray(names) ? names.map((n) => toBridgeName(String(n))) : names);

export const calls: Record<string, CallSpec> = {
  checkJsApi: {
    args: (o) => ({ jsApiList: toBridgeNames(o.jsApiList) }),
    reshape: (res, { env }) => {
      if (env.android && res.checkResult) res.checkResult = parseJson(res.checkResult);
      const checked = res.checkResult as Options | undefined;
      for (const name of Object.keys(checked ?? {})) {
        const sdkName = toSdkName(name);
        if (sdkName === name) continue;
        checked![sdkName] = checked![name];
        delete checked![name];
      }
    },
  },
  updateTimelineShareData: { args: (o) => ({ title: o.title, link: o.link, imgUrl: o.imgUrl }) },
  updateAppMessageShareData: { args: (o) => ({ title: o.title, desc: o.desc, link: o.link, imgUrl: o.imgUrl }) },
  startRecord: { args: none },
  stopRecord: { args: none },
  playVoice: { args: byLocalId },
  pauseVoice: { args: byLocalId },
  stopVoice: { args: byLocalId },
  uploadVoice: { args: (o) => ({ localId: o.localId, isShowProgressTips: progressTips(o) }) },
  downloadVoice: { args: (o) => ({ serverId: o.serverId, isShowProgressTips: progressTips(o) }) },
  translateVoice: { args: (o) => ({ localId: o.localId, isShowProgressTips: progressTips(o) }) },
  chooseImage: {
    args: (o) => ({
      scene: '1|2',
      count: o.count || 9,
      sizeType: o.sizeType || ['original', 'compressed'],
      sourceType: o.sourceType || ['album', 'camera'],
    }),
    reshape: (res, { env }) => {
      if (!env.android || !res.localIds) return;
      try {
        res.localIds = parseJson(res.localIds);
      } catch {
        // The SDK keeps the raw value when Android sends something that is not JSON.
      }
    },
  },
  previewImage: { args: (o) => ({ current: o.current, urls: o.urls }) },
  uploadImage: { args: (o) => ({ localId: o.localId, isShowProgressTips: progressTips(o) }) },
  downloadImage: { args: (o) => ({ serverId: o.serverId, isShowProgressTips: progressTips(o) }) },
  getLocalImgData: { args: byLocalId },
  getNetworkType: {
    args: none,
    reshape: (res) => {
      const raw = res.errMsg;
      res.errMsg = 'getNetworkType:ok';
      const subtype = res.subtype;
      delete res.subtype;
      if (subtype) {
        res.networkType = subtype;
        return;
      }
      const type = raw.substring(raw.indexOf(':') + 1);
      if (['wifi', 'edge', 'wwan'].includes(type)) res.networkType = type;
      else res.errMsg = 'getNetworkType:fail';
    },
  },
  getLocation: {
    args: (o) => ({ type: o.type || 'wgs84' }),
    reshape: (res) => {
      delete res.type;
    },
  },
  openLocation: {
    args: (o) => ({
      latitude: o.latitude,
      longitude: o.longitude,
      name: o.name || '',
      address: o.address || '',
      scale: o.scale || 28,
      infoUrl: o.infoUrl || '',
    }),
  },
  hideOptionMenu: { args: none },
  showOptionMenu: { args: none },
  closeWindow: { args: none },
  hideMenuItems: { args: (o) => ({ menuList: o.menuList }) },
  showMenuItems: { args: (o) => ({ menuList: o.menuList }) },
  hideAllNonBaseMenuItem: { args: none },
  showAllNonBaseMenuItem: { args: none },
  scanQRCode: {
    args: (o) => ({ needResult: o.needResult || 0, scanType: o.scanType || ['qrCode', 'barCode'] }),
    reshape: (res, { env }) => {
      if (env.systemType !== 1 || !res.resultStr) return;
      const parsed = parseJson(res.resultStr);
      res.resultStr = parsed?.scan_code?.scan_result;
    },
  },
  openAddress: {
    args: none,
    reshape: (res) => {
      const renames: Record<string, string> = {
        addressPostalCode: 'postalCode',
        proviceFirstStageName: 'provinceName',
        addressCitySecondStageName: 'cityName',
        addressCountiesThirdStageName: 'countryName',
        addressDetailInfo: 'detailInfo',
      };
      for (const [from, to] of Object.entries(renames)) {
        res[to] = res[from];
        delete res[from];
      }
    },
  },
  openProductSpecificView: { args: (o) => ({ pid: o.productId, view_type: o.viewType || 0, ext_info: o.extInfo }) },
  addCard: {
    args: (o) => ({ card_list: (o.cardList ?? []).map((c: Options) => ({ card_id: c.cardId, card_ext: c.cardExt })) }),
    reshape: (res) => {
      if (!res.card_list) return;
      res.cardList = (parseJson(res.card_list) as Options[]).map((c) => ({ cardId: c.card_id, cardExt: c.card_ext, isSuccess: !!c.is_succ }));
      delete res.card_list;
    },
  },
  chooseCard: {
    args: (o, { config }) => ({
      app_id: config.appId,
      location_id: o.shopId || '',
      sign_type: o.signType || 'SHA1',
      card_id: o.cardId || '',
      card_type: o.cardType || '',
      card_sign: o.cardSign,
      time_stamp: `${o.timestamp}`,
      nonce_str: o.nonceStr,
    }),
    reshape: (res) => {
      res.cardList = res.choose_card_info;
      delete res.choose_card_info;
    },
  },
  openCard: { args: (o) => ({ card_list: (o.cardList ?? []).map((c: Options) => ({ card_id: c.cardId, code: c.code })) }) },
  consumeAndShareCard: { args: (o) => ({ consumedCardId: o.cardId, consumedCode: o.code }) },
  chooseWXPay: { args: payRequest },
  openEnterpriseRedPacket: { args: payRequest },
  startSearchBeacons: { args: (o) => ({ ticket: o.ticket }) },
  stopSearchBeacons: { args: none },
  openEnterpriseChat: { args: (o) => ({ useridlist: o.userIds, chatname: o.groupName }) },
  launchMiniProgram: { args: (o) => ({ targetAppId: o.targetAppId, path: htmlPath(o.path), envVersion: o.envVersion }) },
  openBusinessView: {
    args: (o) => ({ businessType: o.businessType, queryString: o.queryString || '', envVersion: o.envVersion }),
    reshape: (res, { env }) => {
      if (!env.android || !res.extraData) return;
      try {
        res.extraData = parseJson(res.extraData);
      } catch {
        res.extraData = {};
      }
    },
  },
};

export const menuShares: Record<string, MenuShareSpec> = {
  onMenuShareTimeline: {
    command: 'shareTimeline',
    args: (o) => ({
      title: o.title || pageTitle(),
      desc: o.title || pageTitle(),
      img_url: o.imgUrl || '',
      link: o.link || location.href,
      type: o.type || 'link',
      data_url: o.dataUrl || '',
    }),
  },
  onMenuShareAppMessage: {
    command: 'sendAppMessage',
    args: (o) => ({
      title: o.title || pageTitle(),
      desc: o.desc || '',
      link: o.link || location.href,
      img_url: o.imgUrl || '',
      type: o.type || 'link',
      data_url: o.dataUrl || '',
    }),
    quiet: (tap) => tap.scene === 'favorite',
  },
  onMenuShareQQ: { command: 'shareQQ', args: (o) => ({ title: o.title || pageTitle(), desc: o.desc || '', img_url: o.imgUrl || '', link: o.link || location.href }) },
  onMenuShareWeibo: { command: 'shareWeiboApp', args: (o) => ({ title: o.title || pageTitle(), desc: o.desc || '', img_url: o.imgUrl || '', link: o.link || location.href }) },
  onMenuShareQZone: { command: 'shareQZone', args: (o) => ({ title: o.title || pageTitle(), desc: o.desc || '', img_url: o.imgUrl || '', link: o.link || location.href }) },
};

/** Events the app pushes (record ended, playback ended, beacons): the callbacks run on each. */
export const events = ['onVoiceRecordEnd', 'onVoicePlayEnd', 'onSearchBeacons'] as const;

/** Mini-program navigation through `invokeMiniProgramAPI`, by name, with the argument each sends. */
export const miniProgramCalls: Record<string, (o: Options) => unknown> = {
  navigateTo: (o) => ({ url: o.url }),
  redirectTo: (o) => ({ url: o.url }),
  switchTab: (o) => ({ url: o.url }),
  reLaunch: (o) => ({ url: o.url }),
  navigateBack: (o) => ({ delta: o.delta || 1 }),
  postMessage: (o) => o.data || {},
};
