/**
 * A movable-view as the framework is used: inside its movable-area, which gives it its bounds. happy-dom
 * lays nothing out, so the test gives the area and the view the boxes their styles ask for; the view is
 * read through its computed transform (where it is drawn and how large) and its events.
 */
import { v } from '../../catalogue/index.ts';
import type { MountedComponent } from '../../contract/index.ts';
import { part, parts } from '../../harness/unit.ts';
import { layout } from './dom.ts';

type Mount = (name: string, props?: Record<string, unknown>) => Promise<MountedComponent>;

/** A 100×100 area holding a 20×20 view. */
export const AREA = 100;
export const VIEW = 20;

export interface MountedView {
  container: HTMLElement;
  /** The view's element (the part `movable-view`). */
  view(): HTMLElement;
  /** Re-renders the view with these props (the whole set), in the same area. */
  update(props: Record<string, unknown>): Promise<void>;
}

/** Mounts a movable-view with `props` inside a 100×100 movable-area and gives both their boxes. */
export async function mountInArea(mount: Mount, props: Record<string, unknown>): Promise<MountedView> {
  const area = (viewProps: Record<string, unknown>) => ({
    style: { width: `${AREA}px`, height: `${AREA}px` },
    children: [{ name: v('comp.builtin.movable-view').name, props: { style: { width: `${VIEW}px`, height: `${VIEW}px` }, ...viewProps } }],
  });
  const m = await mount('movable-area', area(props));
  // Every element of each part, shown or not: the shown one is among them, and telling which one is shown
  // would read a style per ancestor after every update (the view() that follows still finds the shown view).
  const size = () => {
    for (const el of parts('movable-area', m.container)) layout(el, { offsetWidth: AREA, offsetHeight: AREA, clientWidth: AREA, clientHeight: AREA });
    for (const el of parts('movable-view', m.container)) layout(el, { offsetWidth: VIEW, offsetHeight: VIEW, clientWidth: VIEW, clientHeight: VIEW });
  };
  size();
  return {
    container: m.container,
    view: () => part('movable-view', m.container),
    async update(next) {
      await m.update(area(next));
      size();
    },
  };
}

type Matrix = [number, number, number, number, number, number];
const multiply = ([a, b, c, d, e, f]: Matrix, [a2, b2, c2, d2, e2, f2]: Matrix): Matrix =>
  [a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f];

/** A CSS length or number in px (the transforms here use px or unitless numbers). */
const px = (value: string) => parseFloat(value);

/** The 2D matrix of a CSS transform list (the functions a runtime uses to move and scale a view). */
function matrixOf(transform: string): Matrix {
  let m: Matrix = [1, 0, 0, 1, 0, 0];
  if (!transform || transform === 'none') return m;
  for (const [, fn, args] of transform.matchAll(/([a-zA-Z0-9]+)\(([^)]*)\)/g)) {
    const n = args!.split(',').map((s) => s.trim());
    const step: Record<string, () => Matrix> = {
      translate: () => [1, 0, 0, 1, px(n[0]!), px(n[1] ?? '0')],
      translate3d: () => [1, 0, 0, 1, px(n[0]!), px(n[1]!)],
      translateX: () => [1, 0, 0, 1, px(n[0]!), 0],
      translateY: () => [1, 0, 0, 1, 0, px(n[0]!)],
      translateZ: () => [1, 0, 0, 1, 0, 0],
      scale: () => [Number(n[0]), 0, 0, Number(n[1] ?? n[0]), 0, 0],
      scale3d: () => [Number(n[0]), 0, 0, Number(n[1]), 0, 0],
      scaleX: () => [Number(n[0]), 0, 0, 1, 0, 0],
      scaleY: () => [1, 0, 0, Number(n[0]), 0, 0],
      matrix: () => n.map(Number) as Matrix,
      matrix3d: () => [0, 1, 4, 5, 12, 13].map((i) => Number(n[i])) as Matrix,
    };
    // A plain throw, not expect: this runs for every transform function of every property case.
    if (!step[fn!]) throw new Error(`a transform function the suite cannot read: ${fn}`);
    m = multiply(m, step[fn!]!());
  }
  return m;
}

/** Where the view is drawn (its translation in the area) and its scale, from its computed transform. */
export function drawn(view: HTMLElement): { x: number; y: number; scale: number } {
  const [a, b, , , e, f] = matrixOf(getComputedStyle(view).transform);
  return { x: e, y: f, scale: Math.hypot(a, b) };
}

/** The view's position from its computed transform. */
export const positionOf = (mounted: MountedView) => {
  const { x, y } = drawn(mounted.view());
  return { x, y };
};

/** The view's scale from its computed transform. */
export const scaleOf = (mounted: MountedView) => drawn(mounted.view()).scale;
