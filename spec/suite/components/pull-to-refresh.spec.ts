import type { Locator } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { scrollApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { pauseClock, recordEvents } from './relayed-events.ts';
import { fingers, TOUCH_SKIP_REASON } from './touch.ts';

const { refresherThreshold } = v('comp.builtin.scroll-view');
const aborting = v('comp.pull-to-refresh.aborting');

/**
 * The states are judged as the user meets them: the refresher the scroll-view shows (as tall as the pull
 * while pulled), and the framework's refresher events with their `detail` (refresherpulling carries the
 * pull's `deltaY`); what a release does tells a pull that reached the threshold from one that did not.
 */
const refresherEvents = ['refresherpulling', 'refresherrefresh', 'refresherabort', 'refresherrestore'];
const refresherApp = scrollApp({ refresherEnabled: true }, refresherEvents);

/** The refresher's height as the user sees it: 0 when it shows nothing. */
async function shownHeight(refresher: Locator): Promise<number> {
  if ((await refresher.count()) === 0) return 0;
  return (await refresher.boundingBox())?.height ?? 0;
}

/**
 * One finger on the scroll-view's top, sent as real touch input. Chromium may deliver touchmoves
 * asynchronously once it treats the gesture as a scroll, so what they cause is polled.
 */
async function finger(page: Parameters<typeof fingers>[0], scroller: Locator) {
  const touch = await fingers(page);
  const box = (await scroller.boundingBox())!;
  const x = box.x + box.width / 2;
  const y0 = box.y + 20;
  return {
    // A finger's first move is level with where it came down (see the unit tests' `pull`).
    down: async () => {
      await touch.down({ x, y: y0 });
      await touch.move([{ x, y: y0 }]);
    },
    pullTo: (distance: number) => touch.move([{ x, y: y0 + distance }]),
    up: () => touch.up(),
  };
}

test.describe('scroll-view pull-to-refresh under real touch', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', TOUCH_SKIP_REASON);

  test('a short pull shows pulling with the refresher as tall as the pull, aborts on release, then rests after the settle time [comp.pull-to-refresh.pulling, comp.pull-to-refresh.aborting]', async ({ page, openApp, part }) => {
    await page.clock.install();
    const events = await recordEvents(page, refresherEvents);
    const released = async () => (await events()).filter((e) => e.type !== 'refresherpulling').map((e) => e.type);
    await openApp(refresherApp);
    await pauseClock(page);
    const refresher = part('scroll-view.refresher');
    expect(await shownHeight(refresher)).toBe(0);
    const touch = await finger(page, part('scroll-view.scroller').last());
    const short = Math.floor(refresherThreshold / 2);
    await touch.down();
    await touch.pullTo(5);
    await touch.pullTo(short);
    // Pulling: the refresher follows the finger, and the pull is reported with its distance.
    await expect.poll(async () => (await events()).at(-1)).toMatchObject({ type: 'refresherpulling', detail: { deltaY: short } });
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(short, 0);
    expect(await released()).toEqual([]);
    await touch.up();
    // Aborting: the release reports the abort, and the refresher goes back to rest within the settle time.
    await expect.poll(released).toEqual(['refresherabort']);
    expect(await shownHeight(refresher)).toBeGreaterThan(0);
    await page.clock.runFor(aborting.settleMs - 1);
    expect(await shownHeight(refresher)).toBeGreaterThan(0);
    await page.clock.runFor(1);
    await expect.poll(() => shownHeight(refresher)).toBe(0);
    expect(await released()).toEqual(['refresherabort']);
  });

  test('a pull past the threshold shows reached, and its release refreshes with the refresher held at the threshold [comp.pull-to-refresh.reached, comp.pull-to-refresh.refreshing]', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, refresherEvents);
    const released = async () => (await events()).filter((e) => e.type !== 'refresherpulling').map((e) => e.type);
    await openApp(refresherApp);
    const refresher = part('scroll-view.refresher');
    const touch = await finger(page, part('scroll-view.scroller').last());
    await touch.down();
    await touch.pullTo(5);
    await touch.pullTo(refresherThreshold - 1);
    await expect.poll(async () => (await events()).at(-1)).toMatchObject({ type: 'refresherpulling', detail: { deltaY: refresherThreshold - 1 } });
    // Reached: past the threshold the refresher still follows the finger, and nothing is released yet.
    await touch.pullTo(refresherThreshold + 20);
    await expect.poll(async () => (await events()).at(-1)).toMatchObject({ type: 'refresherpulling', detail: { deltaY: refresherThreshold + 20 } });
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(refresherThreshold + 20, 0);
    expect(await released()).toEqual([]);
    await touch.up();
    // Refreshing: the release refreshes once, with the refresher held at the threshold.
    await expect.poll(released).toEqual(['refresherrefresh']);
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(refresherThreshold, 0);
    expect(await released()).toEqual(['refresherrefresh']);
  });
});
