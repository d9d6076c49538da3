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
