/**
 * The framework's dialog strings in English (the fallback), Spanish and Simplified Chinese, taken from
 * the clause catalogue, and the current locale.
 */
import { v } from '../../../spec/catalogue/index.ts';
import { createStore } from '../runtime/store.ts';

export const messages = {
  en: v('device.i18n.english').strings,
  es: v('device.i18n.spanish').strings,
  'zh-Hans': v('device.i18n.chinese').strings,
} as const;

export type Locale = keyof typeof messages;
export type MessageKey = keyof (typeof messages)['en'];

/** Maps a language tag onto a supported locale, as the framework's normalizeLocale does. */
export function normalizeLocale(tag: string | undefined): Locale {
  const lower = (tag ?? '').toLowerCase();
  if (lower.startsWith('zh') || lower === 'chinese') return 'zh-Hans';
  if (lower.startsWith('es')) return 'es';
  return 'en';
}

export const locale = createStore<Locale>(normalizeLocale(typeof navigator === 'undefined' ? 'en' : navigator.language));

export function t(key: MessageKey, current: Locale = locale.get()): string {
  return messages[current][key] ?? messages.en[key];
}
