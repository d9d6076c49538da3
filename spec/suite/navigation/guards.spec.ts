import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test.describe('navigation guards [nav.router.guards]', () => {
  test.beforeEach(async ({ openApp }) => {
    await openApp(basicApp);
  });

  test('a guard cancels a navigation: the stack, the page and the url stay', async ({ page, part }) => {
    const before = page.url();
    await page.evaluate(() => {
      const uni = (window as any).uni;
      uni.addInterceptor('navigateTo', { invoke: (args: { url: string }) => !args.url.startsWith('/pages/detail/') });
      uni.navigateTo({ url: '/pages/detail/detail' });
    });
    await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
    await expect(part('shell.page')).toContainText('Home page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index']);
    expect(page.url()).toBe(before);
  });

  test('a guard redirects a navigation to another page', async ({ page, uniCall, part }) => {
    await page.evaluate(() => {
      (window as any).uni.addInterceptor('navigateTo', {
        invoke(args: { url: string }) { if (args.url.startsWith('/pages/detail/')) args.url = '/pages/other/other?from=guard'; },
      });
    });
    expect((await uniCall('navigateTo', { url: '/pages/detail/detail' })).res.errMsg).toBe('navigateTo:ok');
    await expect(part('shell.page')).toContainText('Other page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/other/other']);
    expect(new URL(page.url()).hash).toBe('#/pages/other/other?from=guard');
  });
});
