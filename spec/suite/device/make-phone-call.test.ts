import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, promised, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const okMessage = v('device.api.ok').ok;
const wrongType = fill(v('device.api.invalid-type').errMsg, { api: 'makePhoneCall', name: 'phoneNumber', expected: 'String' });

describe('makePhoneCall checks its phone number', () => {
  it('fails with exactly the framework message for an empty phoneNumber [device.make-phone-call.phone-number]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: '' });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(v('device.make-phone-call.phone-number').errMsg);
    expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
  });

  it('the promise form carries the same failure [device.make-phone-call.phone-number]', async () => {
    expect(await promised(app().uni.makePhoneCall({ phoneNumber: '' }))).toEqual({ ok: false, res: { errMsg: v('device.make-phone-call.phone-number').errMsg } });
  });

  it('fails with the missing-parameter message when phoneNumber is absent [device.api.missing-parameter]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', {});
    expect(outcome.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'makePhoneCall', name: 'phoneNumber' }));
  });

  it('fails with the wrong-type message for a number [device.api.invalid-type]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: 10086 });
    expect(outcome.res.errMsg).toBe(`${wrongType} with value "10086", got Number with value 10086.`);
  });

  it('any phoneNumber that is empty fails with the framework message, any other string succeeds [device.make-phone-call.phone-number]', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.constant(''), fc.string({ minLength: 1 })), async (phoneNumber) => {
      const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber });
      if (phoneNumber === '') expect(outcome.res.errMsg).toBe(v('device.make-phone-call.phone-number').errMsg);
      else expect(outcome).toMatchObject({ ok: true, res: { errMsg: fill(okMessage, { api: 'makePhoneCall' }) } });
      expect(outcome.calls.complete).toBe(1);
    }), { numRuns: propertyRuns(100) });
  });

  it('any phoneNumber that is not a string fails with the wrong-type message [device.api.invalid-type]', async () => {
    await fc.assert(fc.asyncProperty(
      fc.anything().filter((x) => typeof x !== 'string' && x !== undefined && x !== null),
      async (phoneNumber) => {
        const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber });
        expect(outcome.res.errMsg.startsWith(wrongType)).toBe(true);
        expect(outcome.calls).toEqual({ success: 0, fail: 1, complete: 1 });
      },
    ), { numRuns: propertyRuns(100) });
  });

  it('a valid number opens the tel: url, as the framework does [device.apis]', async () => {
    const outcome = await call(app().uni, 'makePhoneCall', { phoneNumber: '+86 10086' });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'makePhoneCall' }));
    expect(window.location.href).toBe('tel:+86 10086');
  });
});
