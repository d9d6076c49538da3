/**
 * The framework's dialog strings in English (the fallback), Spanish and Simplified Chinese, and the
 * current locale.
 */
import type { AppConfig } from '../runtime/app-config.ts';
import { createStore } from '../runtime/store.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { zhHans } from './zh-Hans.ts';

export const messages = { en, es, 'zh-Hans': zhHans };

export type Locale = keyof typeof messages;

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
export function initialLocale(app: Pick<AppConfig, 'locale'>): string {
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
