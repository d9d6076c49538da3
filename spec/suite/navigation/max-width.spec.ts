import { v } from '../../catalogue/index.ts';
import { windowsApp } from '../../fixtures/navigation.ts';
import { expect, test } from '../../harness/browser.ts';

const { option } = v('nav.layout.max-width');
const narrow = windowsApp.pages.find((p) => p.style?.[option])!;
const maxWidth = narrow.style![option]!;

test('a route\'s maxWidth limits the layout to that width, centred, on a wider viewport [nav.layout.max-width]', async ({ page, openApp, uniCall, part }) => {
  const viewport = { width: maxWidth * 2, height: 700 };
  await page.setViewportSize(viewport);
  await openApp({ ...windowsApp, topWindow: undefined, leftWindow: undefined, rightWindow: undefined });
  const wide = (await part('shell.page').boundingBox())!;
  expect(wide.width).toBe(viewport.width);
  await uniCall('navigateTo', { url: `/${narrow.path}` });
  await expect(part('shell.page')).toContainText('Narrow page');
  // The entering page may still be animating (a transform) for a while: measure once it settles, in
  // width and in place.
  await expect.poll(async () => {
    const { x, width } = (await part('shell.page').boundingBox())!;
    return { x, width };
  }).toEqual({ x: (viewport.width - maxWidth) / 2, width: maxWidth });
  // A narrower viewport than maxWidth is filled.
  await page.setViewportSize({ width: maxWidth - 100, height: 700 });
  expect((await part('shell.page').boundingBox())!.width).toBe(maxWidth - 100);
  await uniCall('navigateBack');
  await page.setViewportSize(viewport);
  await expect(part('shell.page')).toContainText('Home page');
  await expect.poll(async () => (await part('shell.page').boundingBox())!.width).toBe(viewport.width);
});
