import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

/** What getStorageSync reads for a key whose localStorage text was written by someone other than the framework. */
function readRaw(stored: string): unknown {
  localStorage.setItem('raw', stored);
  return app().uni.getStorageSync('raw');
}

describe('storage decodes only the framework\'s own {type, data} form [device.storage.round-trip]', () => {
  it('text that is not the framework\'s form comes back exactly as it was stored', () => {
    const foreign = [
      'not json {',
      'null',
      '42',
      '[1,2]',
      '{"a":1}',
      '{"type":5,"data":5}',
      '{"type":"bogus"}',
      '{"type":5}',
      '{"type":"number","data":1,"extra":2}',
      '{"type":"undefined","other":1}',
      '{"type":"number","data":"1"}',
    ];
    for (const stored of foreign) expect(readRaw(stored), stored).toBe(stored);
  });

  it('the form of a value JSON could not keep ({type: "undefined"}) reads as an empty string', () => {
    expect(readRaw('{"type":"undefined"}')).toBe('');
  });

  it('only a string in the ISO-8601 form of an object comes back as a Date', () => {
    const iso = '2020-01-02T03:04:05.678Z';
    app().uni.setStorageSync('list', [iso]);
    expect(app().uni.getStorageSync('list')).toEqual([iso]);
    app().uni.setStorageSync('text', iso);
    expect(app().uni.getStorageSync('text')).toBe(iso);
    expect(readRaw(JSON.stringify({ type: 'string', data: iso }))).toBe(iso);
    expect(readRaw(JSON.stringify({ type: 'object', data: iso }))).toEqual(new Date(iso));
    // The whole string is the date or it is not one: text around it keeps it text.
    for (const around of [`x${iso}`, `${iso}x`]) {
      const stored = JSON.stringify({ type: 'object', data: around });
      expect(readRaw(stored), around).toBe(stored);
    }
  });
});

describe('storage APIs check their key like the framework [device.api.invalid-type]', () => {
  const wrongType = (api: string) => `${fill(v('device.api.invalid-type').errMsg, { api, name: 'key', expected: 'String' })} with value "1", got Number with value 1.`;

  it('the Sync forms that take a key throw their own errMsg for a key that is not a string', () => {
    for (const api of ['setStorageSync', 'removeStorageSync', 'getStorageSync']) {
      expect(() => app().uni[api](1, 'v'), api).toThrow(wrongType(api));
    }
  });

  it('removeStorage fails for a key that is not a string', async () => {
    const got = await call(app().uni, 'removeStorage', { key: 1 });
    expect(got).toMatchObject({ ok: false, res: { errMsg: wrongType('removeStorage') } });
  });
});
