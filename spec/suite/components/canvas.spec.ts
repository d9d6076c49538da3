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

test('a canvas of the default size scales its backing store by the device pixel ratio, and keeps the CSS size with hidpi off [comp.builtin.canvas]', async ({ page, openApp }) => {
  await openApp(componentsApp(
    { name: component, props: { canvasId: 'hidpi' } },
    { name: component, props: { canvasId: 'plain', hidpi: false } },
  ));
  await expect.poll(() => stores(page)).toEqual([[defaultWidth * ratio, defaultHeight * ratio], [defaultWidth, defaultHeight]]);
});

test('a canvas the page sizes has a backing store of that size, scaled by the device pixel ratio unless hidpi is off [comp.builtin.canvas]', async ({ page, openApp }) => {
  const size = { width: 200, height: 100 };
  const style = { width: `${size.width}px`, height: `${size.height}px` };
  await openApp(componentsApp(
    { name: component, props: { canvasId: 'sized', style } },
    { name: component, props: { canvasId: 'sized-plain', hidpi: false, style } },
  ));
  await expect.poll(() => stores(page)).toEqual([[size.width * ratio, size.height * ratio], [size.width, size.height]]);
});
