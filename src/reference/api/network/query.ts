/**
 * The framework's query merge for GET data: the url's own query is kept, data keys override it, keys and
 * values are URI-encoded (null and undefined as '', plain objects as JSON) and the hash stays at the end.
 */
import { isPlainObject } from '../protocol.ts';

export function stringifyQuery(url: string, data: Record<string, unknown>): string {
  const [beforeHash = '', hash = ''] = url.split('#');
  const [path = '', search = ''] = beforeHash.split('?');
  const query: Record<string, string> = {};
  for (const item of search.split('&').filter(Boolean)) {
    const [key = '', value = ''] = item.split('=');
    query[key] = value;
  }
  for (const [key, raw] of Object.entries(data)) {
    const value = raw === undefined || raw === null ? '' : isPlainObject(raw) ? JSON.stringify(raw) : raw;
    query[encodeURIComponent(key)] = encodeURIComponent(String(value));
  }
  const merged = Object.entries(query).map(([key, value]) => `${key}=${value}`).join('&');
  return path + (merged ? `?${merged}` : '') + (hash ? `#${hash}` : '');
}
