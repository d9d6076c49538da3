import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { useApp } from '../../harness/unit.ts';

const app = useApp();
const spanish = v('device.i18n.spanish').locale;
const chinese = v('device.i18n.chinese').locale;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('uni.setLocale and uni.onLocaleChange [device.i18n.english, device.i18n.spanish, device.i18n.chinese]', () => {
  it('setting the language already in use tells no listener', () => {
    const { uni } = app();
    uni.setLocale(spanish);
    const heard = vi.fn();
    uni.onLocaleChange(heard);
    uni.setLocale(spanish);
    expect(heard).not.toHaveBeenCalled();
    uni.setLocale(chinese);
    expect(heard).toHaveBeenCalledExactlyOnceWith({ locale: chinese });
  });
});

describe('the locale APIs given what they do not take', () => {
  it('setLocale of a locale that is not a string throws its own wrong-type errMsg and keeps the language [device.api.invalid-type]', () => {
    const before = app().uni.getLocale();
    const errMsg = `${fill(v('device.api.invalid-type').errMsg, { api: 'setLocale', name: 'locale', expected: 'String' })} with value "1", got Number with value 1.`;
    expect(() => app().uni.setLocale(1)).toThrow(errMsg);
    expect(app().uni.getLocale()).toBe(before);
  });

  it('onLocaleChange ignores what is not a function, and setLocale still works [device.api.never-throws]', () => {
    const { uni } = app();
    for (const notAFunction of [undefined, null, 'listener', 42, {}]) uni.onLocaleChange(notAFunction);
    expect(() => uni.setLocale(chinese)).not.toThrow();
    expect(uni.getLocale()).toBe(chinese);
  });
});
