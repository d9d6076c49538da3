/** Number props arrive as numbers or numeric strings, as in the framework's templates. */
export function toNumber(value: unknown, fallback: number): number {
  const n = parseFloat(String(value));
  return Number.isNaN(n) ? fallback : n;
}

/** Clamps to [min, max]; ±Infinity land on the bounds. */
export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
