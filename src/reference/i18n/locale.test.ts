// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, in picking the locale: the framework's key for the saved
 * locale (`UNI_LOCALE`), and its old 'chinese' name taken as Chinese. The seed gives the supported
 * languages; the suite judges those (spec/suite/device/i18n*, locale-api*).
 */
import { afterEach, expect, it } from 'vitest';
import { initialLocale, normalizeLocale } from './index.ts';

afterEach(() => {
  localStorage.clear();
});

it("reads the locale uni.setLocale saved under the framework's key", () => {
  localStorage.setItem('UNI_LOCALE', 'es');
  expect(initialLocale({ locale: 'en' })).toBe('es');
});

it.each([['chinese', 'zh-Hans'], ['Chinese', 'zh-Hans'], ['zh-TW', 'zh-Hans'], ['es-MX', 'es'], ['fr', 'en'], [undefined, 'en']])('reads the language %j as %s', (tag, locale) => {
  expect(normalizeLocale(tag)).toBe(locale);
});
