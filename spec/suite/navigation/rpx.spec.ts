import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

const { width: design } = v('nav.shell.base-design-width');

test('upx2px computes rpx against the 750 design width of the real window [nav.shell.base-design-width]', async ({ page, openApp }) => {
  for (const [i, width] of [320, 375, 414].entries()) {
    // A page load per width, as on a device that wide: the seed says nothing of a window resized while the
    // app runs, and a runtime may take the width once.
    await page.setViewportSize({ width, height: 700 });
    if (i === 0) await openApp(basicApp);
    else {
      await page.reload();
      await page.waitForFunction(() => typeof (window as any).uni === 'object' && typeof (window as any).getCurrentPages === 'function');
    }
    const px = await page.evaluate((d) => [d, d / 2, 1, d - 1, d + 1].map((rpx) => (window as any).uni.upx2px(rpx)), design);
    // The design width and a step either side of it: rpx × width / 750, rounded down.
    const scaled = (rpx: number) => Math.floor((rpx * width) / design + 1e-4);
    expect(px).toEqual([width, Math.floor(width / 2), 1, scaled(design - 1), scaled(design + 1)]);
  }
});
