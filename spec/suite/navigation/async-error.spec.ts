import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { LAZY_PAGE_CODE, lazyPageApp } from '../../fixtures/navigation.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

/** Serves the lazy page's code, failing its first load; returns how many loads were asked for. */
async function failFirstLoad(page: Page): Promise<() => number> {
  let attempts = 0;
  await page.route((url) => url.pathname === LAZY_PAGE_CODE, (route) => (++attempts === 1
    ? route.abort('failed')
    : route.fulfill({ contentType: 'text/javascript', body: 'export default "Lazy page loaded";' })));
  return () => attempts;
}

test('a page whose code fails to load shows the retry screen, and a tap retries [net.async-error.retry]', async ({ page, openApp, uniCall, part }) => {
  const attempts = await failFirstLoad(page);
  await openApp(lazyPageApp);
  await uniCall('navigateTo', { url: '/pages/lazy/lazy' });
  const retry = page.getByText(v('net.async-error.retry').message);
  await expect(retry).toBeVisible();
  expect(attempts()).toBe(1);
  await retry.click();
  await expect(part('shell.page')).toContainText('Lazy page loaded');
  await expect(retry).toHaveCount(0);
  expect(attempts()).toBe(2);
  expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/lazy/lazy']);
});

/** Opens the lazy page, its code failing, in an app of `language`'s locale: the retry screen shows that language's text. */
async function retryScreenIn(page: Page, openApp: (app: FixtureApp) => Promise<void>, uniCall: (api: string, options: Record<string, unknown>) => Promise<unknown>,
  language: { locale: string; strings: { 'uni.async.error': string } }) {
  await failFirstLoad(page);
  await openApp({ ...lazyPageApp, locale: language.locale });
  await uniCall('navigateTo', { url: '/pages/lazy/lazy' });
  await expect(page.getByText(language.strings['uni.async.error'], { exact: true })).toBeVisible();
}

test('the retry screen speaks English in an English app [device.i18n.english]', ({ page, openApp, uniCall }) => retryScreenIn(page, openApp, uniCall, v('device.i18n.english')));
test('the retry screen speaks Spanish in a Spanish app [device.i18n.spanish]', ({ page, openApp, uniCall }) => retryScreenIn(page, openApp, uniCall, v('device.i18n.spanish')));
test('the retry screen speaks Chinese in a Chinese app [device.i18n.chinese]', ({ page, openApp, uniCall }) => retryScreenIn(page, openApp, uniCall, v('device.i18n.chinese')));
