import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

const { durationMs } = v('nav.animation.default-duration');

test.describe('navigation guards [nav.router.guards]', () => {
  test.beforeEach(async ({ page, openApp }) => {
    await page.clock.install();
    await openApp(basicApp);
    // From here only runFor moves the page's clock.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  });

  test('a guard cancels a navigation: the stack, the page and the url stay', async ({ page, part }) => {
    const before = page.url();
    await page.evaluate(() => {
      const uni = (window as any).uni;
      uni.addInterceptor('navigateTo', { invoke: (args: { url: string }) => !args.url.startsWith('/pages/detail/') });
      const w = window as any;
      w.__completed = 0;
      uni.navigateTo({ url: '/pages/detail/detail', complete: () => { w.__completed++; } });
    });
    // Twice the time an allowed navigation takes to complete, on the page's clock.
    await page.clock.runFor(2 * durationMs);
    expect(await page.evaluate(() => (window as any).__completed)).toBe(0);
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
    const done = uniCall('navigateTo', { url: '/pages/detail/detail' });
    await page.clock.runFor(durationMs);
    expect((await done).res.errMsg).toBe('navigateTo:ok');
    await expect(part('shell.page')).toContainText('Other page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/other/other']);
    expect(new URL(page.url()).hash).toBe('#/pages/other/other?from=guard');
  });
});
