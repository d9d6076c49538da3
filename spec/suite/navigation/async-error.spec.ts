import { v } from '../../catalogue/index.ts';
import { LAZY_PAGE_CODE, lazyPageApp } from '../../fixtures/navigation.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test('a page whose code fails to load shows the retry screen, and a tap retries [net.async-error.retry]', async ({ page, openApp, uniCall, part }) => {
  let attempts = 0;
  await page.route((url) => url.pathname === LAZY_PAGE_CODE, (route) => (++attempts === 1
    ? route.abort('failed')
    : route.fulfill({ contentType: 'text/javascript', body: 'export default "Lazy page loaded";' })));
  await openApp(lazyPageApp);
  await uniCall('navigateTo', { url: '/pages/lazy/lazy' });
  const retry = page.getByText(v('net.async-error.retry').message);
  await expect(retry).toBeVisible();
  expect(attempts).toBe(1);
  await retry.click();
  await expect(part('shell.page')).toContainText('Lazy page loaded');
  await expect(retry).toHaveCount(0);
  expect(attempts).toBe(2);
  expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/lazy/lazy']);
});
