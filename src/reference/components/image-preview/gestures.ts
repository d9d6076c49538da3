/** Pointer arithmetic of the image preview: distances for pinch, and the zoom clamp. */

const ZOOM = { min: 1, max: 4 };

export function clampZoom(scale: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, scale));
}

export interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** A tap closes the preview unless the pointer moved farther than this (preview-image component). */
export const TAP_SLOP = 20;
/** A long press is cancelled by a move farther than this (framework LONGPRESS_THRESHOLD). */
export const LONG_PRESS_SLOP = 10;
/** A horizontal drag this long at scale 1 turns to the next or previous image. */
export const SWIPE_DISTANCE = 50;
/** Zoom step of one mouse-wheel notch. */
export const WHEEL_STEP = 1.25;
