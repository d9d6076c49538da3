import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { movableApp, movableArea, movableViewSide } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { recordEvents } from './relayed-events.ts';

const { sources } = v('comp.builtin.movable-view');
const scale = v('comp.movable-view.scale-clamp');

const view = (page: Page) => page.locator('uni-movable-view');

/** The view's rendered box relative to its area's top left corner. */
async function placed(page: Page) {
  const area = (await page.locator('uni-movable-area').boundingBox())!;
  const box = (await view(page).boundingBox())!;
  return { x: Math.round(box.x - area.x), y: Math.round(box.y - area.y), width: Math.round(box.width), height: Math.round(box.height) };
}

/** Presses the mouse on the view's centre and moves it by (dx, dy) in steps; releases unless told not to. */
async function drag(page: Page, dx: number, dy: number, release = true) {
  const box = (await view(page).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  if (release) await page.mouse.up();
}

test.describe('movable-view dragged with the mouse in real layout [comp.builtin.movable-view]', () => {
  test('direction all follows the pointer and stops at the area\'s edges [comp.builtin.movable-view]', async ({ page, openApp }) => {
    await openApp(movableApp({ direction: 'all' }));
    await drag(page, 60, 40);
    expect(await placed(page)).toMatchObject({ x: 60, y: 40 });
    await drag(page, 500, 500);
    expect(await placed(page)).toMatchObject({ x: movableArea.width - movableViewSide, y: movableArea.height - movableViewSide });
  });

  for (const [direction, expected] of [['horizontal', { x: 60, y: 0 }], ['vertical', { x: 0, y: 40 }]] as const) {
    test(`direction ${direction} moves along its axis only [comp.builtin.movable-view]`, async ({ page, openApp }) => {
      await openApp(movableApp({ direction }));
      await drag(page, 60, 40);
      expect(await placed(page)).toMatchObject(expected);
    });
  }

  test('the default direction (none) does not move [comp.builtin.movable-view]', async ({ page, openApp }) => {
    const changes = await recordEvents(page, ['change']);
    await openApp(movableApp({}));
    await drag(page, 60, 40);
    expect(await placed(page)).toMatchObject({ x: 0, y: 0 });
    expect(await changes()).toEqual([]);
  });

  test('with out-of-bounds the view follows past the edge while held and springs back on release [comp.builtin.movable-view]', async ({ page, openApp }) => {
    const recorded = await recordEvents(page, ['change']);
    const changes = async () => (await recorded()).map((e) => e.detail);
    await openApp(movableApp({ direction: 'all', outOfBounds: true }));
    const edge = movableArea.width - movableViewSide;
    await drag(page, 300, 0, false);
    const held = await placed(page);
    expect(held.x).toBeGreaterThan(edge);
    expect(held.x).toBeLessThan(300);
    expect((await changes()).at(-1)).toMatchObject({ source: sources.outOfBounds });
    await page.mouse.up();
    expect(await placed(page)).toMatchObject({ x: edge, y: 0 });
    expect((await changes()).at(-1)).toEqual({ x: edge, y: 0, source: sources.springBack });
  });

  test('x and y props place the view within the area\'s bounds [comp.builtin.movable-view]', async ({ page, openApp }) => {
    await openApp(movableApp({ direction: 'all', x: 1000, y: 30 }));
    expect(await placed(page)).toMatchObject({ x: movableArea.width - movableViewSide, y: 30 });
  });
});

test.describe('movable-view scale in real layout [comp.movable-view.scale-clamp]', () => {
  for (const [asked, expected] of [[50, scale.max], [0.01, scale.min], [2, 2]] as const) {
    test(`scale-value ${asked} renders the view ${expected} times its size [comp.movable-view.scale-clamp]`, async ({ page, openApp }) => {
      await openApp(movableApp({ scale: true, scaleValue: asked }));
      const { width, height } = (await view(page).boundingBox())!;
      expect(width).toBeCloseTo(movableViewSide * expected, 1);
      expect(height).toBeCloseTo(movableViewSide * expected, 1);
    });
  }

  test('a real two-finger pinch scales the view and stays within the limits [comp.movable-view.scale-clamp]', async ({ page, openApp, browserName }) => {
    test.skip(browserName !== 'chromium', 'two-finger touch is sent through the Chrome DevTools Protocol');
    await openApp(movableApp({ scale: true, scaleMin: 0.01, scaleMax: 100 }));
    const cdp = await page.context().newCDPSession(page);
    const box = (await view(page).boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const fingers = (spread: number) => [{ x: cx - spread, y: cy, id: 1 }, { x: cx + spread, y: cy, id: 2 }];
    const pinch = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
      for (let i = 1; i <= 5; i++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * i) / 5) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await pinch(10, 400);
    expect((await view(page).boundingBox())!.width).toBeCloseTo(movableViewSide * scale.max, 1);
    await pinch(200, 2);
    expect((await view(page).boundingBox())!.width).toBeCloseTo(movableViewSide * scale.min, 1);
  });
});
