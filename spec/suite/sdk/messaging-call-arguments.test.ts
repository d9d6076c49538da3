import { describe, expect, it } from 'vitest';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, PLATFORMS, sdkCall, settle, useMessagingApp, USER_AGENTS } from '../../fixtures/sdk.ts';

type Raw = Record<string, any>;

const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: [], check: false };

/** One row per call: the options given, the bridge command and the arguments the genuine JS-SDK sends. */
const ROWS: [clause: string, api: string, options: Raw, command: string, args: Raw][] = [
  ['sdk.messaging.share', 'updateAppMessageShareData', { title: 't', desc: 'd', link: 'https://e.com/p', imgUrl: 'https://e.com/i.png' }, 'updateAppMessageShareData', { title: 't', desc: 'd', link: 'https://e.com/p', imgUrl: 'https://e.com/i.png' }],
  ['sdk.messaging.share', 'updateTimelineShareData', { title: 't', link: 'https://e.com/p', imgUrl: 'https://e.com/i.png' }, 'updateTimelineShareData', { title: 't', link: 'https://e.com/p', imgUrl: 'https://e.com/i.png' }],
  ['sdk.messaging.voice', 'startRecord', {}, 'startRecord', {}],
  ['sdk.messaging.voice', 'stopRecord', {}, 'stopRecord', {}],
  ['sdk.messaging.voice', 'playVoice', { localId: 'v1' }, 'playVoice', { localId: 'v1' }],
  ['sdk.messaging.voice', 'pauseVoice', { localId: 'v1' }, 'pauseVoice', { localId: 'v1' }],
  ['sdk.messaging.voice', 'stopVoice', { localId: 'v1' }, 'stopVoice', { localId: 'v1' }],
  ['sdk.messaging.voice', 'uploadVoice', { localId: 'v1' }, 'uploadVoice', { localId: 'v1', isShowProgressTips: 1 }],
  ['sdk.messaging.voice', 'uploadVoice', { localId: 'v1', isShowProgressTips: 0 }, 'uploadVoice', { localId: 'v1', isShowProgressTips: 0 }],
  ['sdk.messaging.voice', 'downloadVoice', { serverId: 's1' }, 'downloadVoice', { serverId: 's1', isShowProgressTips: 1 }],
  ['sdk.messaging.voice', 'downloadVoice', { serverId: 's1', isShowProgressTips: 0 }, 'downloadVoice', { serverId: 's1', isShowProgressTips: 0 }],
  ['sdk.messaging.voice', 'translateVoice', { localId: 'v1' }, 'translateVoice', { localId: 'v1', isShowProgressTips: 1 }],
  ['sdk.messaging.voice', 'translateVoice', { localId: 'v1', isShowProgressTips: 0 }, 'translateVoice', { localId: 'v1', isShowProgressTips: 0 }],
  ['sdk.messaging.image', 'chooseImage', {}, 'chooseImage', { scene: '1|2', count: 9, sizeType: ['original', 'compressed'], sourceType: ['album', 'camera'] }],
  ['sdk.messaging.image', 'chooseImage', { count: 3, sizeType: ['compressed'], sourceType: ['camera'] }, 'chooseImage', { scene: '1|2', count: 3, sizeType: ['compressed'], sourceType: ['camera'] }],
  ['sdk.messaging.image', 'previewImage', { current: 'a', urls: ['a', 'b'] }, 'imagePreview', { current: 'a', urls: ['a', 'b'] }],
  ['sdk.messaging.image', 'uploadImage', { localId: 'i1' }, 'uploadImage', { localId: 'i1', isShowProgressTips: 1 }],
  ['sdk.messaging.image', 'uploadImage', { localId: 'i1', isShowProgressTips: 0 }, 'uploadImage', { localId: 'i1', isShowProgressTips: 0 }],
  ['sdk.messaging.image', 'downloadImage', { serverId: 's2' }, 'downloadImage', { serverId: 's2', isShowProgressTips: 1 }],
  ['sdk.messaging.image', 'downloadImage', { serverId: 's2', isShowProgressTips: 0 }, 'downloadImage', { serverId: 's2', isShowProgressTips: 0 }],
  ['sdk.messaging.image', 'getLocalImgData', { localId: 'i1' }, 'getLocalImgData', { localId: 'i1' }],
  ['sdk.messaging.location', 'getLocation', {}, 'geoLocation', { type: 'wgs84' }],
  ['sdk.messaging.location', 'getLocation', { type: 'gcj02' }, 'geoLocation', { type: 'gcj02' }],
  ['sdk.messaging.location', 'openLocation', { latitude: 1, longitude: 2 }, 'openLocation', { latitude: 1, longitude: 2, name: '', address: '', scale: 28, infoUrl: '' }],
  ['sdk.messaging.location', 'openLocation', { latitude: 1, longitude: 2, name: 'n', address: 'a', scale: 5, infoUrl: 'u' }, 'openLocation', { latitude: 1, longitude: 2, name: 'n', address: 'a', scale: 5, infoUrl: 'u' }],
  ['sdk.messaging.card', 'addCard', { cardList: [{ cardId: 'c1', cardExt: 'e1' }] }, 'batchAddCard', { card_list: [{ card_id: 'c1', card_ext: 'e1' }] }],
  ['sdk.messaging.card', 'addCard', {}, 'batchAddCard', { card_list: [] }],
  ['sdk.messaging.card', 'chooseCard', { cardSign: 'cs', timestamp: 5, nonceStr: 'n' }, 'chooseCard', { app_id: CONFIG.appId, location_id: '', sign_type: 'SHA1', card_id: '', card_type: '', card_sign: 'cs', time_stamp: '5', nonce_str: 'n' }],
  ['sdk.messaging.card', 'chooseCard', { shopId: 'sh', signType: 'RSA', cardId: 'c', cardType: 'GROUPON', cardSign: 'cs', timestamp: 5, nonceStr: 'n' }, 'chooseCard', { app_id: CONFIG.appId, location_id: 'sh', sign_type: 'RSA', card_id: 'c', card_type: 'GROUPON', card_sign: 'cs', time_stamp: '5', nonce_str: 'n' }],
  ['sdk.messaging.card', 'openCard', { cardList: [{ cardId: 'c1', code: 'k1' }] }, 'batchViewCard', { card_list: [{ card_id: 'c1', code: 'k1' }] }],
  ['sdk.messaging.card', 'openCard', {}, 'batchViewCard', { card_list: [] }],
  // The genuine SDK's card group also holds consumeAndShareCard (research facts 7.8, Card).
  ['sdk.messaging.card', 'consumeAndShareCard', { cardId: 'c1', code: 'k1' }, 'consumedShareCard', { consumedCardId: 'c1', consumedCode: 'k1' }],
  ['sdk.messaging.pay', 'chooseWXPay', { timestamp: 7, nonceStr: 'n', package: 'p', paySign: 's' }, 'getBrandWCPayRequest', { timeStamp: '7', nonceStr: 'n', package: 'p', paySign: 's', signType: 'SHA1' }],
  ['sdk.messaging.mini-program', 'launchMiniProgram', { targetAppId: 'wxa', path: 'pages/a?x=1', envVersion: 'trial' }, 'launchMiniProgram', { targetAppId: 'wxa', path: 'pages/a.html?x=1', envVersion: 'trial' }],
  ['sdk.messaging.mini-program', 'launchMiniProgram', { targetAppId: 'wxa', path: 'pages/a' }, 'launchMiniProgram', { targetAppId: 'wxa', path: 'pages/a.html' }],
  ['sdk.messaging.mini-program', 'launchMiniProgram', { targetAppId: 'wxa', path: '' }, 'launchMiniProgram', { targetAppId: 'wxa', path: undefined }],
  ['sdk.messaging.mini-program', 'launchMiniProgram', { targetAppId: 'wxa' }, 'launchMiniProgram', { targetAppId: 'wxa', path: undefined }],
];

/** Menu shares: options, the share command the tap triggers and its arguments (page title and url as fallbacks). */
const MENU: [api: string, event: string, options: Raw, command: string, args: (title: string, url: string) => Raw][] = [
  ['onMenuShareTimeline', 'menu:share:timeline', {}, 'shareTimeline', (t, u) => ({ title: t, desc: t, img_url: '', link: u, type: 'link', data_url: '' })],
  ['onMenuShareTimeline', 'menu:share:timeline', { title: 'T', imgUrl: 'i', link: 'l', type: 'music', dataUrl: 'd' }, 'shareTimeline', () => ({ title: 'T', desc: 'T', img_url: 'i', link: 'l', type: 'music', data_url: 'd' })],
  ['onMenuShareAppMessage', 'menu:share:appmessage', {}, 'sendAppMessage', (t, u) => ({ title: t, desc: '', link: u, img_url: '', type: 'link', data_url: '' })],
  ['onMenuShareAppMessage', 'menu:share:appmessage', { title: 'T', desc: 'D', imgUrl: 'i', link: 'l', type: 'video', dataUrl: 'd' }, 'sendAppMessage', () => ({ title: 'T', desc: 'D', link: 'l', img_url: 'i', type: 'video', data_url: 'd' })],
  ['onMenuShareQQ', 'menu:share:qq', {}, 'shareQQ', (t, u) => ({ title: t, desc: '', img_url: '', link: u })],
  ['onMenuShareQQ', 'menu:share:qq', { title: 'T', desc: 'D', imgUrl: 'i', link: 'l' }, 'shareQQ', () => ({ title: 'T', desc: 'D', img_url: 'i', link: 'l' })],
  ['onMenuShareWeibo', 'menu:share:weiboApp', {}, 'shareWeiboApp', (t, u) => ({ title: t, desc: '', img_url: '', link: u })],
  ['onMenuShareWeibo', 'menu:share:weiboApp', { title: 'T', desc: 'D', imgUrl: 'i', link: 'l' }, 'shareWeiboApp', () => ({ title: 'T', desc: 'D', img_url: 'i', link: 'l' })],
  ['onMenuShareQZone', 'menu:share:QZone', {}, 'shareQZone', (t, u) => ({ title: t, desc: '', img_url: '', link: u })],
  ['onMenuShareQZone', 'menu:share:QZone', { title: 'T', desc: 'D', imgUrl: 'i', link: 'l' }, 'shareQZone', () => ({ title: 'T', desc: 'D', img_url: 'i', link: 'l' })],
];

describe.skipIf(!has('messaging-sdk'))('messaging SDK call arguments', () => {
  const app = useApp();
  const inApp = useMessagingApp();
  const sdk = () => app().messagingSdk!;
  const android = (answer: (name: string) => Raw) => inApp({ userAgent: USER_AGENTS.android, platform: PLATFORMS.android, bridge: fakeBridge(answer) });

  /** Each call of `clause` sends its bridge command with the JS-SDK's arguments, defaults filled in. */
  function callArguments(clause: string) {
    it.each(ROWS.filter((row) => row[0] === clause).map((row) => row.slice(1) as [string, Raw, string, Raw]))('%s with %j sends its bridge command with the arguments the JS-SDK sends', async (api, options, command, args) => {
      const bridge = inApp();
      sdk().config(CONFIG);
      await sdkCall(sdk()[api], options);
      const last = bridge.invoked.at(-1)!;
      expect(last.name).toBe(command);
      expect(last.args).toMatchObject(args);
      expect(Object.keys(last.args)).toEqual(expect.arrayContaining(Object.keys(args)));
    });
  }

  describe('share arguments [sdk.messaging.share]', () => callArguments('sdk.messaging.share'));
  describe('voice arguments [sdk.messaging.voice]', () => callArguments('sdk.messaging.voice'));
  describe('image arguments [sdk.messaging.image]', () => callArguments('sdk.messaging.image'));
  describe('location arguments [sdk.messaging.location]', () => callArguments('sdk.messaging.location'));
  describe('card arguments [sdk.messaging.card]', () => callArguments('sdk.messaging.card'));
  describe('pay arguments [sdk.messaging.pay]', () => callArguments('sdk.messaging.pay'));
  describe('mini-program launch arguments [sdk.messaging.mini-program]', () => callArguments('sdk.messaging.mini-program'));

  it.each(MENU)('the menu share %s on %s with %j sends on a tap the share command, the page title and url as fallbacks [sdk.messaging.share]', async (api, event, options, command, args) => {
    const bridge = inApp();
    document.title = 'Page title';
    await settle();
    const outcome = sdkCall(sdk()[api], options);
    bridge.fire(event, { err_msg: `${event}:ok` });
    await outcome;
    const last = bridge.invoked.at(-1)!;
    expect(last.name).toBe(command);
    expect(last.args).toMatchObject(args('Page title', location.href));
  });

  it('a share to favourites goes out but runs none of the caller\'s callbacks, other scenes run them [sdk.messaging.share]', async () => {
    const bridge = inApp();
    let runs = 0;
    sdk().onMenuShareAppMessage({ complete: () => runs++ });
    bridge.fire('menu:share:appmessage', { err_msg: 'menu:share:appmessage:ok', scene: 'favorite' });
    await settle();
    expect(bridge.invoked.map((c) => c.name)).toEqual(['sendAppMessage']);
    expect(runs).toBe(0);
    bridge.fire('menu:share:appmessage', { err_msg: 'menu:share:appmessage:ok', scene: 'friend' });
    await settle();
    expect(runs).toBe(1);
  });

  it('image choose on Android reads the JSON ids and keeps a value that is not JSON [sdk.messaging.image]', async () => {
    android(() => ({ err_msg: 'chooseImage:ok', localIds: '["a","b"]' }));
    expect((await sdkCall(sdk().chooseImage)).res.localIds).toEqual(['a', 'b']);
    android(() => ({ err_msg: 'chooseImage:ok', localIds: 'not json' }));
    expect((await sdkCall(sdk().chooseImage)).res.localIds).toBe('not json');
  });

  it('image choose on iOS passes the ids through as the app sent them [sdk.messaging.image]', async () => {
    inApp({ bridge: fakeBridge(() => ({ err_msg: 'chooseImage:ok', localIds: '["a"]' })) });
    expect((await sdkCall(sdk().chooseImage)).res.localIds).toBe('["a"]');
  });

  it('location get drops the type the app echoes back [sdk.messaging.location]', async () => {
    inApp({ bridge: fakeBridge(() => ({ err_msg: 'geoLocation:ok', type: 'wgs84', latitude: 1, longitude: 2 })) });
    const { res } = await sdkCall(sdk().getLocation);
    expect(res).toEqual({ errMsg: 'getLocation:ok', latitude: 1, longitude: 2 });
  });

  it('cards added come back as a card list in the SDK\'s field names [sdk.messaging.card]', async () => {
    inApp({ bridge: fakeBridge(() => ({ err_msg: 'batch_add_card:ok', card_list: JSON.stringify([{ card_id: 'c1', card_ext: 'e', is_succ: 1 }, { card_id: 'c2', card_ext: 'f', is_succ: 0 }]) })) });
    const { res } = await sdkCall(sdk().addCard, { cardList: [{ cardId: 'c1', cardExt: 'e' }] });
    expect(res.cardList).toEqual([{ cardId: 'c1', cardExt: 'e', isSuccess: true }, { cardId: 'c2', cardExt: 'f', isSuccess: false }]);
    expect(res).not.toHaveProperty('card_list');
  });

  it('cards added without a card list in the answer leave the result as it is [sdk.messaging.card]', async () => {
    inApp({ bridge: fakeBridge(() => ({ err_msg: 'batch_add_card:ok' })) });
    const { res } = await sdkCall(sdk().addCard, { cardList: [] });
    expect(res).not.toHaveProperty('cardList');
  });

  it('cards chosen come back as cardList [sdk.messaging.card]', async () => {
    inApp({ bridge: fakeBridge(() => ({ err_msg: 'choose_card:ok', choose_card_info: '[{"card_id":"c1"}]' })) });
    const { res } = await sdkCall(sdk().chooseCard, { cardSign: 's', timestamp: 1, nonceStr: 'n' });
    expect(res.cardList).toBe('[{"card_id":"c1"}]');
    expect(res).not.toHaveProperty('choose_card_info');
  });
  it.each(['redirectTo', 'switchTab', 'reLaunch'] as const)('miniProgram.%s sends its url by name through the mini-program bridge [sdk.messaging.mini-program]', async (name) => {
    const bridge = inApp();
    await sdkCall(sdk().miniProgram[name], { url: '/pages/b/b?y=2' });
    expect(bridge.invoked.at(-1)).toMatchObject({ name: 'invokeMiniProgramAPI', args: { name, arg: { url: '/pages/b/b?y=2' } } });
  });
});
