import { v } from '../../catalogue/index.ts';
import { windowsApp } from '../../fixtures/navigation.ts';
import { expect, test } from '../../harness/browser.ts';

const { defaultMinWidth } = v('nav.layout.windows');

test.describe('top, left and right windows [nav.layout.windows]', () => {
  test('each shows from its matchMedia minWidth on, the default for those without one', async ({ page, openApp, part }) => {
    await page.setViewportSize({ width: defaultMinWidth - 1, height: 700 });
    await openApp(windowsApp);
    const top = page.getByText('Top window');
    const left = page.getByText('Left window');
    const right = page.getByText('Right window');
    await expect(part('shell.page')).toContainText('Home page');
    await expect(top).toBeHidden();
    await expect(left).toBeHidden();
    await expect(right).toBeHidden();
    await page.setViewportSize({ width: defaultMinWidth, height: 700 });
    await expect(top).toBeVisible();
    await expect(left).toBeVisible();
    await expect(right).toBeHidden();
    await page.setViewportSize({ width: windowsApp.rightWindow!.matchMedia!.minWidth, height: 700 });
    await expect(right).toBeVisible();
  });

  test('the windows sit around the page: top above, left and right at its sides', async ({ page, openApp, part }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openApp(windowsApp);
    await expect(page.getByText('Right window')).toBeVisible();
    const current = (await part('shell.page').boundingBox())!;
    // Measured on the windows (parts), not on the text they show.
    const top = (await part('shell.top-window').boundingBox())!;
    const left = (await part('shell.left-window').boundingBox())!;
    const right = (await part('shell.right-window').boundingBox())!;
    expect(top.y + top.height).toBeLessThanOrEqual(current.y);
    expect(top.height).toBe(60);
    expect(left.x + left.width).toBeLessThanOrEqual(current.x);
    expect(left.width).toBe(200);
    expect(right.x).toBeGreaterThanOrEqual(current.x + current.width);
    expect(right.width).toBe(240);
  });

  test('a page can turn a window off', async ({ page, openApp, uniCall, part }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await openApp(windowsApp);
    await expect(page.getByText('Left window')).toBeVisible();
    await uniCall('navigateTo', { url: '/pages/detail/detail' });
    await expect(part('shell.page')).toContainText('Detail page');
    await expect(page.getByText('Left window')).toBeHidden();
    await expect(page.getByText('Top window')).toBeVisible();
    await expect(page.getByText('Right window')).toBeVisible();
    await uniCall('navigateTo', { url: '/pages/alone/alone' });
    await expect(part('shell.page')).toContainText('Alone page');
    await expect(page.getByText('Top window')).toBeHidden();
    await expect(page.getByText('Right window')).toBeHidden();
    await expect(page.getByText('Left window')).toBeVisible();
  });
});
