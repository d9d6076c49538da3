/**
 * The current locale, and its dialog strings (./messages.ts), loaded on demand: the components, system pages
 * and API groups that show them are loaded with them (`withStrings`), and the shell's few strings wait for
 * them (./use-messages.ts), as its popups wait for their components.
 */
import { loaded, onDemand } from '../on-demand/index.ts';
import type { AppConfig } from '../runtime/app-config.ts';
import { createStore } from '../runtime/store.ts';
import type { MessageKey } from './en.ts';

/** The locales the framework has strings for. */
export type Locale = 'en' | 'es' | 'zh-Hans';

export const messagesModule = onDemand(() => import('./messages.ts'));

/** A loader of a module that shows dialog strings, which brings them along. */
export const withStrings = <M>(load: () => Promise<M>) => (): Promise<M> =>
  Promise.all([load(), messagesModule.load()]).then(([module]) => module);

/** A dialog string in the current locale (English for unknown locales and keys), once the strings are in. */
export function t(key: MessageKey, current: string = locale.get()): string {
  return loaded(messagesModule, 'the dialog strings').lookUp(key, current);
}

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
