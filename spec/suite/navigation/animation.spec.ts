import type { Page } from '@playwright/test';
import { fill, v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

const { durationMs } = v('nav.animation.default-duration');

test.beforeEach(async ({ page, openApp }) => {
  await page.clock.install();
  await openApp(basicApp);
  // From here only runFor moves the page's clock.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
});

/** Starts navigateTo calls in the page; their results collect in window.__results. */
async function start(page: Page, calls: [string, Record<string, unknown>][]) {
  await page.evaluate((list) => {
    const w = window as any;
    w.__results ??= [];
    for (const [api, options] of list) w.uni[api]({ ...options, complete: (res: { errMsg: string }) => w.__results.push(res.errMsg) });
  }, calls);
}
const results = (page: Page) => page.evaluate(() => (window as any).__results as string[]);

test('a pushed page animates for 300 ms and the navigation completes then [nav.animation.default-duration]', async ({ page, part }) => {
  await start(page, [['navigateTo', { url: '/pages/detail/detail' }]]);
  await expect(part('shell.page')).toContainText('Detail page');
  const durations = await part('shell.page').evaluate((el) => [getComputedStyle(el).animationDuration, getComputedStyle(el).transitionDuration]);
  expect(durations).toContain(`${durationMs / 1000}s`);
  await page.clock.runFor(durationMs - 1);
  expect(await results(page)).toEqual([]);
  await page.clock.runFor(1);
  expect(await results(page)).toEqual(['navigateTo:ok']);
});

test('a second navigation to the url while the first is in flight is refused as locked [nav.url-locked]', async ({ page, part }) => {
  const url = '/pages/detail/detail?id=1';
  await start(page, [['navigateTo', { url }], ['navigateTo', { url }]]);
  expect(await results(page)).toEqual([`navigateTo:fail ${fill(v('nav.url-locked').template, { url })}`]);
  await page.clock.runFor(durationMs);
  expect(await results(page)).toHaveLength(2);
  expect((await results(page))[1]).toBe('navigateTo:ok');
  await expect(part('shell.page')).toContainText('Detail page');
  expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail']);
  // Once it completed, the same url opens again.
  await start(page, [['navigateTo', { url }]]);
  await page.clock.runFor(durationMs);
  expect((await results(page))[2]).toBe('navigateTo:ok');
  expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail', 'pages/detail/detail']);
});
