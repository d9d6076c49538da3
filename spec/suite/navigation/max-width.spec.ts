import { windowsApp } from '../../fixtures/navigation.ts';
import { expect, test } from '../../harness/browser.ts';

const narrow = windowsApp.pages.find((p) => p.style?.maxWidth)!;
const maxWidth = narrow.style!.maxWidth!;

test('a route\'s maxWidth limits the layout to that width, centred, on a wider viewport [nav.layout.max-width]', async ({ page, openApp, uniCall, part }) => {
  const viewport = { width: maxWidth * 2, height: 700 };
  await page.setViewportSize(viewport);
  await openApp({ ...windowsApp, topWindow: undefined, leftWindow: undefined, rightWindow: undefined });
  const wide = (await part('shell.page').boundingBox())!;
  expect(wide.width).toBe(viewport.width);
  await uniCall('navigateTo', { url: `/${narrow.path}` });
  await expect(part('shell.page')).toContainText('Narrow page');
  // The entering page may still be animating (a transform) for a frame or two: measure once it settles.
  await expect.poll(async () => (await part('shell.page').boundingBox())!.width).toBe(maxWidth);
  expect((await part('shell.page').boundingBox())!.x).toBe((viewport.width - maxWidth) / 2);
  // A narrower viewport than maxWidth is filled.
  await page.setViewportSize({ width: maxWidth - 100, height: 700 });
  expect((await part('shell.page').boundingBox())!.width).toBe(maxWidth - 100);
  await uniCall('navigateBack');
  await page.setViewportSize(viewport);
  expect((await part('shell.page').boundingBox())!.width).toBe(viewport.width);
});
