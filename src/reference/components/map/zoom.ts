/** The map's zoom limits and the projection its own view uses (Web Mercator, 256-pixel tiles). */
import { v } from '../../../../spec/catalogue/index.ts';

const { min, max } = v('loc.map.zoom-limits');

/** A requested scale brought inside the zoom limits; not a number gives the lower limit. */
export function clampZoom(scale: number): number {
  if (Number.isNaN(scale)) return min;
  return Math.min(max, Math.max(min, Math.round(scale)));
}

/** Degrees of longitude one screen pixel spans at `zoom`. */
export function degreesPerPixel(zoom: number): number {
  return 360 / (256 * 2 ** zoom);
}
