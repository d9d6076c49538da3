/**
 * The framework's storage encoding (H5 storage.js): a string is kept as it is, any other value as
 * JSON `{type, data}` so that its type survives the round trip.
 */
const TYPES: readonly unknown[] = ['object', 'string', 'number', 'boolean', 'undefined'];
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encode(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify({ type: typeof data, data });
}

export function decode(stored: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored;
  }
  // JSON null has no keys to read; any other value that is not the framework's form is handed back below.
  if (parsed === null) return stored;
  const keys = Object.keys(parsed as object);
  const { type, data } = parsed as { type?: unknown; data?: unknown };
  if (!TYPES.includes(type)) return stored;
  // `{type:'undefined'}` is what JSON leaves of an undefined value.
  if (keys.length === 1) return '';
  if (keys.length !== 2 || !keys.includes('data')) return stored;
  if (type === 'object' && typeof data === 'string' && ISO_8601.test(data)) return new Date(data);
  return typeof data === type ? data : stored;
}
