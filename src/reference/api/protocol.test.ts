/**
 * The reference's own choices, beside conformance, in checking an API's options: the wrong-type message for a
 * value with no text form, an absent Boolean without a default, options that are no object, a rule that
 * throws, a failure with no detail, and a call that settles once though a callback throws. The seed gives the
 * framework's messages for the cases it names; the suite judges those (spec/suite/device/parameter-types*).
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure, defineAsyncApi, invalidTypeMessage } from './protocol.ts';

const failed = (call: Promise<unknown> | unknown) => (call as Promise<unknown>).then(() => 'ok', (e: { errMsg: string }) => e.errMsg);

describe('the wrong-type message', () => {
  it('names a value with no text form by its type', () => {
    expect(invalidTypeMessage('title', Object.create(null), ['String'])).toBe('parameter `title`. Expected String with value "Object", got Object ');
  });
  it('for options that are no object names them', async () => {
    const api = defineAsyncApi('showToast', { title: { type: 'String' } }, (_, settle) => settle.resolve());
    expect(await failed(api('x' as never))).toBe('showToast:fail parameter `options`. Expected Object, got String with value "x".');
  });
});

it('gives an absent Boolean without a default as false', async () => {
  const seen = vi.fn();
  const api = defineAsyncApi('request', { withCredentials: { type: 'Boolean' } }, (params, settle) => { seen(params.withCredentials); settle.resolve(); });
  expect(await failed(api({}))).toBe('ok');
  expect(seen).toHaveBeenCalledExactlyOnceWith(false);
});

it('fails the call when a rule cannot read the options, with what went wrong', async () => {
  const api = defineAsyncApi('request', { data: { validator: () => { throw new TypeError('Cannot convert object to primitive value'); } } }, (_, settle) => settle.resolve());
  expect(await failed(api({ data: {} }))).toBe('request:fail Cannot convert object to primitive value');
});

it('a failure without a detail reads <api>:fail', async () => {
  const api = defineAsyncApi('getClipboardData', {}, () => { throw new ApiFailure(); });
  expect(await failed(api())).toBe('getClipboardData:fail');
});

it('settles once, though a success callback throws while the implementation settles', () => {
  const fail = vi.fn();
  const api = defineAsyncApi('setStorage', {}, (_, settle) => settle.resolve());
  api({ success: () => { throw new Error('the app\'s bug'); }, fail });
  expect(fail).not.toHaveBeenCalled();
});
