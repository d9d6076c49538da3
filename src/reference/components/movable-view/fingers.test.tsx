// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<movable-view>`: a view held at a bound emits no
 * repeated change, nor a pinch at the scale's bound a repeated scale; two fingers move a view that does not
 * scale not at all; the finger left down after lifting another drags on from where it is; and moves animate
 * unless `animation` is false. The seed gives the bounds and the scale clamp; the suite judges those.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import MovableView, { type MovableViewProps } from './index.tsx';

// A 100 × 100 area around a 20 × 20 view: the view moves 0 to 80 on each axis.
beforeEach(() => {
  const size = function (this: HTMLElement) { return this.tagName === 'UNI-MOVABLE-VIEW' ? 20 : 100; };
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(size);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(size);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function view(props: Partial<MovableViewProps> = {}) {
  const changes: string[] = [];
  const scales: number[] = [];
  const { container } = render(
    <uni-movable-area>
      <MovableView direction="all" onChange={(e) => changes.push(`${e.detail.x},${e.detail.y}`)} onScale={(e) => scales.push(e.detail.scale)} {...props} />
    </uni-movable-area>,
  );
  const el = container.querySelector('uni-movable-view') as HTMLElement;
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', pointerId: number, clientX: number, clientY: number) =>
    fireEvent[type](el, { pointerId, clientX, clientY });
  return { el, changes, scales, pointer };
}

it('a view dragged on against a bound emits no repeated change', () => {
  const v = view();
  v.pointer('pointerDown', 1, 0, 0);
  v.pointer('pointerMove', 1, 90, 0);
  v.pointer('pointerMove', 1, 120, 0);
  expect(v.changes).toEqual(['80,0']);
});

it('a pinch on at the scale bound emits no repeated scale', () => {
  const v = view({ scale: true, scaleMax: 2 });
  v.pointer('pointerDown', 1, 0, 0);
  v.pointer('pointerDown', 2, 10, 0);
  v.pointer('pointerMove', 2, 30, 0);
  v.pointer('pointerMove', 2, 50, 0);
  expect(v.scales).toEqual([2]);
});

it('two fingers do not move a view that does not scale', () => {
  const v = view();
  v.pointer('pointerDown', 1, 0, 0);
  v.pointer('pointerDown', 2, 10, 0);
  v.pointer('pointerMove', 2, 40, 30);
  expect(v.changes).toEqual([]);
});

it('the finger left down after lifting another drags on from where it is', () => {
  const v = view();
  v.pointer('pointerDown', 1, 0, 0);
  v.pointer('pointerDown', 2, 50, 50);
  v.pointer('pointerUp', 1, 0, 0);
  v.pointer('pointerMove', 2, 60, 55);
  expect(v.changes).toEqual(['10,5']);
});

it('moves animate, unless animation is false', () => {
  expect(view().el.style.transition).toBe('transform 0.3s');
  cleanup();
  expect(view({ animation: false }).el.style.transition).toBe('');
});
