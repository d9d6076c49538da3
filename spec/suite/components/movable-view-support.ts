/**
 * A movable-view as the framework is used: inside its movable-area, which gives it its bounds. happy-dom
 * lays nothing out, so the test lays out the area and the view as their styles ask; the view is read
 * through its computed transform (where it is drawn and how large) and its events.
 */
import { onTestFinished, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { MountedComponent } from '../../contract/index.ts';
import { part, parts } from '../../harness/unit.ts';
import { advance, settle } from './dom.ts';
import type { Screen } from './finger.ts';

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

/**
 * Mounts a movable-view with `props` inside a 100×100 movable-area. The boxes are there from the moment
 * the runtime creates the elements, as in a browser, where a runtime may measure them while mounting: for
 * the rest of the test every element of the parts `movable-area` and `movable-view` reports its box, and
 * the test's clock is virtual (see `moved`).
 */
export async function mountInArea(mount: Mount, props: Record<string, unknown>): Promise<MountedView> {
  const area = (viewProps: Record<string, unknown>) => ({
    // No padding or border, said outright: happy-dom computes no default for them, a browser computes 0px.
    style: { width: `${AREA}px`, height: `${AREA}px`, padding: '0px', borderWidth: '0px' },
    children: [{ name: v('comp.builtin.movable-view').name, props: { style: { width: `${VIEW}px`, height: `${VIEW}px` }, ...viewProps } }],
  });
  if (!layoutShown) {
    const undo = laidOut();
    layoutShown = true;
    // Motion on the test's clock: a runtime may move a view frame by frame (a spring, an animated move).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    onTestFinished(() => {
      vi.useRealTimers();
      undo();
      layoutShown = false;
    });
  }
  const m = await mount('movable-area', area(props));
  return {
    container: m.container,
    view: () => part('movable-view', m.container),
    async update(next) {
      await m.update(area(next));
    },
  };
}

/** Whether this test's elements are laid out already (a property mounts many times in one test). */
let layoutShown = false;

/**
 * Lays out the area and its view as a browser would (happy-dom lays nothing out); returns the undo. A runtime
 * may measure either way a browser offers: the layout box (offset and client sizes), or the client rect,
 * which is the box as drawn, moved and scaled by the element's transform about its centre (CSS's default
 * origin), the area's top left corner at the origin. A transform no browser can parse is dropped.
 */
function laidOut(): () => void {
  const side = (el: Element) => parts('movable-view').includes(el as HTMLElement) ? VIEW
    : parts('movable-area').includes(el as HTMLElement) ? AREA : undefined;
  const proto = HTMLElement.prototype;
  const own = new Map(['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight', 'getBoundingClientRect']
    .map((key) => [key, Object.getOwnPropertyDescriptor(proto, key)]));
  const inherited = (el: Element, key: string) => {
    const descriptor = own.get(key) ?? Object.getOwnPropertyDescriptor(Element.prototype, key)!;
    return descriptor.get ? descriptor.get.call(el) : descriptor.value;
  };
  for (const key of ['offsetWidth', 'offsetHeight', 'clientWidth', 'clientHeight']) {
    Object.defineProperty(proto, key, { configurable: true, get(this: Element) { return side(this) ?? inherited(this, key); } });
  }
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    writable: true,
    value(this: Element) {
      const length = side(this);
      return length === undefined ? inherited(this, 'getBoundingClientRect').call(this) : drawnBox(this, length);
    },
  });
  // A browser drops a declaration it cannot parse (a transform of NaN leaves the one before in force);
  // happy-dom keeps any text, which would draw what no browser draws.
  const style = CSSStyleDeclaration.prototype;
  const setProperty = style.setProperty;
  style.setProperty = function (this: CSSStyleDeclaration, name: string, value: string | null, priority?: string) {
    if (name === 'transform' && /\b(NaN|Infinity|undefined)\b/.test(String(value))) return;
    setProperty.call(this, name, value, priority);
  };
  return () => {
    style.setProperty = setProperty;
    for (const [key, descriptor] of own) {
      if (descriptor) Object.defineProperty(proto, key, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[key];
    }
  };
}

/** The client rect of a `length`×`length` box at the origin, drawn with `el`'s current transform. */
function drawnBox(el: Element, length: number): DOMRect {
  const [a, b, c, d, e, f] = matrixOf(getComputedStyle(el).transform);
  const centre = length / 2;
  const corners = [[0, 0], [length, 0], [0, length], [length, length]].map(([x, y]) => [
    a * (x! - centre) + c * (y! - centre) + e + centre,
    b * (x! - centre) + d * (y! - centre) + f + centre,
  ]);
  const xs = corners.map(([x]) => x!);
  const ys = corners.map(([, y]) => y!);
  return new DOMRect(Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/**
 * How long a view's motion may take (a spring back into bounds, an animated move to new x, y or scale):
 * no clause pins it; the framework's spring (damping 20) comes to rest well within it.
 */
export const MOTION_MS = 2000;

/** Lets the view's motion run to its end on the test's clock. */
export const moved = () => advance(MOTION_MS);

/** One frame of the screen: what a runtime draws on the next animation frame is drawn. */
export const nextFrame = () => advance(20);

/** Puts a finger on the view's centre and moves it by (dx, dy); the finger stays down there (returned). */
export async function hold(screen: Screen, mounted: MountedView, dx: number, dy: number, pointerId = 1) {
  const view = mounted.view();
  const centre = VIEW / 2;
  screen.pointer('pointerdown', view, centre, centre, pointerId);
  await settle();
  screen.pointer('pointermove', view, centre + dx, centre + dy, pointerId);
  await nextFrame();
  return { x: centre + dx, y: centre + dy };
}

/** Lifts the finger where it is and lets the view come to rest. */
export async function release(screen: Screen, mounted: MountedView, at: { x: number; y: number }, pointerId = 1) {
  screen.pointer('pointerup', mounted.view(), at.x, at.y, pointerId);
  await moved();
}

/** Drags the view by (dx, dy) with one finger and lifts it. */
export async function drag(screen: Screen, mounted: MountedView, dx: number, dy: number) {
  await release(screen, mounted, await hold(screen, mounted, dx, dy));
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
