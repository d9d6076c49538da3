/**
 * The framework's `longpress`: fires once the pointer has been held for the long-press delay without
 * moving farther than the move threshold. Returns pointer handlers for any element.
 */
import type { PointerEvent as ReactPointerEvent } from 'react';

export const LONG_PRESS_DELAY = 350;
/** px (the framework's LONGPRESS_THRESHOLD). */
const MOVE_THRESHOLD = 10;

export interface LongPressHandlers {
  onPointerDown(e: ReactPointerEvent): void;
  onPointerMove(e: ReactPointerEvent): void;
  onPointerUp(): void;
  onPointerCancel(): void;
  onPointerLeave(): void;
}

export function createLongPress(onLongPress: (point: { x: number; y: number }) => void): LongPressHandlers & { dispose(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let origin: { x: number; y: number } | null = null;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    origin = null;
  };
  return {
    onPointerDown(e) {
      cancel();
      const point = { x: e.clientX, y: e.clientY };
      origin = point;
      timer = setTimeout(() => {
        timer = undefined;
        onLongPress(point);
      }, LONG_PRESS_DELAY);
    },
    onPointerMove(e) {
      if (!origin || timer === undefined) return;
      if (Math.hypot(e.clientX - origin.x, e.clientY - origin.y) > MOVE_THRESHOLD) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    dispose: cancel,
  };
}
