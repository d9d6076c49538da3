import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { customNavigationApp } from '../../fixtures/navigation.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test('the shell shows the navigation bar with the title, the page and the tab bar of the app [nav.page-shell]', async ({ page, openApp, uniCall, part }) => {
  await openApp(customNavigationApp);
  const current = part('shell.page');
  await expect(part('shell.navigation-bar')).toContainText('Home');
  await expect(current).toContainText('Home page');
  const tabBar = part('shell.tab-bar');
  await expect(tabBar).toBeVisible();
  for (const item of basicApp.tabBar!.list) await expect(tabBar.getByText(item.text)).toBeVisible();
  await tabBar.getByText('Mine').click();
  await expect(current).toContainText('Mine page');
  expect(await currentRoutes(page)).toEqual(['pages/mine/mine']);
  // An ordinary page has no tab bar; a custom-style page no navigation bar.
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  await expect(part('shell.navigation-bar')).toContainText('Detail');
  await expect(part('shell.tab-bar')).toBeHidden();
  await uniCall('navigateTo', { url: '/pages/custom/custom' });
  await expect(current).toContainText('Custom page');
  await expect(part('shell.navigation-bar')).toHaveCount(0);
});

test('setNavigationBarTitle and setNavigationBarColor change the current page\'s bar [nav.page-shell, nav.set-navigation-bar-color.front-color]', async ({ page, openApp, uniCall, part }) => {
  await openApp(basicApp);
  const bar = part('shell.navigation-bar');
  expect((await uniCall('setNavigationBarTitle', { title: 'Renamed' })).res.errMsg).toBe('setNavigationBarTitle:ok');
  await expect(bar).toContainText('Renamed');
  await expect(page).toHaveTitle('Renamed');
  const [white] = v('nav.set-navigation-bar-color.front-color').allowed;
  expect((await uniCall('setNavigationBarColor', { frontColor: white, backgroundColor: '#ff0000' })).res.errMsg).toBe('setNavigationBarColor:ok');
  await expect(bar).toHaveCSS('background-color', 'rgb(255, 0, 0)');
  await expect(bar).toHaveCSS('color', 'rgb(255, 255, 255)');
  const refused = await uniCall('setNavigationBarColor', { frontColor: '#fff', backgroundColor: '#00ff00' });
  expect(refused.res.errMsg).toBe(`setNavigationBarColor:fail ${v('nav.set-navigation-bar-color.front-color').message} "#fff"`);
  await expect(bar).toHaveCSS('background-color', 'rgb(255, 0, 0)');
});

test('the navigation bar is 44 px high [nav.shell.navigation-bar-height]', async ({ page, openApp, uniCall, part }) => {
  await openApp(basicApp);
  const { height } = v('nav.shell.navigation-bar-height');
  expect((await part('shell.navigation-bar').boundingBox())?.height).toBe(height);
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  expect((await part('shell.navigation-bar').boundingBox())?.height).toBe(height);
});

test('the tab bar is 50 px high [nav.shell.tab-bar-height]', async ({ page, openApp, part }) => {
  await openApp(basicApp);
  for (const viewport of [{ width: 375, height: 667 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    const box = await part('shell.tab-bar').boundingBox();
    expect(box?.height).toBe(v('nav.shell.tab-bar-height').height);
  }
});
