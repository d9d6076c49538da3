import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

const { width: design } = v('nav.shell.base-design-width');

test('upx2px computes rpx against the 750 design width of the real window [nav.shell.base-design-width]', async ({ page, openApp }) => {
  await openApp(basicApp);
  for (const width of [320, 375, 414]) {
    await page.setViewportSize({ width, height: 700 });
    const px = await page.evaluate((d) => [(window as any).uni.upx2px(d), (window as any).uni.upx2px(d / 2), (window as any).uni.upx2px(1)], design);
    expect(px).toEqual([width, Math.floor(width / 2), 1]);
  }
});
