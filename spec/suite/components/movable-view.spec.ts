import type { Locator, Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import type { PartName } from '../../contract/index.ts';
import { movableApp, movableArea, movableViewSide } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { recordEvents } from './relayed-events.ts';
import { centre, fingers, TOUCH_SKIP_REASON } from './touch.ts';

const { sources } = v('comp.builtin.movable-view');
const scale = v('comp.movable-view.scale-clamp');

/** The view that moves and scales, and the area it moves in (parts, contract/parts.ts). */
interface Movable {
  view: Locator;
  area: Locator;
}
const movable = (part: (name: PartName) => Locator): Movable => ({ view: part('movable-view'), area: part('movable-area') });

/** The view's rendered box relative to its area's top left corner, as the user sees it. */
async function placed({ view, area }: Movable) {
  const areaBox = (await area.boundingBox())!;
  const box = (await view.boundingBox())!;
  return { x: Math.round(box.x - areaBox.x), y: Math.round(box.y - areaBox.y), width: Math.round(box.width), height: Math.round(box.height) };
}

/** Presses the mouse on the view's centre and moves it by (dx, dy) in steps; releases unless told not to. */
async function drag(page: Page, { view }: Movable, dx: number, dy: number, release = true) {
  const { x, y } = centre((await view.boundingBox())!);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  if (release) await page.mouse.up();
}

test.describe('movable-view dragged with the mouse in real layout [comp.builtin.movable-view]', () => {
  test('direction all follows the pointer and stops at the area\'s edges [comp.builtin.movable-view]', async ({ page, openApp, part }) => {
    const recorded = await recordEvents(page, ['change']);
    await openApp(movableApp({ direction: 'all' }));
    await drag(page, movable(part), 60, 40);
    expect(await placed(movable(part))).toMatchObject({ x: 60, y: 40 });
    // The change events report where the user sees the view.
    expect((await recorded()).at(-1)?.detail).toEqual({ x: 60, y: 40, source: sources.touch });
    await drag(page, movable(part), 500, 500);
    const edge = { x: movableArea.width - movableViewSide, y: movableArea.height - movableViewSide };
    expect(await placed(movable(part))).toMatchObject(edge);
    expect((await recorded()).at(-1)?.detail).toEqual({ ...edge, source: sources.touch });
  });

  // A drag mostly along the view's axis: the framework leaves a gesture mostly across it to the page, which
  // scrolls (the seed says nothing of it).
  for (const [direction, [dx, dy], expected] of [['horizontal', [60, 40], { x: 60, y: 0 }], ['vertical', [40, 60], { x: 0, y: 60 }]] as const) {
    test(`direction ${direction} moves along its axis only [comp.builtin.movable-view]`, async ({ page, openApp, part }) => {
      await openApp(movableApp({ direction }));
      await drag(page, movable(part), dx, dy);
      expect(await placed(movable(part))).toMatchObject(expected);
    });
  }

  test('the default direction (none) does not move [comp.builtin.movable-view]', async ({ page, openApp, part }) => {
    const changes = await recordEvents(page, ['change']);
    await openApp(movableApp({}));
    await drag(page, movable(part), 60, 40);
    expect(await placed(movable(part))).toMatchObject({ x: 0, y: 0 });
    expect(await changes()).toEqual([]);
  });

  test('with out-of-bounds the view follows past the edge while held and springs back on release [comp.builtin.movable-view]', async ({ page, openApp, part }) => {
    const recorded = await recordEvents(page, ['change']);
    const changes = async () => (await recorded()).map((e) => e.detail);
    await openApp(movableApp({ direction: 'all', outOfBounds: true }));
    const edge = movableArea.width - movableViewSide;
    await drag(page, movable(part), 300, 0, false);
    const held = await placed(movable(part));
    expect(held.x).toBeGreaterThan(edge);
    expect(held.x).toBeLessThan(300);
    expect((await changes()).at(-1)).toMatchObject({ source: sources.outOfBounds });
    await page.mouse.up();
    expect(await placed(movable(part))).toMatchObject({ x: edge, y: 0 });
    expect((await changes()).at(-1)).toEqual({ x: edge, y: 0, source: sources.springBack });
  });

  test('x and y props place the view within the area\'s bounds [comp.builtin.movable-view]', async ({ openApp, part }) => {
    await openApp(movableApp({ direction: 'all', x: 1000, y: 30 }));
    expect(await placed(movable(part))).toMatchObject({ x: movableArea.width - movableViewSide, y: 30 });
  });
});

test.describe('movable-view scale in real layout [comp.movable-view.scale-clamp]', () => {
  // Each limit and a step of 0.1 either side (the precision of the seed's limits; the framework draws a
  // scale rounded to one decimal), far beyond each, and one inside.
  const steps = [
    [scale.min - 0.1, scale.min], [scale.min, scale.min], [scale.min + 0.1, scale.min + 0.1],
    [scale.max - 0.1, scale.max - 0.1], [scale.max, scale.max], [scale.max + 0.1, scale.max],
    [0.01, scale.min], [50, scale.max], [2, 2],
  ] as const;
  for (const [asked, expected] of steps) {
    test(`scale-value ${asked} renders the view ${expected} times its size [comp.movable-view.scale-clamp]`, async ({ openApp, part }) => {
      await openApp(movableApp({ scale: true, scaleValue: asked }));
      const { width, height } = (await part('movable-view').boundingBox())!;
      expect(width).toBeCloseTo(movableViewSide * expected, 1);
      expect(height).toBeCloseTo(movableViewSide * expected, 1);
    });
  }

  test('a real two-finger pinch scales the view and stays within the limits [comp.movable-view.scale-clamp]', async ({ page, openApp, part, browserName }) => {
    test.skip(browserName !== 'chromium', TOUCH_SKIP_REASON);
    const recorded = await recordEvents(page, ['scale']);
    const lastScale = async () => (await recorded()).at(-1)?.detail.scale;
    await openApp(movableApp({ scale: true, scaleMin: 0.01, scaleMax: 100 }));
    const touch = await fingers(page);
    const { x: cx, y: cy } = centre((await part('movable-view').boundingBox())!);
    const apart = (spread: number) => [{ x: cx - spread, y: cy }, { x: cx + spread, y: cy }];
    const pinch = async (from: number, to: number) => {
      await touch.down(...apart(from));
      await touch.move(apart(to), 5);
      await touch.up();
    };
    await pinch(10, 400);
    expect((await part('movable-view').boundingBox())!.width).toBeCloseTo(movableViewSide * scale.max, 1);
    expect(await lastScale()).toBeCloseTo(scale.max, 6);
    await pinch(200, 2);
    expect((await part('movable-view').boundingBox())!.width).toBeCloseTo(movableViewSide * scale.min, 1);
    expect(await lastScale()).toBeCloseTo(scale.min, 6);
  });
});
