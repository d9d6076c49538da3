/**
 * The framework's dialog strings in English (the fallback), Spanish and Simplified Chinese, taken from
 * the clause catalogue, and the current locale.
 */
import { v } from '../../../spec/catalogue/index.ts';
import type { FixtureApp } from '../../../spec/contract/index.ts';
import { createStore } from '../runtime/store.ts';

export const messages = {
  en: v('device.i18n.english').strings,
  es: v('device.i18n.spanish').strings,
  'zh-Hans': v('device.i18n.chinese').strings,
} as const;

export type Locale = keyof typeof messages;
export type MessageKey = keyof (typeof messages)['en'];

/** Where the framework keeps the locale chosen with uni.setLocale. */
export const LOCALE_STORAGE_KEY = 'UNI_LOCALE';

/** Maps a language tag onto a supported locale, as the framework's normalizeLocale does. */
export function normalizeLocale(tag: string | undefined): Locale {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('zh') || lower === 'chinese') return 'zh-Hans';
  if (lower.startsWith('es')) return 'es';
  return 'en';
}

/**
 * The app's locale as the framework picks it at launch: the one saved by uni.setLocale, then the
 * manifest's (unless 'auto'), then the system language.
 */
export function initialLocale(app: Pick<FixtureApp, 'locale'>): string {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  if (saved) return saved;
  if (app.locale && app.locale !== 'auto') return app.locale;
  return normalizeLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** The current locale as uni.getLocale reports it; strings fall back to English for unknown ones. */
export const locale = createStore<string>(normalizeLocale(typeof navigator === 'undefined' ? 'en' : navigator.language));

export function t(key: MessageKey, current: string = locale.get()): string {
  return messages[normalizeLocale(current)][key] ?? messages.en[key];
}
