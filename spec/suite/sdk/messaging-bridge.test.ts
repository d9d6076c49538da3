import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, sdkCall, settle, useMessagingApp, USER_AGENTS, PLATFORMS } from '../../fixtures/sdk.ts';

const { errMsg } = v('sdk.messaging.share');

const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: ['chooseImage', 'chooseWXPay'] };
const SIGNATURE = { appId: CONFIG.appId, verifyAppId: CONFIG.appId, verifySignType: 'sha1', verifyTimestamp: String(CONFIG.timestamp), verifyNonceStr: CONFIG.nonceStr, verifySignature: CONFIG.signature };

describe.skipIf(!has('messaging-sdk'))('messaging SDK and the app bridge', () => {
  const app = useApp();
  const inApp = useMessagingApp();
  const sdk = () => app().messagingSdk!;

  it('waits for the bridge to be ready when the app has not injected it yet [sdk.messaging.image]', async () => {
    const bridge = inApp({ bridge: null });
    const outcome = sdkCall(sdk().chooseImage);
    await settle();
    Object.assign(window, { WeixinJSBridge: bridge });
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    expect((await outcome).res.errMsg).toBe(fill(errMsg.ok, { api: 'chooseImage' }));
  });

  it('pay sends the signed payment request and signs it SHA1 unless told [sdk.messaging.pay]', async () => {
    const bridge = inApp();
    sdk().config({ ...CONFIG, check: false });
    await sdkCall(sdk().chooseWXPay, { timestamp: 1700000001, nonceStr: 'n1', package: 'prepay_id=wx1', paySign: 'ps' });
    expect(bridge.invoked.at(-1)!.args).toEqual({ timeStamp: '1700000001', nonceStr: 'n1', package: 'prepay_id=wx1', paySign: 'ps', signType: 'SHA1', ...SIGNATURE });
    const cancelled = fakeBridge((name) => ({ err_msg: `${name === 'getBrandWCPayRequest' ? 'get_brand_wcpay_request' : name}:cancel` }));
    Object.assign(window, { WeixinJSBridge: cancelled });
    const outcome = await sdkCall(sdk().chooseWXPay, { timestamp: 1, nonceStr: 'n', package: 'p', paySign: 's', signType: 'RSA' });
    expect(cancelled.invoked[0]!.args.signType).toBe('RSA');
    expect(outcome).toEqual({ res: { errMsg: fill(errMsg.cancel, { api: 'chooseWXPay' }) }, calls: { success: 0, fail: 0, cancel: 1, complete: 1 } });
  });

  it('mini-program calls go through the bridge by name with their argument [sdk.messaging.mini-program]', async () => {
    const bridge = inApp();
    const mp = sdk().miniProgram;
    await sdkCall(mp.navigateTo, { url: '/pages/a/a?x=1' });
    await sdkCall(mp.navigateBack);
    await sdkCall(mp.postMessage, { data: { foo: 'bar' } });
    expect(bridge.invoked.map(({ name, args }) => [name, args.name, args.arg])).toEqual([
      ['invokeMiniProgramAPI', 'navigateTo', { url: '/pages/a/a?x=1' }],
      ['invokeMiniProgramAPI', 'navigateBack', { delta: 1 }],
      ['invokeMiniProgramAPI', 'postMessage', { foo: 'bar' }],
    ]);
  });

  it('miniProgram.getEnv tells whether the page runs in a mini-program [sdk.messaging.mini-program]', async () => {
    inApp();
    const env = () => new Promise((resolve) => sdk().miniProgram.getEnv(resolve));
    expect(await env()).toEqual({ miniprogram: false });
    Object.assign(window, { __wxjs_environment: 'miniprogram' });
    try {
      expect(await env()).toEqual({ miniprogram: true });
    } finally {
      delete (window as { __wxjs_environment?: string }).__wxjs_environment;
    }
  });

  it('a menu share reports the tap through trigger, and a share to favourites runs no callback [sdk.messaging.share]', async () => {
    const bridge = inApp();
    const taps: unknown[] = [];
    let callbacks = 0;
    sdk().onMenuShareAppMessage({ title: 'T', trigger: (tap: unknown) => taps.push(tap), complete: () => callbacks++ });
    bridge.fire('menu:share:appmessage', { err_msg: 'menu:share:appmessage:ok', scene: 'favorite' });
    await settle();
    expect(taps).toEqual([{ err_msg: 'menu:share:appmessage:ok', scene: 'favorite' }]);
    expect(bridge.invoked.map(({ name, args }) => ({ name, title: args.title }))).toEqual([{ name: 'sendAppMessage', title: 'T' }]);
    expect(callbacks).toBe(0);
    bridge.fire('menu:share:appmessage', { err_msg: 'menu:share:appmessage:ok', scene: 'friend' });
    await settle();
    expect(callbacks).toBe(1);
  });

  it('image choose applies its defaults and reads the ids Android sends as JSON [sdk.messaging.image]', async () => {
    const bridge = inApp({ userAgent: USER_AGENTS.android, platform: PLATFORMS.android, bridge: fakeBridge((name) => ({ err_msg: `${name}:ok`, localIds: '["wxLocalResource://1"]' })) });
    const outcome = await sdkCall(sdk().chooseImage);
    expect(bridge.invoked[0]!.args).toMatchObject({ count: 9, sizeType: ['original', 'compressed'], sourceType: ['album', 'camera'] });
    expect(outcome.res.localIds).toEqual(['wxLocalResource://1']);
    const preview = await sdkCall(sdk().previewImage, { current: 'a', urls: ['a', 'b'] });
    expect(bridge.invoked[1]!).toMatchObject({ name: 'imagePreview', args: { current: 'a', urls: ['a', 'b'] } });
    expect(preview.res.errMsg).toBe(fill(errMsg.ok, { api: 'previewImage' }));
  });

  it('voice playback takes the local id, and the end-of-recording event reaches its callbacks [sdk.messaging.voice]', async () => {
    const bridge = inApp();
    await sdkCall(sdk().playVoice, { localId: 'weixin://voice/1' });
    expect(bridge.invoked[0]!.args).toMatchObject({ localId: 'weixin://voice/1' });
    const ended = sdkCall(sdk().onVoiceRecordEnd);
    bridge.fire('onVoiceRecordEnd', { err_msg: 'onVoiceRecordEnd:ok', localId: 'weixin://voice/2' });
    expect((await ended).res).toEqual({ errMsg: fill(errMsg.ok, { api: 'onVoiceRecordEnd' }), localId: 'weixin://voice/2' });
  });

  it('location get asks for wgs84 by default and open fills its defaults [sdk.messaging.location]', async () => {
    const bridge = inApp({ bridge: fakeBridge((name) => ({ err_msg: `${name}:ok`, type: 'wgs84', latitude: 39.9, longitude: 116.4 })) });
    const got = await sdkCall(sdk().getLocation);
    expect(bridge.invoked[0]).toMatchObject({ name: 'geoLocation', args: { type: 'wgs84' } });
    expect(got.res).toEqual({ errMsg: fill(errMsg.ok, { api: 'getLocation' }), latitude: 39.9, longitude: 116.4 });
    await sdkCall(sdk().openLocation, { latitude: 39.9, longitude: 116.4 });
    expect(bridge.invoked[1]!.args).toMatchObject({ latitude: 39.9, longitude: 116.4, name: '', address: '', scale: 28, infoUrl: '' });
  });

  it('cards go out and come back in the SDK\'s own field names [sdk.messaging.card]', async () => {
    const cardList = JSON.stringify([{ card_id: 'c1', card_ext: '{}', is_succ: 1 }]);
    const bridge = inApp({ bridge: fakeBridge((name) => ({ err_msg: `${name}:ok`, card_list: cardList })) });
    const added = await sdkCall(sdk().addCard, { cardList: [{ cardId: 'c1', cardExt: '{}' }] });
    expect(bridge.invoked[0]).toMatchObject({ name: 'batchAddCard', args: { card_list: [{ card_id: 'c1', card_ext: '{}' }] } });
    expect(added.res).toEqual({ errMsg: fill(errMsg.ok, { api: 'addCard' }), cardList: [{ cardId: 'c1', cardExt: '{}', isSuccess: true }] });
  });

  // The app's raw answers: the SDK's status for each, and the callback it picks.
  const answers: [raw: string, status: string, callback: 'success' | 'cancel' | 'fail'][] = [
    ['confirm', 'ok', 'success'],
    ['ok', 'ok', 'success'],
    ['cancel', 'cancel', 'cancel'],
    ['failed', 'fail', 'fail'],
    ['', 'fail', 'fail'],
    ['fail_Access_Denied', 'permission denied', 'fail'],
    ['no_permission_to_execute', 'permission denied', 'fail'],
    ['failed_system_error', 'system error', 'fail'],
    ['Function_Not_Exist', 'function not exist', 'fail'],
  ];
  function resultMessages(api: string) {
    it.each(answers)(`${api} answered "%s" gives "%s" to %s`, async (raw, status, callback) => {
      inApp({ bridge: fakeBridge((name) => ({ err_msg: `${name}:${raw}` })) });
      const outcome = await sdkCall(sdk()[api], { cardList: [] });
      expect(outcome.res.errMsg).toBe(`${api}:${status}`);
      expect(outcome.calls[callback]).toBe(1);
      expect(outcome.calls.success + outcome.calls.cancel + outcome.calls.fail).toBe(1);
    });
  }
  describe('share result messages [sdk.messaging.share]', () => resultMessages('updateAppMessageShareData'));
  describe('voice result messages [sdk.messaging.voice]', () => resultMessages('startRecord'));
  describe('image result messages [sdk.messaging.image]', () => resultMessages('uploadImage'));
  describe('location result messages [sdk.messaging.location]', () => resultMessages('openLocation'));
  describe('card result messages [sdk.messaging.card]', () => resultMessages('chooseCard'));
  describe('pay result messages [sdk.messaging.pay]', () => resultMessages('chooseWXPay'));
});
