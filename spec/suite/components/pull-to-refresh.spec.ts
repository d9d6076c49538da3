import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { scrollApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { pauseClock, recordEvents } from './relayed-events.ts';

const { refresherThreshold } = v('comp.builtin.scroll-view');
const pulling = v('comp.pull-to-refresh.pulling');
const reached = v('comp.pull-to-refresh.reached');
const aborting = v('comp.pull-to-refresh.aborting');
const refreshing = v('comp.pull-to-refresh.refreshing');

const refresher = (page: Page) => page.locator('uni-scroll-view .uni-scroll-view-refresher');
const stateOf = (page: Page) => refresher(page).getAttribute('data-state');

/**
 * One finger on the scroll-view, sent as real touch input through the DevTools protocol. Chromium may
 * deliver touchmoves asynchronously once it treats the gesture as a scroll, so the states are polled.
 */
async function finger(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const box = (await page.locator('uni-scroll-view').boundingBox())!;
  const x = box.x + box.width / 2;
  const y0 = box.y + 20;
  return {
    down: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] }),
    pullTo: (distance: number) => cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + distance }] }),
    up: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
  };
}

const refresherApp = scrollApp({ refresherEnabled: true }, ['refresherrefresh', 'refresherabort']);

test.describe('scroll-view pull-to-refresh under real touch', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', 'touch is sent through the Chrome DevTools Protocol');

  test('a short pull shows pulling with the refresher as tall as the pull, aborts on release, then rests after the settle time [comp.pull-to-refresh.pulling, comp.pull-to-refresh.aborting]', async ({ page, openApp }) => {
    await page.clock.install();
    const events = await recordEvents(page, ['refresherabort', 'refresherrefresh']);
    await openApp(refresherApp);
    await pauseClock(page);
    const touch = await finger(page);
    const short = Math.floor(refresherThreshold / 2);
    await touch.down();
    await touch.pullTo(5);
    await touch.pullTo(short);
    await expect.poll(() => stateOf(page)).toBe(pulling.state);
    await expect.poll(async () => (await refresher(page).boundingBox())!.height).toBeCloseTo(short, 0);
    await touch.up();
    await expect.poll(() => stateOf(page)).toBe(aborting.state);
    expect((await events()).map((e) => e.type)).toEqual(['refresherabort']);
    await page.clock.runFor(aborting.settleMs - 1);
    expect(await stateOf(page)).toBe(aborting.state);
    await page.clock.runFor(1);
    expect(await stateOf(page)).toBe('');
  });

  test('a pull past the threshold shows reached, and its release refreshes with the refresher held at the threshold [comp.pull-to-refresh.reached, comp.pull-to-refresh.refreshing]', async ({ page, openApp }) => {
    const events = await recordEvents(page, ['refresherabort', 'refresherrefresh']);
    await openApp(refresherApp);
    const touch = await finger(page);
    await touch.down();
    await touch.pullTo(5);
    await touch.pullTo(refresherThreshold - 1);
    await expect.poll(() => stateOf(page)).toBe(pulling.state);
    await touch.pullTo(refresherThreshold + 20);
    await expect.poll(() => stateOf(page)).toBe(reached.state);
    await touch.up();
    await expect.poll(() => stateOf(page)).toBe(refreshing.state);
    expect((await refresher(page).boundingBox())!.height).toBeCloseTo(refresherThreshold, 0);
    expect((await events()).map((e) => e.type)).toEqual(['refresherrefresh']);
  });
});
