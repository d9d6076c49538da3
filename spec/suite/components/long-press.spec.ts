import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { pauseClock, recordEvents } from './relayed-events.ts';

const { delayMs, moveThreshold } = v('comp.long-press.delay');

const imageApp = componentsApp({ name: 'image', events: ['longpress'] });

/** Presses the mouse on the image's centre; returns where. */
async function press(page: Page) {
  const box = (await page.locator('uni-image').boundingBox())!;
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  return point;
}

test.describe('long press under the page clock [comp.long-press.delay]', () => {
  test('a held mouse button fires longpress at the delay, not a millisecond before [comp.long-press.delay]', async ({ page, openApp }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['longpress']);
    await openApp(imageApp);
    await pauseClock(page);
    const point = await press(page);
    await page.clock.runFor(delayMs - 1);
    expect(await events()).toEqual([]);
    await page.clock.runFor(1);
    expect(await events()).toEqual([{ component: 'image', type: 'longpress', detail: point }]);
    await page.mouse.up();
  });

  test('moving farther than the move threshold while held cancels it, a smaller move does not [comp.long-press.delay]', async ({ page, openApp }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['longpress']);
    await openApp(imageApp);
    await pauseClock(page);
    const point = await press(page);
    await page.mouse.move(point.x + moveThreshold + 1, point.y);
    await page.clock.runFor(delayMs);
    expect(await events()).toEqual([]);
    await page.mouse.up();
    await press(page);
    await page.mouse.move(point.x + moveThreshold - 1, point.y);
    await page.clock.runFor(delayMs);
    expect((await events()).map((e) => e.type)).toEqual(['longpress']);
    await page.mouse.up();
  });

  test('releasing before the delay cancels it [comp.long-press.delay]', async ({ page, openApp }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['longpress']);
    await openApp(imageApp);
    await pauseClock(page);
    await press(page);
    await page.clock.runFor(delayMs - 1);
    await page.mouse.up();
    await page.clock.runFor(delayMs);
    expect(await events()).toEqual([]);
  });
});
