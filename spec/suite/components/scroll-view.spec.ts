import type { Locator, Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import type { PartName } from '../../contract/index.ts';
import { scrollApp, scrollBox } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { recordEvents } from './relayed-events.ts';

const { upperThreshold, lowerThreshold } = v('comp.builtin.scroll-view');

// The box that scrolls (contract/parts.ts); a runtime may nest its scroll boxes: the innermost one scrolls.
const scroller = (part: (name: PartName) => Locator) => part('scroll-view.scroller').last();
/** Where the fixture's child with `id` (the app's own id, not the runtime's) is on screen along `axis`. */
const placeOf = (page: Page, id: string, axis: 'x' | 'y' = 'y') =>
  page.evaluate(([childId, along]) => document.getElementById(childId)!.getBoundingClientRect()[along], [id, axis] as const);

test.describe('scroll-view in real layout [comp.builtin.scroll-view]', () => {
  test('scroll-into-view scrolls the child with that id to the top of the view [comp.builtin.scroll-view]', async ({ page, openApp, part }) => {
    await openApp(scrollApp({ scrollIntoView: 'item-3' }));
    // Both read together: the page may still be settling its layout when it first shows.
    const offset = async () => (await placeOf(page, 'item-3')) - (await scroller(part).boundingBox())!.y;
    await expect.poll(offset).toBeCloseTo(0, 0);
    expect(await scroller(part).evaluate((el) => el.scrollTop)).toBeCloseTo(3 * scrollBox.itemHeight, 0);
  });

  // The child's place on screen, read in every frame from the page's start: an animated scroll shows it on its way,
  // an instant one never does. Whether a runtime scrolls the box smoothly or slides its content, the child moves.
  for (const axis of ['y', 'x'] as const) {
    const edge = axis === 'y' ? 'top' : 'left';
    for (const animated of [true, false]) {
      test(`scroll-into-view on a scroll-${axis} view ${animated ? 'with' : 'without'} scroll-with-animation ${animated ? `moves the child to the ${edge} over several frames` : `puts the child at the ${edge} in one frame`} [comp.builtin.scroll-view]`, async ({ page, openApp, part }) => {
        await page.addInitScript((along) => {
          const seen: number[] = [];
          (window as any).__itemPlaces = seen;
          const look = () => {
            const item = document.getElementById('item-3');
            if (item) seen.push(item.getBoundingClientRect()[along]);
            requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
        }, axis);
        const props = { scrollIntoView: 'item-3', scrollWithAnimation: animated };
        await openApp(scrollApp(props, [], axis));
        const offset = async () => (await placeOf(page, 'item-3', axis)) - (await scroller(part).boundingBox())![axis];
        await expect.poll(offset).toBeCloseTo(0, 0);
        const end = await placeOf(page, 'item-3', axis);
        const start = end + 3 * scrollBox.itemHeight;
        const places: number[] = await page.evaluate(() => (window as any).__itemPlaces);
        expect(places.at(-1), 'the frames were read to the end').toBeCloseTo(end, 0);
        const onTheWay = places.filter((p) => p > end + 1 && p < start - 1);
        expect(onTheWay.length > 0, `frames with the child on its way: ${JSON.stringify(places)}`).toBe(animated);
      });
    }
  }

  test('scrolltolower fires only within lower-threshold of the end, scrolltoupper only within upper-threshold of the start [comp.builtin.scroll-view]', async ({ page, openApp, part }) => {
    const events = await recordEvents(page, ['scroll', 'scrolltoupper', 'scrolltolower']);
    await openApp(scrollApp({}, ['scroll', 'scrolltoupper', 'scrolltolower']));
    const end = scrollBox.items * scrollBox.itemHeight - scrollBox.height;
    /** Scrolls to `top` and returns the threshold events that scroll fired. */
    const scrollTo = async (top: number) => {
      const before = (await events()).length;
      await scroller(part).evaluate((el, t) => { el.scrollTop = t; }, top);
      await expect.poll(async () => (await events()).some((e, i) => i >= before && e.type === 'scroll' && e.detail.scrollTop === top)).toBe(true);
      return (await events()).slice(before).filter((e) => e.type !== 'scroll').map((e) => ({ type: e.type, detail: e.detail }));
    };
    expect(await scrollTo(end - lowerThreshold - 10)).toEqual([]);
    expect(await scrollTo(end - lowerThreshold + 10)).toEqual([{ type: 'scrolltolower', detail: { direction: 'bottom' } }]);
    expect(await scrollTo(upperThreshold + 10)).toEqual([]);
    expect(await scrollTo(upperThreshold - 10)).toEqual([{ type: 'scrolltoupper', detail: { direction: 'top' } }]);
  });
});
