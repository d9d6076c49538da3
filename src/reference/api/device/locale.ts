/** uni.getLocale, uni.setLocale and uni.onLocaleChange: the app's language for the framework's strings. */
import { initialLocale, locale, LOCALE_STORAGE_KEY } from '../../i18n/index.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { defineSyncApi } from '../protocol.ts';

type LocaleListener = (res: { locale: string }) => void;

export function localeApis(rt: Runtime) {
  // Each launch picks its language afresh, as a page load of the framework does.
  locale.set(initialLocale(rt.app));
  const listeners = new Set<LocaleListener>();
  rt.disposers.push(() => listeners.clear());
  return {
    getLocale: defineSyncApi('getLocale', [], () => locale.get()),
    setLocale: defineSyncApi('setLocale', [['locale', { type: 'String', required: true }]], (next: string) => {
      if (next === locale.get()) return;
      locale.set(next);
      try {
        localStorage.setItem(LOCALE_STORAGE_KEY, next);
      } catch {
        // A full or disabled localStorage only costs the choice at the next launch.
      }
      listeners.forEach((fn) => fn({ locale: next }));
    }),
    onLocaleChange: (callback: LocaleListener) => {
      if (typeof callback === 'function') listeners.add(callback);
    },
  };
}
