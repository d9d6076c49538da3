/**
 * The framework's dialog strings in English (the fallback), Spanish and Simplified Chinese. Only the UI and
 * the APIs that show them need them, all loaded on demand (./index.ts), so they are not in the first page's code.
 */
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';
import { normalizeLocale } from './index.ts';
import { zhHans } from './zh-Hans.ts';

export const messages = { en, es, 'zh-Hans': zhHans };

/** `key` in locale `current`, English for unknown locales and keys (./index.ts's `t` reads it). */
export function lookUp(key: MessageKey, current: string): string {
  return messages[normalizeLocale(current)][key] ?? messages.en[key];
}
