import type { Locator, Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { pauseClock, recordEvents } from './relayed-events.ts';
import { centre, fingers, TOUCH_SKIP_REASON } from './touch.ts';

const { delayMs, moveThreshold } = v('comp.long-press.delay');

/** An image showing a picture the test serves itself (no network), to be pressed on. */
const src = '/comp-fixtures/long-press.svg';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="100%" height="100%" fill="#09f"/></svg>';
const imageApp = componentsApp({ name: 'image', props: { src }, events: ['longpress'] });

/** A long press is a phone's gesture: a finger held on the image's centre. Returns the finger and where it is. */
async function press(page: Page, picture: Locator) {
  const point = centre((await picture.boundingBox())!);
  const finger = await fingers(page);
  await finger.down(point);
  return { finger, point };
}

test.describe('long press by a finger under the page clock [comp.long-press.delay]', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', TOUCH_SKIP_REASON);
  test.beforeEach(async ({ page }) => {
    await page.route(`**${src}`, (route) => route.fulfill({ contentType: 'image/svg+xml', body: svg }));
  });

  test('a held finger fires longpress at the delay, not a millisecond before [comp.long-press.delay]', async ({ page, openApp, part }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['longpress']);
    await openApp(imageApp);
    await pauseClock(page);
    const { finger } = await press(page, part('image.picture'));
    await page.clock.runFor(delayMs - 1);
    expect(await events()).toEqual([]);
    await page.clock.runFor(1);
    // Its detail is not a clause's: the framework carries the finger in the event's touches.
    expect((await events()).map(({ component, type }) => ({ component, type }))).toEqual([{ component: 'image', type: 'longpress' }]);
    await finger.up();
    await page.clock.runFor(delayMs);
    expect(await events()).toHaveLength(1);
  });

  test('moving farther than the move threshold while held cancels it, a smaller move does not [comp.long-press.delay]', async ({ page, openApp, part }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['longpress']);
    await openApp(imageApp);
    await pauseClock(page);
    const first = await press(page, part('image.picture'));
    await first.finger.move([{ x: first.point.x + moveThreshold + 1, y: first.point.y }]);
    await page.clock.runFor(delayMs);
    expect(await events()).toEqual([]);
    await first.finger.up();
    const second = await press(page, part('image.picture'));
    await second.finger.move([{ x: second.point.x + moveThreshold - 1, y: second.point.y }]);
    await page.clock.runFor(delayMs);
    expect((await events()).map((e) => e.type)).toEqual(['longpress']);
    await second.finger.up();
  });

  test('lifting the finger before the delay cancels it [comp.long-press.delay]', async ({ page, openApp, part }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['longpress']);
    await openApp(imageApp);
    await pauseClock(page);
    const { finger } = await press(page, part('image.picture'));
    await page.clock.runFor(delayMs - 1);
    await finger.up();
    await page.clock.runFor(delayMs);
    expect(await events()).toEqual([]);
  });
});
