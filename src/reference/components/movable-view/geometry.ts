/** movable-view's numbers, free of React: the scale clamp and the bounds a view may move within. */
import { clamp, toNumber } from '../shared/number.ts';

const limits = { min: 0.1, max: 10 };

/**
 * The framework's `Math.min(10, scaleMax, Math.max(0.1, scaleMin, s))`, clamped once more so that a
 * scale-max below 0.1 cannot take it under the limit; what is not a number reads as 1.
 */
export function clampScale(scale: unknown, scaleMin?: unknown, scaleMax?: unknown): number {
  const min = toNumber(scaleMin, limits.min);
  const max = toNumber(scaleMax, limits.max);
  return clamp(Math.min(max, Math.max(min, toNumber(scale, 1))), limits.min, limits.max);
}

export interface Size { width: number; height: number }
export interface Bounds { minX: number; maxX: number; minY: number; maxY: number }

/**
 * Where the view's translation may go: a view smaller than the area stays inside it, a larger one must
 * keep covering it. The view scales about its centre, which shifts its visible edges by half the growth.
 */
export function boundsOf(area: Size, view: Size, scale: number): Bounds {
  const w = view.width * scale;
  const h = view.height * scale;
  const dx = (w - view.width) / 2;
  const dy = (h - view.height) / 2;
  return {
    minX: Math.min(0, area.width - w) + dx,
    maxX: Math.max(0, area.width - w) + dx,
    minY: Math.min(0, area.height - h) + dy,
    maxY: Math.max(0, area.height - h) + dy,
  };
}

export function inBounds(x: number, y: number, b: Bounds): boolean {
  return x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;
}

export function clampTo(x: number, y: number, b: Bounds): { x: number; y: number } {
  return { x: clamp(x, b.minX, b.maxX), y: clamp(y, b.minY, b.maxY) };
}

/** Past a bound a drag moves half as far: the reference's resistance (the seed names none; the framework slows it along a decline curve). */
export function resist(value: number, min: number, max: number): number {
  if (value < min) return min - (min - value) / 2;
  if (value > max) return max + (value - max) / 2;
  return value;
}
