import type { Locator } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { scrollApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { pauseClock, recordEvents, type Relayed } from './relayed-events.ts';
import { downwardPull, TOUCH_SKIP_REASON, TOUCH_SLOP } from './touch.ts';

const { refresherThreshold } = v('comp.builtin.scroll-view');
/** Long enough for the refresher to fold back (the facts give the scroll-view's refresher no settle time). */
const REST_MS = 1000;

/**
 * The scroll-view's refresher (research facts §4.2; the seed's pull-to-refresh states are the page's, see
 * page-pull-to-refresh.spec.ts) is judged as the user meets it: the refresher the scroll-view shows (as tall as the pull
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
 * One finger pulling down from the scroll-view's top, sent as real touch input. Chromium may deliver
 * touchmoves asynchronously once it treats the gesture as a scroll, so what they cause is polled. A runtime
 * may report a pull's deltaY from the touch start or from where the pull started past the slop (the seed
 * says neither), so a reported distance is judged within the slop.
 */
async function finger(page: Parameters<typeof downwardPull>[0], scroller: Locator) {
  const box = (await scroller.boundingBox())!;
  return downwardPull(page, { x: box.x + box.width / 2, y: box.y + 20 });
}

/** What the recorded refresher events say: the other events than refresherpulling in order, and the last pull's deltaY. */
function readers(events: () => Promise<Relayed[]>) {
  return {
    released: async () => (await events()).filter((e) => e.type !== 'refresherpulling').map((e) => e.type),
    lastPull: async (): Promise<number> => (await events()).filter((e) => e.type === 'refresherpulling').at(-1)?.detail.deltaY ?? 0,
  };
}

test.describe('scroll-view refresher under real touch [comp.builtin.scroll-view]', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', TOUCH_SKIP_REASON);

  test('a short pull shows the refresher as tall as the pull, aborts on release, then rests', async ({ page, openApp, part }) => {
    await page.clock.install();
    const events = await recordEvents(page, refresherEvents);
    const { released, lastPull } = readers(events);
    await openApp(refresherApp);
    await pauseClock(page);
    const refresher = part('scroll-view.refresher');
    expect(await shownHeight(refresher)).toBe(0);
    const touch = await finger(page, part('scroll-view.scroller').last());
    const short = Math.floor(refresherThreshold / 2);
    await touch.press();
    await touch.pullTo(5);
    await touch.pullTo(short);
    // Pulling: the refresher follows the finger, and the pull is reported with its distance.
    await expect.poll(lastPull).toBeGreaterThanOrEqual(short);
    expect(await lastPull()).toBeLessThanOrEqual(short + TOUCH_SLOP);
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(short, 0);
    expect(await released()).toEqual([]);
    await touch.lift();
    // Aborting: the release reports the abort, and the refresher goes back to rest.
    await expect.poll(released).toEqual(['refresherabort']);
    await page.clock.runFor(REST_MS);
    await expect.poll(() => shownHeight(refresher)).toBe(0);
    expect(await released()).toEqual(['refresherabort']);
  });

  test('a pull past the threshold follows the finger, and its release refreshes with the refresher held at the threshold', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, refresherEvents);
    const { released, lastPull } = readers(events);
    await openApp(refresherApp);
    const refresher = part('scroll-view.refresher');
    const touch = await finger(page, part('scroll-view.scroller').last());
    await touch.press();
    await touch.pullTo(5);
    await touch.pullTo(refresherThreshold - 1);
    await expect.poll(lastPull).toBeGreaterThanOrEqual(refresherThreshold - 1);
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(refresherThreshold - 1, 0);
    // Past the threshold the refresher still follows the finger, and nothing is released yet.
    await touch.pullTo(refresherThreshold + 20);
    await expect.poll(lastPull).toBeGreaterThanOrEqual(refresherThreshold + 20);
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(refresherThreshold + 20, 0);
    expect(await released()).toEqual([]);
    await touch.lift();
    // Refreshing: the release refreshes once, with the refresher held at the threshold.
    await expect.poll(released).toEqual(['refresherrefresh']);
    await expect.poll(() => shownHeight(refresher)).toBeCloseTo(refresherThreshold, 0);
    expect(await released()).toEqual(['refresherrefresh']);
  });
});
