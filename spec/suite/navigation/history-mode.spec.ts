import { historyModeApp } from '../../fixtures/navigation.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test.describe('history mode [nav.router.history-mode]', () => {
  test.beforeEach(async ({ openApp }) => {
    await openApp(historyModeApp);
  });

  test('keeps the page path in the pathname, with no hash', async ({ page, uniCall }) => {
    await uniCall('navigateTo', { url: '/pages/detail/detail?id=7' });
    const url = new URL(page.url());
    expect(url.pathname).toBe('/pages/detail/detail');
    expect(url.search).toBe('?id=7');
    expect(url.hash).toBe('');
  });

  test('the back button closes the top page and the forward button reopens it', async ({ page, uniCall, part }) => {
    await uniCall('navigateTo', { url: '/pages/detail/detail' });
    await uniCall('navigateTo', { url: '/pages/other/other' });
    await page.goBack();
    await expect(part('shell.page')).toContainText('Detail page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail']);
    expect(new URL(page.url()).pathname).toBe('/pages/detail/detail');
    await page.goBack();
    await expect(part('shell.page')).toContainText('Home page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index']);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goForward();
    await expect(part('shell.page')).toContainText('Detail page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail']);
  });

  test('a reload keeps the url and the stack, and back still works after it', async ({ page, uniCall, part }) => {
    await uniCall('navigateTo', { url: '/pages/detail/detail?id=3' });
    await page.reload();
    // A reload boots the app anew: both globals, as openApp waits for them.
    await page.waitForFunction(() => typeof (window as any).uni === 'object' && typeof (window as any).getCurrentPages === 'function');
    await expect(part('shell.page')).toContainText('Detail page');
    expect(new URL(page.url()).pathname).toBe('/pages/detail/detail');
    expect(await page.evaluate(() => (window as any).getCurrentPages().map((p: { route: string; options: object }) => [p.route, p.options])))
      .toEqual([['pages/index/index', {}], ['pages/detail/detail', { id: '3' }]]);
    expect((await uniCall('navigateBack')).res.errMsg).toBe('navigateBack:ok');
    await expect(part('shell.page')).toContainText('Home page');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await currentRoutes(page)).toEqual(['pages/index/index']);
  });
});
