// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the SDK's calls that the seed's groups leave out (the API
 * check, network type, menus, QR scan, address, product view, beacons, the enterprise red packet, enterprise
 * chat, business view) go to the app's bridge as the messaging SDK 1.6 sends them, and come back reshaped as it
 * reshapes them. The suite judges the groups the seed names (spec/suite/sdk/messaging-calls.test.ts); this pins
 * the rest.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createMessagingSdk } from './index.ts';

type Raw = Record<string, unknown>;
interface Sent { command: string; args: Raw }

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.40';

/** The messaging app's phone, and its bridge answering each command with `answer`'s result. */
function inApp(userAgent: string, answer: (command: string) => Raw = (command) => ({ err_msg: `${command}:ok` })) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  const sent: Sent[] = [];
  const listeners: Record<string, (res: Raw) => void> = {};
  (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = {
    invoke(command: string, args: Raw, callback: (res: Raw) => void) {
      sent.push({ command, args });
      callback(answer(command));
    },
    on(event: string, listener: (res: Raw) => void) {
      listeners[event] = listener;
    },
  };
  const { sdk } = createMessagingSdk();
  /** Calls `api`; what reached the bridge (without the config's signature) and the callback it came back to. */
  const call = (api: string, options: Raw = {}) => {
    let outcome: { callback: string; res: Raw } | undefined;
    const end = (callback: string) => (res: Raw) => { outcome = { callback, res }; };
    sdk[api]({ ...options, success: end('success'), fail: end('fail'), cancel: end('cancel') });
    const last = sent.at(-1);
    const args = last && Object.fromEntries(Object.entries(last.args).filter(([k]) => k !== 'appId' && !k.startsWith('verify')));
    return { command: last?.command, args, ...outcome };
  };
  /** The app pushing its event `event` with `res`. */
  const push = (event: string, res: Raw) => listeners[event]?.(res);
  return { call, push, sdk };
}

afterEach(() => {
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  delete (navigator as { userAgent?: string }).userAgent;
});

describe('calls the seed leaves out reach the bridge as the SDK sends them', () => {
  it.each([
    ['hideOptionMenu', {}, 'hideOptionMenu', {}],
    ['showOptionMenu', {}, 'showOptionMenu', {}],
    ['closeWindow', {}, 'closeWindow', {}],
    ['hideMenuItems', { menuList: ['menuItem:share:qq'] }, 'hideMenuItems', { menuList: ['menuItem:share:qq'] }],
    ['showMenuItems', { menuList: ['menuItem:copyUrl'] }, 'showMenuItems', { menuList: ['menuItem:copyUrl'] }],
    ['hideAllNonBaseMenuItem', {}, 'hideAllNonBaseMenuItem', {}],
    ['showAllNonBaseMenuItem', {}, 'showAllNonBaseMenuItem', {}],
    ['openAddress', {}, 'editAddress', {}],
    ['scanQRCode', {}, 'scanQRCode', { needResult: 0, scanType: ['qrCode', 'barCode'] }],
    ['scanQRCode', { needResult: 1, scanType: ['qrCode'] }, 'scanQRCode', { needResult: 1, scanType: ['qrCode'] }],
    ['openProductSpecificView', { productId: 'p1', extInfo: 'x' }, 'openProductViewWithPid', { pid: 'p1', view_type: 0, ext_info: 'x' }],
    ['openProductSpecificView', { productId: 'p1', viewType: 2 }, 'openProductViewWithPid', { pid: 'p1', view_type: 2, ext_info: undefined }],
    ['startSearchBeacons', { ticket: 't1' }, 'startMonitoringBeacons', { ticket: 't1' }],
    ['stopSearchBeacons', {}, 'stopMonitoringBeacons', {}],
    ['openEnterpriseRedPacket', { timestamp: 1700000000, nonceStr: 'n1', package: 'p=1', paySign: 's1' }, 'getRecevieBizHongBaoRequest',
      { timeStamp: '1700000000', nonceStr: 'n1', package: 'p=1', paySign: 's1', signType: 'SHA1' }],
    ['openEnterpriseChat', { userIds: 'a;b', groupName: 'Team' }, 'openEnterpriseChat', { useridlist: 'a;b', chatname: 'Team' }],
    ['openBusinessView', { businessType: 'pay', envVersion: 'release' }, 'openBusinessView', { businessType: 'pay', queryString: '', envVersion: 'release' }],
    ['openBusinessView', { businessType: 'pay', queryString: 'a=1' }, 'openBusinessView', { businessType: 'pay', queryString: 'a=1', envVersion: undefined }],
    ['checkJsApi', { jsApiList: ['chooseWXPay', 'scanQRCode'] }, 'checkJsApi', { jsApiList: ['getBrandWCPayRequest', 'scanQRCode'] }],
  ])('%s(%j) sends %s with %j', (api, options, command, args) => {
    const { call } = inApp(IOS);
    expect(call(api, options)).toMatchObject({ command, callback: 'success' });
    expect(call(api, options).args).toStrictEqual(args);
  });
});

it("beacons the app finds come to onSearchBeacons's callbacks through the app's onBeaconsInRange event", () => {
  const { sdk, push } = inApp(IOS);
  const found: Raw[] = [];
  sdk.onSearchBeacons({ complete: (res: Raw) => found.push(res) });
  push('onBeaconsInRange', { err_msg: 'onBeaconsInRange:ok', beacons: [{ uuid: 'u1', major: '1', minor: '2' }] });
  expect(found).toStrictEqual([{ errMsg: 'onSearchBeacons:ok', beacons: [{ uuid: 'u1', major: '1', minor: '2' }] }]);
});

describe('the API check answers under the SDK names', () => {
  const answer = (checkResult: unknown) => () => ({ err_msg: 'checkJsApi:ok', checkResult });
  it('renaming the bridge commands the SDK calls otherwise, from an object', () => {
    const { call } = inApp(IOS, answer({ getBrandWCPayRequest: true, scanQRCode: false }));
    expect(call('checkJsApi').res).toStrictEqual({ errMsg: 'checkJsApi:ok', checkResult: { chooseWXPay: true, scanQRCode: false } });
  });
  it("from Android's JSON text, or an object Android already parsed", () => {
    const text = inApp(ANDROID, answer('{"batchAddCard":true,"scanQRCode":true}'));
    expect(text.call('checkJsApi').res).toStrictEqual({ errMsg: 'checkJsApi:ok', checkResult: { addCard: true, scanQRCode: true } });
    const parsed = inApp(ANDROID, answer({ editAddress: false }));
    expect(parsed.call('checkJsApi').res).toStrictEqual({ errMsg: 'checkJsApi:ok', checkResult: { openAddress: false } });
  });
  it('and leaves an answer without a result, or iOS text, as it is', () => {
    expect(inApp(ANDROID).call('checkJsApi').res).toStrictEqual({ errMsg: 'checkJsApi:ok' });
    expect(inApp(IOS, answer('{"scanQRCode":true}')).call('checkJsApi').res).toStrictEqual({ errMsg: 'checkJsApi:ok', checkResult: '{"scanQRCode":true}' });
  });
});

describe('the network type', () => {
  const network = (raw: Raw) => inApp(IOS, () => raw).call('getNetworkType');
  it.each(['wifi', 'edge', 'wwan'])('is %s when the app names it after the colon', (type) => {
    expect(network({ err_msg: `network_type:${type}` })).toMatchObject({ callback: 'success', res: { errMsg: 'getNetworkType:ok', networkType: type } });
  });
  it("is the app's subtype when it sends one (a 4g under wwan), which the result does not keep", () => {
    expect(network({ err_msg: 'network_type:wwan', subtype: '4g' }).res).toStrictEqual({ errMsg: 'getNetworkType:ok', networkType: '4g' });
  });
  it('fails on any other answer', () => {
    expect(network({ err_msg: 'network_type:fail' })).toMatchObject({ callback: 'fail', res: { errMsg: 'getNetworkType:fail' } });
    expect(network({ err_msg: 'network_type:5g' }).res).toStrictEqual({ errMsg: 'getNetworkType:fail' });
  });
});

describe('a scanned code', () => {
  const scan = (userAgent: string, raw: Raw) => inApp(userAgent, () => ({ err_msg: 'scanQRCode:ok', ...raw })).call('scanQRCode', { needResult: 1 }).res;
  it("is the text inside iOS's JSON answer", () => {
    expect(scan(IOS, { resultStr: '{"scan_code":{"scan_result":"https://example.com/x"}}' })).toStrictEqual({ errMsg: 'scanQRCode:ok', resultStr: 'https://example.com/x' });
    expect(scan(IOS, { resultStr: '{}' })).toStrictEqual({ errMsg: 'scanQRCode:ok', resultStr: undefined });
    expect(scan(IOS, { resultStr: 'null' })).toStrictEqual({ errMsg: 'scanQRCode:ok', resultStr: undefined });
  });
  it("is Android's text as it comes, and absent when the app sends none", () => {
    expect(scan(ANDROID, { resultStr: '6901234567892' })).toStrictEqual({ errMsg: 'scanQRCode:ok', resultStr: '6901234567892' });
    expect(scan(IOS, {})).toStrictEqual({ errMsg: 'scanQRCode:ok' });
  });
});

it("an address comes back under the SDK's field names", () => {
  const raw = {
    err_msg: 'edit_address:ok', userName: 'Li', addressPostalCode: '100000', proviceFirstStageName: 'Beijing',
    addressCitySecondStageName: 'Beijing', addressCountiesThirdStageName: 'Dongcheng', addressDetailInfo: '1 Main St',
  };
  expect(inApp(IOS, () => raw).call('openAddress').res).toStrictEqual({
    errMsg: 'openAddress:ok', userName: 'Li', postalCode: '100000', provinceName: 'Beijing', cityName: 'Beijing', countryName: 'Dongcheng', detailInfo: '1 Main St',
  });
});

describe("a business view's extra data", () => {
  const view = (userAgent: string, raw: Raw) => inApp(userAgent, () => ({ err_msg: 'openBusinessView:ok', err_code: 0, ...raw })).call('openBusinessView', { businessType: 'pay' }).res;
  it("is parsed from Android's JSON text, and empty when that is no JSON", () => {
    expect(view(ANDROID, { extraData: '{"orderId":"o1"}' })).toStrictEqual({ errMsg: 'openBusinessView:ok', errCode: 0, extraData: { orderId: 'o1' } });
    expect(view(ANDROID, { extraData: 'not json' })).toStrictEqual({ errMsg: 'openBusinessView:ok', errCode: 0, extraData: {} });
  });
  it('is left as it comes on iOS, and absent when the app sends none', () => {
    expect(view(IOS, { extraData: '{"orderId":"o1"}' })).toStrictEqual({ errMsg: 'openBusinessView:ok', errCode: 0, extraData: '{"orderId":"o1"}' });
    expect(view(ANDROID, {})).toStrictEqual({ errMsg: 'openBusinessView:ok', errCode: 0 });
  });
});

describe('every answer', () => {
  it('is ok without an err_msg', () => {
    expect(inApp(IOS, () => ({})).call('closeWindow')).toMatchObject({ callback: 'success', res: { errMsg: 'closeWindow:ok' } });
  });
  it('keeps an errMsg the app sent itself, which picks the callback', () => {
    expect(inApp(IOS, () => ({ errMsg: 'closeWindow:cancel', err_msg: 'closeWindow:ok' })).call('closeWindow')).toMatchObject({ callback: 'cancel', res: { errMsg: 'closeWindow:cancel' } });
  });
  it("carries the app's error code for an enterprise chat or a business view only", () => {
    const answer = () => ({ err_msg: 'x:ok', err_code: 3 });
    expect(inApp(IOS, answer).call('openEnterpriseChat').res).toStrictEqual({ errMsg: 'openEnterpriseChat:ok', errCode: 3 });
    expect(inApp(IOS, answer).call('openBusinessView').res).toStrictEqual({ errMsg: 'openBusinessView:ok', errCode: 3 });
    expect(inApp(IOS, answer).call('closeWindow').res).toStrictEqual({ errMsg: 'closeWindow:ok' });
  });
});
