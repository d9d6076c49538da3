import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';

const { name: component, defaultWidth, defaultHeight } = v('comp.builtin.canvas');
const ratio = 2;

// Judged in real layout: a runtime may size the backing store from the element's box, which only a
// browser lays out.
test.use({ deviceScaleFactor: ratio });

/** The backing store sizes of the page's canvases, in document order (each test lists the hidpi one first). */
const stores = (page: Page) => page.evaluate(() => [...document.querySelectorAll('*')]
  .filter((el): el is HTMLCanvasElement => el instanceof HTMLCanvasElement)
  .map((c) => [c.width, c.height]));
/** The CSS size the page's canvases are shown at, in document order. */
const shown = (page: Page) => page.evaluate(() => [...document.querySelectorAll('*')]
  .filter((el): el is HTMLCanvasElement => el instanceof HTMLCanvasElement)
  .map((c) => { const box = c.getBoundingClientRect(); return [Math.round(box.width), Math.round(box.height)]; }));

test('a canvas of the default size scales its backing store by the device pixel ratio, and keeps the CSS size with hidpi off [comp.builtin.canvas]', async ({ page, openApp }) => {
  await openApp(componentsApp(
    { name: component, props: { canvasId: 'hidpi' } },
    { name: component, props: { canvasId: 'plain', hidpi: false } },
  ));
  await expect.poll(() => stores(page)).toEqual([[defaultWidth * ratio, defaultHeight * ratio], [defaultWidth, defaultHeight]]);
  expect(await shown(page)).toEqual([[defaultWidth, defaultHeight], [defaultWidth, defaultHeight]]);
});

test('a canvas the page sizes has a backing store of that size, scaled by the device pixel ratio unless hidpi is off [comp.builtin.canvas]', async ({ page, openApp }) => {
  const size = { width: 200, height: 100 };
  const style = { width: `${size.width}px`, height: `${size.height}px` };
  await openApp(componentsApp(
    { name: component, props: { canvasId: 'sized', style } },
    { name: component, props: { canvasId: 'sized-plain', hidpi: false, style } },
  ));
  await expect.poll(() => stores(page)).toEqual([[size.width * ratio, size.height * ratio], [size.width, size.height]]);
  expect(await shown(page)).toEqual([[size.width, size.height], [size.width, size.height]]);
});

test('a canvas whose box changes size keeps a backing store of the new size, scaled by the device pixel ratio [comp.builtin.canvas]', async ({ page, openApp }) => {
  // Half the viewport wide: the viewport resizes the box once the canvas is up.
  const style = { width: '50vw', height: '100px' };
  await page.setViewportSize({ width: 400, height: 600 });
  await openApp(componentsApp({ name: component, props: { canvasId: 'fluid', style } }));
  await expect.poll(() => stores(page)).toEqual([[200 * ratio, 100 * ratio]]);
  await page.setViewportSize({ width: 600, height: 600 });
  await expect.poll(() => stores(page)).toEqual([[300 * ratio, 100 * ratio]]);
  expect(await shown(page)).toEqual([[300, 100]]);
});
