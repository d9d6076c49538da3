/**
 * The body the framework sends for a non-GET request: a string or ArrayBuffer as it is, otherwise encoded
 * by the request's content type (JSON, form-urlencoded, or the value's own string form).
 */

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** The Content-Type header value, whatever the case of its name. */
export function contentTypeOf(header: Record<string, unknown>): string | undefined {
  const key = Object.keys(header).find((k) => k.toLowerCase() === 'content-type');
  return key === undefined ? undefined : String(header[key]);
}

/** Adds the JSON content type unless the caller set one. */
export function withJsonContentType(header: Record<string, unknown>): Record<string, unknown> {
  return contentTypeOf(header) === undefined ? { ...header, 'Content-Type': JSON_TYPE } : header;
}

export function encodeBody(data: unknown, header: Record<string, unknown>): string | ArrayBuffer {
  if (typeof data === 'string' || data instanceof ArrayBuffer) return data;
  const type = contentTypeOf(header)?.toLowerCase() ?? '';
  if (type.startsWith(JSON_TYPE)) {
    try {
      return JSON.stringify(data);
    } catch {
      return String(data);
    }
  }
  if (type.startsWith(FORM_TYPE)) {
    return Object.entries(data as Record<string, unknown>)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
      .join('&');
  }
  return String(data);
}
