/** The map's zoom limits and the projection its own view uses (Web Mercator, 256-pixel tiles). */

const MIN_ZOOM = 5;
const MAX_ZOOM = 18;

/** A requested scale brought inside the zoom limits; not a number gives the lower limit. */
export function clampZoom(scale: number): number {
  if (Number.isNaN(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(scale)));
}

/** Degrees of longitude one screen pixel spans at `zoom`. */
export function degreesPerPixel(zoom: number): number {
  return 360 / (256 * 2 ** zoom);
}
