import { defaultModeApp, hashApp } from '../../fixtures/navigation.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test.describe('hash mode [nav.router.hash-mode]', () => {
  test('is the default: the page path lives in the location hash', async ({ page, openApp, uniCall }) => {
    await openApp(defaultModeApp);
    const pathname = new URL(page.url()).pathname;
    await uniCall('navigateTo', { url: '/pages/detail/detail?id=7' });
    const url = new URL(page.url());
    expect(url.hash).toBe('#/pages/detail/detail?id=7');
    expect(url.pathname).toBe(pathname);
  });

  test('the back and forward buttons and a reload keep the url and the stack consistent', async ({ page, openApp, uniCall, part }) => {
    await openApp(hashApp);
    await uniCall('navigateTo', { url: '/pages/detail/detail' });
    await uniCall('navigateTo', { url: '/pages/other/other?x=1' });
    await page.goBack();
    await expect(part('shell.page')).toContainText('Detail page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail']);
    expect(new URL(page.url()).hash).toBe('#/pages/detail/detail');
    await page.goForward();
    await expect(part('shell.page')).toContainText('Other page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail', 'pages/other/other']);
    await page.reload();
    await expect(part('shell.page')).toContainText('Other page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail', 'pages/other/other']);
    expect(new URL(page.url()).hash).toBe('#/pages/other/other?x=1');
    await page.goBack();
    await page.goBack();
    await expect(part('shell.page')).toContainText('Home page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index']);
    expect(new URL(page.url()).hash).toBe('#/');
  });

  test('an edited hash opens that page on top', async ({ page, openApp, part }) => {
    await openApp(hashApp);
    await page.evaluate(() => { window.location.hash = '#/pages/detail/detail?id=5'; });
    await expect(part('shell.page')).toContainText('Detail page');
    expect(await page.evaluate(() => (window as any).getCurrentPages().map((p: { route: string; options: object }) => [p.route, p.options])))
      .toEqual([['pages/index/index', {}], ['pages/detail/detail', { id: '5' }]]);
  });
});
