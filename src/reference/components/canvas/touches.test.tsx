// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<canvas>`'s touches: a pointer on the canvas emits
 * touchstart, touchmove and touchend with the point relative to the canvas, and disable-scroll keeps a touch
 * drawing from scrolling the page. The seed gives the canvas's drawing API; the suite judges that.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import Canvas from './index.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('emits each touch with its point relative to the canvas', () => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 20, right: 310, bottom: 170, width: 300, height: 150, x: 10, y: 20, toJSON: () => ({}) });
  const events: unknown[] = [];
  const record = (e: unknown) => events.push(e);
  const { container } = render(<Canvas canvasId="c" onTouchstart={record} onTouchmove={record} onTouchend={record} />);
  const canvas = container.querySelector('canvas')!;
  fireEvent.pointerDown(canvas, { clientX: 15, clientY: 25 });
  fireEvent.pointerMove(canvas, { clientX: 40, clientY: 60 });
  fireEvent.pointerUp(canvas, { clientX: 50, clientY: 70 });
  expect(events).toEqual([
    { type: 'touchstart', detail: { x: 5, y: 5 } },
    { type: 'touchmove', detail: { x: 30, y: 40 } },
    { type: 'touchend', detail: { x: 40, y: 50 } },
  ]);
});

it('keeps touches from scrolling the page with disable-scroll, and only then', () => {
  const touchAction = (disableScroll?: boolean) => {
    const { container } = render(<Canvas canvasId="c" disableScroll={disableScroll} />);
    const found = (container.querySelector('uni-canvas') as HTMLElement).style.touchAction;
    cleanup();
    return found;
  };
  expect(touchAction(true)).toBe('none');
  expect(touchAction()).toBe('');
});
