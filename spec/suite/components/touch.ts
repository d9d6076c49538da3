/**
 * Real touch input in Chromium, sent through the DevTools protocol: the browser turns it into the touch
 * and pointer events (and, for a tap, the click) a phone's finger produces, so a runtime is judged on the
 * input its users give it whichever of those events it listens to. Chromium only.
 */
import type { Page } from '@playwright/test';

export interface Point {
  x: number;
  y: number;
}

export interface Fingers {
  /** Puts fingers down at `points` (one finger per point, ids 1, 2, …). */
  down(...points: Point[]): Promise<void>;
  /** Moves the fingers that are down to `points`, in `steps` even steps from where they are. */
  move(points: Point[], steps?: number): Promise<void>;
  /** Lifts every finger. */
  up(): Promise<void>;
}

export const TOUCH_SKIP_REASON = 'touch is sent through the Chrome DevTools Protocol';

export async function fingers(page: Page): Promise<Fingers> {
  const cdp = await page.context().newCDPSession(page);
  let at: Point[] = [];
  const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i + 1 })) });
  return {
    async down(...points) {
      at = points;
      await send('touchStart', points);
    },
    async move(points, steps = 1) {
      const from = at;
      for (let i = 1; i <= steps; i++) {
        await send('touchMove', points.map((p, j) => ({ x: from[j]!.x + ((p.x - from[j]!.x) * i) / steps, y: from[j]!.y + ((p.y - from[j]!.y) * i) / steps })));
      }
      at = points;
    },
    async up() {
      at = [];
      await send('touchEnd', []);
    },
  };
}

/** The centre of a box, in whole pixels. */
export function centre(box: { x: number; y: number; width: number; height: number }): Point {
  return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
}

/** Past Chromium's touch slop, within which it delivers no touchmove. */
export const TOUCH_SLOP = 30;

/**
 * One finger pulling down from `at`, as real touch. `press` puts it down and moves it past the touch slop
 * in one move (the browser holds back moves inside it): the pull starts there whether a runtime measures it
 * from the touch start or from its first move. `pullTo` moves it to `distance` past that start, in `steps`
 * even moves; `lift` lifts it.
 */
export async function downwardPull(page: Page, at: Point, steps = 1) {
  const touch = await fingers(page);
  return {
    press: async () => {
      await touch.down(at);
      await touch.move([{ x: at.x, y: at.y + TOUCH_SLOP }]);
    },
    pullTo: (distance: number) => touch.move([{ x: at.x, y: at.y + TOUCH_SLOP + distance }], steps),
    lift: () => touch.up(),
  };
}
