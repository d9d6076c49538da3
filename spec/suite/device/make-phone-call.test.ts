import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const messages = v('device.api.errmsg');

describe('makePhoneCall checks its phone number', () => {
  it('fails with exactly the framework message for an empty phoneNumber [device.make-phone-call.phone-number]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: '' });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(v('device.make-phone-call.phone-number').errMsg);
    expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });

  it('rejects the promise form with the same message [device.make-phone-call.phone-number, device.api.errmsg]', async () => {
    await expect(app().uni.makePhoneCall({ phoneNumber: '' })).rejects.toEqual({ errMsg: v('device.make-phone-call.phone-number').errMsg });
  });

  it('fails with the missing-parameter message when phoneNumber is absent [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', {});
    expect(outcome.res.errMsg).toBe(fill(messages.failWithDetail, { api: 'makePhoneCall', detail: fill(messages.missingParameter, { name: 'phoneNumber' }) }));
  });

  it('fails with the wrong-type message for a number [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: 10086 });
    const prefix = fill(messages.failWithDetail, { api: 'makePhoneCall', detail: fill(messages.invalidType, { name: 'phoneNumber', expected: 'String' }) });
    expect(outcome.res.errMsg).toBe(`${prefix} with value "10086", got Number with value 10086.`);
  });

  it('any phoneNumber that is empty or not a string fails with the framework message, any other string succeeds [device.make-phone-call.phone-number, device.api.errmsg]', async () => {
    const invalidType = fill(messages.failWithDetail, { api: 'makePhoneCall', detail: fill(messages.invalidType, { name: 'phoneNumber', expected: 'String' }) });
    await fc.assert(fc.asyncProperty(
      fc.oneof(fc.constant(''), fc.string({ minLength: 1 }), fc.anything().filter((x) => typeof x !== 'string' && x !== undefined && x !== null)),
      async (phoneNumber) => {
        const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber });
        if (phoneNumber === '') expect(outcome.res.errMsg).toBe(v('device.make-phone-call.phone-number').errMsg);
        else if (typeof phoneNumber === 'string') expect(outcome).toMatchObject({ ok: true, res: { errMsg: fill(messages.ok, { api: 'makePhoneCall' }) } });
        else expect(outcome.res.errMsg.startsWith(invalidType)).toBe(true);
        expect(outcome.calls.complete).toBe(1);
      },
    ), { numRuns: propertyRuns(100) });
  });

  it('a valid number opens the tel: url, as the framework does [device.apis]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: '+86 10086' });
    expect(outcome.res.errMsg).toBe(fill(messages.ok, { api: 'makePhoneCall' }));
    expect(window.location.href).toBe('tel:+86 10086');
  });
});
