/**
 * Fingers on a phone's screen in the test DOM: each step is delivered as a phone's browser delivers it,
 * whichever of its events a runtime listens to: the pointer event (pointerType touch) and then the touch
 * event, with every finger still on the screen in `touches`.
 */
import { beforeEach } from 'vitest';

export type FingerStep = 'pointerdown' | 'pointermove' | 'pointerup' | 'pointercancel';

export interface Screen {
  /** One finger's step at (x, y) on `target` (page coordinates: the test page does not scroll). */
  pointer(type: FingerStep, target: Element, x: number, y: number, pointerId?: number): void;
  /** A tap: a finger down and up in place, and the click the browser then fires. */
  tap(target: Element, x: number, y: number): void;
}

/** A screen for each test of the file: no finger stays down from one test into the next. */
export function useScreen(): Screen {
  const down = new Map<number, { x: number; y: number }>();
  beforeEach(() => { down.clear(); });
  const screen: Screen = {
    pointer(type, target, x, y, pointerId = 1) {
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId, isPrimary: pointerId === 1, pointerType: 'touch' }));
      // A lifted finger (or one the browser took over) keeps where it was in changedTouches only.
      if (type === 'pointerup' || type === 'pointercancel') down.delete(pointerId);
      else down.set(pointerId, { x, y });
      const touch = (identifier: number, at: { x: number; y: number }) =>
        new Touch({ identifier, target, clientX: at.x, clientY: at.y, pageX: at.x, pageY: at.y, screenX: at.x, screenY: at.y });
      const touches = [...down].map(([id, at]) => touch(id, at));
      const touchType = { pointerdown: 'touchstart', pointermove: 'touchmove', pointerup: 'touchend', pointercancel: 'touchcancel' }[type];
      target.dispatchEvent(new TouchEvent(touchType, { bubbles: true, cancelable: true, touches, targetTouches: touches, changedTouches: [touch(pointerId, { x, y })] }));
    },
    tap(target, x, y) {
      screen.pointer('pointerdown', target, x, y);
      screen.pointer('pointerup', target, x, y);
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y }));
    },
  };
  return screen;
}

/**
 * A mouse press on `target` from one point to another, as a desktop browser delivers it: pointer and mouse
 * events for the press, the move and the release, then the click (the press and release are on the target).
 */
export function mousePress(target: Element, from: { x: number; y: number }, to: { x: number; y: number }): void {
  const send = (pointer: string, mouse: string, at: { x: number; y: number }, buttons: number) => {
    const init = { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y, button: 0, buttons };
    target.dispatchEvent(new PointerEvent(pointer, { ...init, pointerId: 1, isPrimary: true, pointerType: 'mouse' }));
    target.dispatchEvent(new MouseEvent(mouse, init));
  };
  send('pointerdown', 'mousedown', from, 1);
  send('pointermove', 'mousemove', to, 1);
  send('pointerup', 'mouseup', to, 0);
  clickAt(target, to.x, to.y);
}

/**
 * A click at (x, y) of the window as a browser delivers it on a page that is not scrolled: its page and
 * x/y coordinates are its client ones (happy-dom leaves pageX and pageY 0 and has no x and y).
 */
export function clickAt(target: Element, x: number, y: number): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: x, clientY: y, button: 0 });
  Object.defineProperties(event, { pageX: { value: x }, pageY: { value: y }, x: { value: x }, y: { value: y } });
  target.dispatchEvent(event);
}
