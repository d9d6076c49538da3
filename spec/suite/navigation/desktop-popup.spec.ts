import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

const threshold = v('nav.shell.desktop-popup-threshold');

/**
 * Judged on the action sheet's row: the phone presentation is a sheet across the window (a runtime may
 * inset it by a few pixels), the desktop one a card far narrower than the window.
 */
const CARD_AT_MOST = 0.8;
test('popups take the desktop presentation exactly from 500 by 500 on [nav.shell.desktop-popup-threshold]', async ({ page, openApp }) => {
  await openApp(basicApp);
  // Each dimension at its threshold and a pixel either side, and far beyond.
  const sizes: [number, number, boolean][] = [
    [threshold.width, threshold.height, true],
    [threshold.width - 1, threshold.height, false],
    [threshold.width + 1, threshold.height, true],
    [threshold.width, threshold.height - 1, false],
    [threshold.width, threshold.height + 1, true],
    [threshold.width * 2, threshold.height * 2, true],
  ];
  for (const [width, height, desktop] of sizes) {
    await page.setViewportSize({ width, height });
    const closed = page.evaluate(() => new Promise((resolve) => {
      (window as any).uni.showActionSheet({ itemList: ['First choice'], complete: resolve });
    }));
    const choice = page.getByText('First choice', { exact: true }).filter({ visible: true });
    await expect(choice).toBeVisible();
    const sheet = (await choice.boundingBox())!;
    expect(sheet.width < width * CARD_AT_MOST, `${width}×${height} is ${desktop ? 'desktop' : 'phone'} sized`).toBe(desktop);
    await choice.click();
    await closed;
  }
});

test('an open popup takes the presentation of the window it is resized to, across the threshold and back [nav.shell.desktop-popup-threshold]', async ({ page, openApp }) => {
  await page.setViewportSize({ width: threshold.width - 1, height: threshold.height });
  await openApp(basicApp);
  const closed = page.evaluate(() => new Promise((resolve) => {
    (window as any).uni.showActionSheet({ itemList: ['First choice'], complete: resolve });
  }));
  const choice = page.getByText('First choice', { exact: true }).filter({ visible: true });
  const isCard = async () => (await choice.boundingBox())!.width < page.viewportSize()!.width * CARD_AT_MOST;
  await expect(choice).toBeVisible();
  expect(await isCard()).toBe(false);
  await page.setViewportSize({ width: threshold.width, height: threshold.height });
  await expect.poll(isCard).toBe(true);
  await page.setViewportSize({ width: threshold.width, height: threshold.height - 1 });
  await expect.poll(isCard).toBe(false);
  await choice.click();
  await closed;
});
