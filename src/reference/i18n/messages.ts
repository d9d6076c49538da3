/**
 * The framework's dialog strings in English (the fallback), Spanish and Simplified Chinese. Only the UI and
 * the APIs that show them need them, all loaded on demand (./index.ts), so they are not in the first page's code.
 */
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { locale, normalizeLocale } from './index.ts';
import { zhHans } from './zh-Hans.ts';

export const messages = { en, es, 'zh-Hans': zhHans };

export function t(key: MessageKey, current: string = locale.get()): string {
  return messages[normalizeLocale(current)][key] ?? messages.en[key];
}
