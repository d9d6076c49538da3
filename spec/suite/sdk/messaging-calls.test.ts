import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import type { MessagingSdk } from '../../contract/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, sdkCall, settle, useMessagingApp } from '../../fixtures/sdk.ts';

const CLAUSES = ['sdk.messaging.share', 'sdk.messaging.voice', 'sdk.messaging.image', 'sdk.messaging.location', 'sdk.messaging.card', 'sdk.messaging.pay', 'sdk.messaging.mini-program'] as const;
const { errMsg } = v('sdk.messaging.share');
const MINI_PROGRAM = new Set<string>(v('sdk.messaging.mini-program').apis);
const MENU_SHARES = new Set(['onMenuShareAppMessage', 'onMenuShareTimeline']);

/** Options each call needs to be meaningful. */
const OPTIONS: Record<string, Record<string, unknown>> = {
  updateAppMessageShareData: { title: 'Hello', desc: 'A page', link: 'https://example.com/p', imgUrl: 'https://example.com/i.png' },
  updateTimelineShareData: { title: 'Hello', link: 'https://example.com/p', imgUrl: 'https://example.com/i.png' },
  onMenuShareAppMessage: { title: 'Hello', desc: 'A page' },
  onMenuShareTimeline: { title: 'Hello' },
  playVoice: { localId: 'weixin://voice/1' },
  pauseVoice: { localId: 'weixin://voice/1' },
  stopVoice: { localId: 'weixin://voice/1' },
  uploadVoice: { localId: 'weixin://voice/1' },
  downloadVoice: { serverId: 'media-1' },
  previewImage: { current: 'https://example.com/1.png', urls: ['https://example.com/1.png'] },
  uploadImage: { localId: 'wxLocalResource://1' },
  downloadImage: { serverId: 'media-2' },
  openLocation: { latitude: 39.9, longitude: 116.4, name: 'Tiananmen' },
  addCard: { cardList: [{ cardId: 'card-1', cardExt: '{}' }] },
  chooseCard: { cardSign: 'sign', timestamp: 1700000000, nonceStr: 'n' },
  openCard: { cardList: [{ cardId: 'card-1', code: 'c1' }] },
  chooseWXPay: { timestamp: 1700000000, nonceStr: 'n', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' },
  navigateTo: { url: '/pages/a/a?x=1' },
  redirectTo: { url: '/pages/a/a' },
  switchTab: { url: '/pages/tab/tab' },
  reLaunch: { url: '/pages/index/index' },
  navigateBack: { delta: 2 },
  postMessage: { data: { foo: 'bar' } },
};

const fnOf = (sdk: MessagingSdk, api: string) => (MINI_PROGRAM.has(api) ? sdk.miniProgram[api as 'navigateTo'] : sdk[api]);
type ClauseId = (typeof CLAUSES)[number];
const callsOf = (id: ClauseId) => v(id).apis.filter((api) => api !== 'getEnv');

describe.skipIf(!has('messaging-sdk'))('messaging SDK calls', () => {
  const app = useApp();
  const inApp = useMessagingApp();
  const sdk = () => app().messagingSdk!;

  /** Registers a menu share, then the user taps it and the app answers the share with `status`. */
  async function menuShare(bridge: ReturnType<typeof inApp>, api: string, status: string) {
    bridge.answer = (name) => ({ err_msg: `${name}:${status}` });
    const outcome = sdkCall(sdk()[api], OPTIONS[api]);
    expect(bridge.invoked).toHaveLength(0);
    const menuEvent = api === 'onMenuShareTimeline' ? 'menu:share:timeline' : 'menu:share:appmessage';
    expect(bridge.listens(menuEvent)).toBe(true);
    bridge.fire(menuEvent, { err_msg: `${menuEvent}:ok` });
    return outcome;
  }

  const answered = (api: string, status: string) => {
    const bridge = inApp({ bridge: fakeBridge((name) => ({ err_msg: `${name}:${status}` })) });
    return MENU_SHARES.has(api) ? menuShare(bridge, api, status) : sdkCall(fnOf(sdk(), api), OPTIONS[api]);
  };

  /** The callback contract, for every call a clause lists, with that clause's messages. */
  function callContract(id: ClauseId) {
    const messages = v(id).errMsg;
    /** The message's ending: a menu share or mini-program call answers under its bridge event's name. */
    const ending = (template: string) => template.replace('{api}', '');
    const expectMessage = (errMsg: string, template: string, api: string) => {
      if (MENU_SHARES.has(api) || MINI_PROGRAM.has(api)) expect(errMsg.endsWith(ending(template)), errMsg).toBe(true);
      else expect(errMsg).toBe(fill(template, { api }));
    };

    it.each(callsOf(id))('%s fails at once outside the app with its fail errMsg, never success or cancel', async (api) => {
      const outcome = await sdkCall(fnOf(sdk(), api), OPTIONS[api]);
      expect(outcome.res.errMsg).toBe(fill(messages.fail, { api }));
      expect(outcome.calls).toEqual({ success: 0, fail: 1, cancel: 0, complete: 1 });
    });

    it.each(callsOf(id))('%s reaches the app\'s bridge and runs success on ok', async (api) => {
      const outcome = await answered(api, 'ok');
      expect(outcome.calls).toEqual({ success: 1, fail: 0, cancel: 0, complete: 1 });
      expectMessage(outcome.res.errMsg, messages.ok, api);
      expect((window as unknown as { WeixinJSBridge: ReturnType<typeof inApp> }).WeixinJSBridge.invoked).toHaveLength(1);
    });

    it.each(callsOf(id))('%s runs cancel when the user cancels', async (api) => {
      const outcome = await answered(api, 'cancel');
      expect(outcome.calls).toEqual({ success: 0, fail: 0, cancel: 1, complete: 1 });
      expectMessage(outcome.res.errMsg, messages.cancel, api);
    });

    it.each(callsOf(id))('%s runs fail on any other answer', async (api) => {
      const outcome = await answered(api, 'fail_system_error');
      expect(outcome.calls).toEqual({ success: 0, fail: 1, cancel: 0, complete: 1 });
      expect(outcome.res.errMsg).toMatch(/:system error$/);
    });
  }

  describe('share [sdk.messaging.share]', () => callContract('sdk.messaging.share'));
  describe('voice [sdk.messaging.voice]', () => callContract('sdk.messaging.voice'));
  describe('image [sdk.messaging.image]', () => callContract('sdk.messaging.image'));
  describe('location [sdk.messaging.location]', () => callContract('sdk.messaging.location'));
  describe('card [sdk.messaging.card]', () => callContract('sdk.messaging.card'));
  describe('pay [sdk.messaging.pay]', () => callContract('sdk.messaging.pay'));
  describe('mini-program bridge [sdk.messaging.mini-program]', () => callContract('sdk.messaging.mini-program'));

  it('miniProgram.getEnv outside the app answers that the page is not in a mini-program [sdk.messaging.mini-program]', () => {
    let env: unknown;
    sdk().miniProgram.getEnv((e: unknown) => (env = e));
    expect(env).toEqual({ miniprogram: false });
  });

  it('options the bridge cannot take fail through fail instead of throwing [sdk.messaging.card]', async () => {
    const bridge = inApp();
    const outcome = await sdkCall(sdk().addCard, { cardList: 'not a list' });
    expect(outcome).toEqual({ res: { errMsg: fill(errMsg.fail, { api: 'addCard' }) }, calls: { success: 0, fail: 1, cancel: 0, complete: 1 } });
    expect(bridge.invoked).toEqual([]);
  });

  it('calls without options do not throw, outside the app nor inside it, where they reach the bridge and take its answer [sdk.messaging.image, sdk.messaging.voice]', async () => {
    expect(() => sdk().chooseImage()).not.toThrow();
    expect(() => sdk().startRecord(undefined)).not.toThrow();
    const bridge = inApp();
    // The answers arrive later, with no callback to run: what the SDK throws on receiving them is caught here.
    const thrown: unknown[] = [];
    const invoke = bridge.invoke.bind(bridge);
    bridge.invoke = (name, args, callback) => invoke(name, args, (res) => { try { callback(res); } catch (e) { thrown.push(e); } });
    expect(() => sdk().chooseImage()).not.toThrow();
    expect(() => sdk().startRecord(undefined)).not.toThrow();
    await settle();
    expect(bridge.invoked).toHaveLength(2);
    expect(thrown, 'errors thrown when the answers arrived').toEqual([]);
    // A call with options after them still runs its callbacks: the calls without options left nothing behind.
    const outcome = await sdkCall(sdk().chooseImage, {});
    expect(outcome.calls).toEqual({ success: 1, fail: 0, cancel: 0, complete: 1 });
    expect(outcome.res.errMsg).toBe(fill(errMsg.ok, { api: 'chooseImage' }));
  });
});
