import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, promised, useApp } from '../../harness/unit.ts';

const app = useApp();
const invalidType = (api: string, name: string, expected: string) => fill(v('device.api.invalid-type').errMsg, { api, name, expected });

describe('wrong-type parameters fail with the framework (Vue) expected/received wording [device.api.invalid-type]', () => {
  it('a numeric string for a Number parameter shows the expected value as a number and the received one quoted', async () => {
    const outcome = await call(app().uni, 'showToast', { title: 'hi', duration: '1.50' });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(`${invalidType('showToast', 'duration', 'Number')} with value 1.5, got String with value "1.50".`);
    expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });

  it('a boolean for a String parameter shows no expected value and the received boolean bare', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: true });
    expect(outcome.res.errMsg).toBe(`${invalidType('makePhoneCall', 'phoneNumber', 'String')}, got Boolean with value true.`);
  });

  it('an object for a String parameter shows the expected value but no received value', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: {} });
    expect(outcome.res.errMsg).toBe(`${invalidType('makePhoneCall', 'phoneNumber', 'String')} with value "[object Object]", got Object `);
  });

  // uniapp-facts §0.4: several expected types are joined by ", " and then no expected value is shown;
  // request's data takes Object, String, Array or ArrayBuffer (facts §7.1).
  it('a parameter of several types names them all, comma-separated, and shows no expected value [device.api.invalid-type]', async () => {
    const outcome = await call(app().uni, 'request', { url: 'https://api.example.com/x', data: 5 });
    expect(outcome.res.errMsg).toBe(`${invalidType('request', 'data', 'Object, String, Array, ArrayBuffer')}, got Number with value 5.`);
  });

  // upx2px takes a Number or a String (the genuine V2 uni-h5 bundle declares `{name:"upx",type:[Number,String]}`):
  // the first of several types is one whose value could be shown, and still none is.
  it('a parameter whose first of several types is Number shows no expected value either [device.api.invalid-type]', () => {
    expect(() => app().uni.upx2px({})).toThrow(`${invalidType('upx2px', 'upx', 'Number, String')}, got Object `);
  });
});

describe('a result reaches the caller the way it called', () => {
  // A failure every edition reports: getStorage of a key that holds nothing.
  const failed = fill(v('device.api.errmsg').fail, { api: 'getStorage' });

  it('the promise form carries the failure [device.api.errmsg]', async () => {
    const outcome = await promised(app().uni.getStorage({ key: 'never-set' }));
    expect(outcome.ok, JSON.stringify(outcome)).toBe(false);
    expect(outcome.res.errMsg.startsWith(failed), JSON.stringify(outcome)).toBe(true);
  });

  it('a fail callback alone receives the failure [device.api.errmsg]', async () => {
    const res = await new Promise<{ errMsg: string }>((resolve) => { app().uni.getStorage({ key: 'never-set', fail: resolve }); });
    expect(res.errMsg.startsWith(failed), res.errMsg).toBe(true);
  });

  it('a success callback alone receives the ok result [device.api.ok]', async () => {
    const res = await new Promise<{ errMsg: string }>((resolve) => { app().uni.showToast({ title: 'hi', duration: 1, success: resolve }); });
    expect(res.errMsg).toBe(fill(v('device.api.ok').ok, { api: 'showToast' }));
  });

  it('the promise form carries the ok result [device.api.ok]', async () => {
    expect(await promised(app().uni.showToast({ title: 'hi', duration: 1 }))).toMatchObject({ ok: true, res: { errMsg: fill(v('device.api.ok').ok, { api: 'showToast' }) } });
  });
});

/**
 * An API the target does not have cannot show how it checks its parameters: whether it exists is judged
 * by device.apis, device.media-apis and device.storage-apis, so its rows are skipped.
 */
function skipWithout(api: string, skip: (note: string) => void): void {
  if (typeof app().uni[api] !== 'function') skip(`the target has no uni.${api}`);
}

/** The framework's declared types of the device, media, feedback, network and route APIs' parameters (their protocols). */
const declared: [api: string, name: string, expected: string, base?: Record<string, unknown>][] = [
  ['showModal', 'title', 'String'], ['showModal', 'content', 'String'], ['showModal', 'showCancel', 'Boolean'],
  ['showModal', 'cancelText', 'String'], ['showModal', 'cancelColor', 'String'], ['showModal', 'confirmText', 'String'],
  ['showModal', 'confirmColor', 'String'],
  ['showToast', 'title', 'String'], ['showToast', 'icon', 'String'], ['showToast', 'image', 'String'], ['showToast', 'mask', 'Boolean'],
  ['showLoading', 'title', 'String'], ['showLoading', 'mask', 'Boolean'],
  ['showActionSheet', 'itemList', 'Array'], ['showActionSheet', 'itemColor', 'String', { itemList: ['a'] }],
  ['showActionSheet', 'popover', 'Object', { itemList: ['a'] }],
  ['previewImage', 'urls', 'Array'], ['previewImage', 'current', 'Number, String', { urls: ['a.png'] }],
  ['chooseFile', 'count', 'Number'], ['chooseFile', 'sourceType', 'Array'], ['chooseFile', 'type', 'String'], ['chooseFile', 'extension', 'Array'],
  ['chooseImage', 'count', 'Number'], ['chooseImage', 'sizeType', 'Array, String'], ['chooseImage', 'sourceType', 'Array'],
  ['chooseImage', 'extension', 'Array'],
  ['chooseVideo', 'sourceType', 'Array'], ['chooseVideo', 'compressed', 'Boolean'], ['chooseVideo', 'maxDuration', 'Number'],
  ['chooseVideo', 'camera', 'String'], ['chooseVideo', 'extension', 'Array'],
  ['getVideoInfo', 'src', 'String'],
  ['scanCode', 'onlyFromCamera', 'Boolean'], ['scanCode', 'scanType', 'Array'], ['preLogin', 'provider', 'String'],
  ['saveImageToPhotosAlbum', 'filePath', 'String'],
  ['setClipboardData', 'data', 'String'], ['setClipboardData', 'showToast', 'Boolean', { data: 'x' }],
  ['request', 'method', 'String', { url: 'https://api.example.com/' }], ['request', 'url', 'String'],
  ['request', 'header', 'Object', { url: 'https://api.example.com/' }], ['request', 'dataType', 'String', { url: 'https://api.example.com/' }],
  ['request', 'responseType', 'String', { url: 'https://api.example.com/' }], ['request', 'withCredentials', 'Boolean', { url: 'https://api.example.com/' }],
  ['request', 'timeout', 'Number', { url: 'https://api.example.com/' }],
  ['downloadFile', 'url', 'String'], ['downloadFile', 'header', 'Object', { url: 'https://api.example.com/' }],
  ['downloadFile', 'timeout', 'Number', { url: 'https://api.example.com/' }],
  ['uploadFile', 'url', 'String'], ['uploadFile', 'files', 'Array', { url: 'https://api.example.com/' }],
  ['uploadFile', 'filePath', 'String', { url: 'https://api.example.com/' }], ['uploadFile', 'name', 'String', { url: 'https://api.example.com/' }],
  ['uploadFile', 'header', 'Object', { url: 'https://api.example.com/' }], ['uploadFile', 'formData', 'Object', { url: 'https://api.example.com/' }],
  ['uploadFile', 'timeout', 'Number', { url: 'https://api.example.com/' }],
  ['navigateTo', 'url', 'String'], ['navigateTo', 'animationType', 'String', { url: '/pages/detail/detail' }],
  ['navigateTo', 'animationDuration', 'Number', { url: '/pages/detail/detail' }],
  ['redirectTo', 'url', 'String'], ['reLaunch', 'url', 'String'], ['switchTab', 'url', 'String'],
  ['navigateBack', 'animationType', 'String'], ['navigateBack', 'animationDuration', 'Number'],
];

/** A value of none of the expected types. */
const wrongFor = (expected: string): unknown => (expected.includes('String') ? true : 'wrong');

describe('each parameter of the device, media, feedback, network and route APIs is checked against its declared type', () => {
  it.for(declared)('%s fails for a %s that is not %s [device.api.invalid-type]', async ([api, name, expected, base = {}], { skip }) => {
    skipWithout(api, skip);
    const outcome = await call(app().uni, api, { ...base, [name]: wrongFor(expected) });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg.startsWith(invalidType(api, name, expected))).toBe(true);
  });
});

/** The framework's required parameters of those APIs (their protocols' `required: true`). */
const required: [api: string, name: string][] = [
  ['makePhoneCall', 'phoneNumber'], ['setClipboardData', 'data'], ['preLogin', 'provider'], ['showActionSheet', 'itemList'],
  ['previewImage', 'urls'], ['getVideoInfo', 'src'], ['saveImageToPhotosAlbum', 'filePath'],
  ['request', 'url'], ['downloadFile', 'url'], ['uploadFile', 'url'],
  ['setStorage', 'key'], ['getStorage', 'key'], ['removeStorage', 'key'],
];

describe('each required parameter of the device, storage, media, feedback and network APIs must be given', () => {
  it.for(required)('%s fails without its %s [device.api.missing-parameter]', async ([api, name], { skip }) => {
    skipWithout(api, skip);
    const outcome = await call(app().uni, api, {});
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api, name }));
  });
});
