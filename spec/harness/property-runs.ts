/**
 * How many cases a property test draws: its own count times `UNI_PROPERTY_SCALE` (default 1, at least one
 * case). Each test's count is what the default gate can afford on two cores; `npm run stability` raises the
 * scale for a deeper sweep with fresh seeds, and a quick local run may lower it.
 */
export function propertyRuns(count: number): number {
  const scale = Number(process.env.UNI_PROPERTY_SCALE ?? 1);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`UNI_PROPERTY_SCALE must be a positive number, not "${process.env.UNI_PROPERTY_SCALE}"`);
  return Math.max(1, Math.round(count * scale));
}
