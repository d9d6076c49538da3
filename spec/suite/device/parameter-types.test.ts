import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const failWith = (api: string, detail: string) => fill(messages.failWithDetail, { api, detail });
const invalidType = (name: string, expected: string) => fill(messages.invalidType, { name, expected });

describe('wrong-type parameters fail with the framework (Vue) expected/received wording', () => {
  it('a numeric string for a Number parameter shows the expected value as a number and the received one quoted [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'showToast', { title: 'hi', duration: '1.50' });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(failWith('showToast', `${invalidType('duration', 'Number')} with value 1.5, got String with value "1.50".`));
    expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });

  it('a boolean for a String parameter shows no expected value and the received boolean bare [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: true });
    expect(outcome.res.errMsg).toBe(failWith('makePhoneCall', `${invalidType('phoneNumber', 'String')}, got Boolean with value true.`));
  });

  it('an object for a String parameter shows the expected value but no received value [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: {} });
    expect(outcome.res.errMsg).toBe(failWith('makePhoneCall', `${invalidType('phoneNumber', 'String')} with value "[object Object]", got Object `));
  });

  it('the promise form rejects with the same wrong-type message [device.api.errmsg]', async () => {
    await expect(app().uni.makePhoneCall({ phoneNumber: false })).rejects.toEqual({
      errMsg: failWith('makePhoneCall', `${invalidType('phoneNumber', 'String')}, got Boolean with value false.`),
    });
  });
});

describe('a single callback is enough to take the callback form', () => {
  it('a success callback alone receives the ok result [device.api.errmsg]', async () => {
    const res = await new Promise<{ errMsg: string }>((resolve) => { app().uni.showToast({ title: 'hi', duration: 1, success: resolve }); });
    expect(res.errMsg).toBe(fill(messages.ok, { api: 'showToast' }));
  });

  it('a fail callback alone receives the wrong-type failure [device.api.errmsg]', async () => {
    const res = await new Promise<{ errMsg: string }>((resolve) => { app().uni.makePhoneCall({ phoneNumber: true, fail: resolve }); });
    expect(res.errMsg).toBe(failWith('makePhoneCall', `${invalidType('phoneNumber', 'String')}, got Boolean with value true.`));
  });
});

/** The framework's declared types of the device, media, feedback and network APIs' parameters (their protocols). */
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
];

/** A value of none of the expected types. */
const wrongFor = (expected: string): unknown => (expected.includes('String') ? true : 'wrong');

describe('each parameter of the device, media, feedback and network APIs is checked against its declared type', () => {
  it.each(declared)('%s fails for a %s that is not %s [device.api.errmsg]', async (api, name, expected, base = {}) => {
    const outcome = await call(app().uni, api, { ...base, [name]: wrongFor(expected) });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg.startsWith(failWith(api, invalidType(name, expected)))).toBe(true);
  });
});

/** The framework's required parameters of those APIs (their protocols' `required: true`). */
const required: [api: string, name: string][] = [
  ['makePhoneCall', 'phoneNumber'], ['setClipboardData', 'data'], ['preLogin', 'provider'], ['showActionSheet', 'itemList'],
  ['previewImage', 'urls'], ['getVideoInfo', 'src'], ['saveImageToPhotosAlbum', 'filePath'],
  ['request', 'url'], ['downloadFile', 'url'], ['uploadFile', 'url'],
];

describe('each required parameter of the device, media, feedback and network APIs must be given', () => {
  it.each(required)('%s fails without its %s [device.api.errmsg]', async (api, name) => {
    const outcome = await call(app().uni, api, {});
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(failWith(api, fill(messages.missingParameter, { name })));
  });
});
