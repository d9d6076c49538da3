import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test.beforeEach(async ({ openApp }) => {
  await openApp(basicApp);
});

test('navigateTo opens a page on top and keeps the covered one alive [nav.navigate-to.pushes]', async ({ page, uniCall, part }) => {
  await part('shell.page').getByRole('textbox').fill('kept while covered');
  const outcome = await uniCall('navigateTo', { url: '/pages/detail/detail?id=7' });
  expect(outcome.res.errMsg).toBe('navigateTo:ok');
  await expect(part('shell.page')).toContainText('Detail page');
  expect(await currentRoutes(page)).toEqual(['pages/index/index', 'pages/detail/detail']);
  await uniCall('navigateBack');
  await expect(part('shell.page')).toContainText('Home page');
  await expect(part('shell.page').getByRole('textbox')).toHaveValue('kept while covered');
});

test('navigateBack closes the top page and the browser url follows [nav.navigate-back.pops]', async ({ page, uniCall, part }) => {
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  await uniCall('navigateTo', { url: '/pages/other/other' });
  await expect(part('shell.page')).toContainText('Other page');
  const outcome = await uniCall('navigateBack', { delta: 2 });
  expect(outcome.res.errMsg).toBe('navigateBack:ok');
  await expect(part('shell.page')).toContainText('Home page');
  expect(await currentRoutes(page)).toEqual(['pages/index/index']);
  expect(new URL(page.url()).hash).toBe('#/');
});

test('a tab-bar page cannot be opened with navigateTo or redirectTo [nav.tab-page-not-navigable]', async ({ page, uniCall, part }) => {
  const messages = v('nav.tab-page-not-navigable');
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  const pushed = await uniCall('navigateTo', { url: '/pages/mine/mine' });
  expect(pushed.ok).toBe(false);
  expect(pushed.res.errMsg).toBe(`navigateTo:fail ${messages.navigateTo}`);
  const replaced = await uniCall('redirectTo', { url: '/pages/mine/mine' });
  expect(replaced.res.errMsg).toBe(`redirectTo:fail ${messages.redirectTo}`);
  await expect(part('shell.page')).toContainText('Detail page');
});
