import type { Locator, Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { pullDownRefreshApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { pauseClock, recordEvents } from './relayed-events.ts';
import { downwardPull, TOUCH_SKIP_REASON } from './touch.ts';

const aborting = v('comp.pull-to-refresh.aborting');
const restoring = v('comp.pull-to-refresh.restoring');

/*
 * The framework's pull-to-refresh is the page's pull-down refresh (pages.json enablePullDownRefresh), whose
 * states the seed names. They are judged as the user meets them: the refresh indicator, which comes down
 * with a pull, stays out while refreshing and goes back once the pull aborts or the refresh ends (its
 * distance from where it waits), and the page's onPullDownRefresh, which a refresh calls. The range a pull
 * must reach is the framework's (the seed gives none): a short pull is well under any, a long one well past.
 */
const SHORT = 24;
const LONG = 300;

test.describe('the page\'s pull-down refresh under real touch', () => {
  test.skip(({ browserName }) => browserName !== 'chromium', TOUCH_SKIP_REASON);

  /** The app opened on a paused clock, its refresh hook recorded; `down()` is how far the indicator is out (px, 0 when not shown). */
  async function open(page: Page, openApp: (app: typeof pullDownRefreshApp) => Promise<void>, part: (name: 'shell.page-refresh' | 'shell.navigation-bar') => Locator) {
    await page.clock.install();
    const events = await recordEvents(page, ['onPullDownRefresh']);
    await openApp(pullDownRefreshApp);
    await pauseClock(page);
    const indicator = part('shell.page-refresh');
    // The page's top: the navigation bar's bottom edge. The indicator is out as far as its bottom edge is below it.
    const bar = (await part('shell.navigation-bar').boundingBox())!;
    const out = async () => {
      const box = await indicator.boundingBox();
      return box ? Math.max(0, Math.round(box.y + box.height - (bar.y + bar.height))) : 0;
    };
    // The finger comes down on what the page shows.
    const box = (await page.getByText(pullDownRefreshApp.pages[0]!.text!).boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y0 = Math.round(box.y + box.height / 2);
    const { press, pullTo, lift } = await downwardPull(page, { x, y: y0 }, 4);
    const refreshes = async () => (await events()).filter((e) => e.type === 'onPullDownRefresh').length;
    return {
      refreshes,
      down: out,
      /**
       * How long the indicator's move now takes (ms): its CSS transition, the longest of its properties with
       * their delays. The framework draws the fold back as a transition, which runs on the browser's own
       * time, not the page clock, so its length is read rather than waited out.
       */
      fold: () => indicator.evaluate((el) => {
        const style = getComputedStyle(el);
        const ms = (list: string) => list.split(',').map((t) => parseFloat(t) * (t.trim().endsWith('ms') ? 1 : 1000));
        const durations = ms(style.transitionDuration);
        const delays = ms(style.transitionDelay);
        return Math.max(...durations.map((d, i) => d + (delays[i % delays.length] ?? 0)));
      }),
      /** How far the indicator is out once it has stopped moving (its transitions run on the browser's own time). */
      steady: async () => {
        let last = Number.NaN;
        await expect.poll(async () => {
          const now = await out();
          const still = now === last;
          last = now;
          return still;
        }, { intervals: [100] }).toBe(true);
        return last;
      },
      press,
      pullTo,
      lift,
      /** Pulls well past the range and lets go: the page refreshes, once. */
      refresh: async () => {
        await press();
        await pullTo(LONG);
        await lift();
        await page.clock.runFor(1000);
        await expect.poll(refreshes).toBe(1);
      },
      /** Once `settleMs` have passed the indicator is back, and nothing refreshed, even two seconds on. */
      backWithoutRefresh: async (settleMs: number) => {
        await page.clock.runFor(settleMs);
        await expect.poll(out).toBe(0);
        await page.clock.runFor(2000);
        expect(await refreshes()).toBe(0);
      },
      /** A new short pull brings the indicator out: pulls are taken again. */
      takesAPull: async () => {
        await press();
        await pullTo(SHORT);
        await expect.poll(out).toBeGreaterThan(0);
      },
    };
  }

  test('a pull down at the top of the page brings the indicator down with it; released short, it goes back over the settle time and nothing refreshes [comp.pull-to-refresh.pulling, comp.pull-to-refresh.aborting]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    expect(await pull.down()).toBe(0);
    await pull.press();
    await pull.pullTo(SHORT);
    await expect.poll(pull.down).toBeGreaterThan(0);
    const first = await pull.down();
    await pull.pullTo(SHORT + 10);
    await expect.poll(pull.down).toBeGreaterThan(first);
    await pull.lift();
    expect(await pull.fold()).toBe(aborting.settleMs);
    await pull.backWithoutRefresh(aborting.settleMs);
  });

  test('a touch that comes down while a pull is aborting does not pull; once it has gone back, a new one does [comp.pull-to-refresh.aborting]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    await pull.press();
    await pull.pullTo(SHORT);
    await expect.poll(pull.down).toBeGreaterThan(0);
    await pull.lift();
    await pull.press();
    await pull.pullTo(LONG);
    await pull.backWithoutRefresh(aborting.settleMs);
    await pull.lift();
    await pull.takesAPull();
  });

  test('a pull that reaches the range and is released refreshes: onPullDownRefresh is called once and the indicator stays out [comp.pull-to-refresh.reached, comp.pull-to-refresh.refreshing]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    await pull.press();
    await pull.pullTo(LONG);
    await expect.poll(pull.down).toBeGreaterThan(0);
    expect(await pull.refreshes()).toBe(0);
    await pull.lift();
    await page.clock.runFor(1000);
    await expect.poll(pull.refreshes).toBe(1);
    await page.clock.runFor(5000);
    expect(await pull.down()).toBeGreaterThan(0);
    expect(await pull.refreshes()).toBe(1);
  });

  test('a pull that reached the range and came back short of it aborts on release [comp.pull-to-refresh.reached, comp.pull-to-refresh.aborting]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    await pull.press();
    await pull.pullTo(LONG);
    await expect.poll(pull.down).toBeGreaterThan(0);
    await pull.pullTo(SHORT / 2);
    await pull.lift();
    await pull.backWithoutRefresh(aborting.settleMs);
  });

  test('while refreshing, a new pull neither moves the indicator nor refreshes again [comp.pull-to-refresh.refreshing]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    await pull.refresh();
    const held = await pull.steady();
    await pull.press();
    await pull.pullTo(LONG);
    await pull.lift();
    await page.clock.runFor(1000);
    expect(await pull.down()).toBe(held);
    expect(await pull.refreshes()).toBe(1);
  });

  test('uni.startPullDownRefresh refreshes without a pull, and uni.stopPullDownRefresh ends it: the indicator goes over the settle time, then a pull is taken again [comp.pull-to-refresh.refreshing, comp.pull-to-refresh.restoring]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    await page.evaluate(() => (window as any).uni.startPullDownRefresh());
    await page.clock.runFor(1000);
    await expect.poll(pull.refreshes).toBe(1);
    await expect.poll(pull.down).toBeGreaterThan(0);
    await page.evaluate(() => (window as any).uni.stopPullDownRefresh());
    expect(await pull.fold()).toBe(restoring.settleMs);
    await page.clock.runFor(restoring.settleMs);
    await expect.poll(pull.down).toBe(0);
    await pull.takesAPull();
    expect(await pull.refreshes()).toBe(1);
  });

  test('a touch that comes down while the refresh is ending does not pull [comp.pull-to-refresh.restoring]', async ({ page, openApp, part }) => {
    const pull = await open(page, openApp, part);
    await pull.refresh();
    await page.evaluate(() => (window as any).uni.stopPullDownRefresh());
    await pull.press();
    await pull.pullTo(LONG);
    await page.clock.runFor(restoring.settleMs);
    await expect.poll(pull.down).toBe(0);
    await pull.lift();
    await page.clock.runFor(2000);
    expect(await pull.refreshes()).toBe(1);
  });
});
