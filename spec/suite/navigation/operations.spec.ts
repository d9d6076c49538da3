import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test.beforeEach(async ({ openApp }) => {
  await openApp(basicApp);
});

// A runtime may finish closing pages in the frames after the new one shows (Vue 3 listed a closed page for a
// moment after reLaunch): the stack is judged once it settles, within the assertion's time-out.

test('redirectTo replaces the top page, in the stack and in the url [nav.redirect-to.replaces]', async ({ page, uniCall, part }) => {
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  const outcome = await uniCall('redirectTo', { url: '/pages/other/other?x=1' });
  expect(outcome.res.errMsg).toBe('redirectTo:ok');
  await expect(part('shell.page')).toContainText('Other page');
  await expect.poll(() => currentRoutes(page)).toEqual(['pages/index/index', 'pages/other/other']);
  expect(new URL(page.url()).hash).toBe('#/pages/other/other?x=1');
  await uniCall('navigateBack');
  await expect(part('shell.page')).toContainText('Home page');
});

test('switchTab closes the non-tab pages and shows the tab page without its query [nav.switch-tab.closes-non-tab-pages]', async ({ page, uniCall, part }) => {
  await part('shell.page').getByRole('textbox').fill('home tab state');
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  await uniCall('navigateTo', { url: '/pages/other/other' });
  expect((await uniCall('switchTab', { url: '/pages/mine/mine?x=1' })).res.errMsg).toBe('switchTab:ok');
  await expect(part('shell.page')).toContainText('Mine page');
  await expect.poll(() => currentRoutes(page)).toEqual(['pages/mine/mine']);
  expect(new URL(page.url()).hash).toBe('#/pages/mine/mine');
  // No closed page is left for the user to see (an implementation may keep pages out of the document).
  for (const closed of ['Detail page', 'Other page']) await expect(page.getByText(closed).filter({ visible: true })).toHaveCount(0);
  // The tab bar switches back; the home tab kept its state.
  await part('shell.tab-bar').getByText('Home').click();
  await expect(part('shell.page')).toContainText('Home page');
  await expect(part('shell.page').getByRole('textbox')).toHaveValue('home tab state');
  await expect.poll(() => currentRoutes(page)).toEqual(['pages/index/index']);
});

test('reLaunch closes every page and leaves its target alone [nav.re-launch.clears-stack]', async ({ page, uniCall, part }) => {
  await uniCall('navigateTo', { url: '/pages/detail/detail' });
  await uniCall('navigateTo', { url: '/pages/other/other' });
  expect((await uniCall('reLaunch', { url: '/pages/detail/detail?id=2' })).res.errMsg).toBe('reLaunch:ok');
  await expect(part('shell.page')).toContainText('Detail page');
  await expect.poll(() => currentRoutes(page)).toEqual(['pages/detail/detail']);
  expect(new URL(page.url()).hash).toBe('#/pages/detail/detail?id=2');
  // Only its target is shown: no page it closed is left for the user to see.
  await expect(page.getByText('Detail page').filter({ visible: true })).toHaveCount(1);
  for (const closed of ['Home page', 'Other page']) await expect(page.getByText(closed).filter({ visible: true })).toHaveCount(0);
  await uniCall('reLaunch', { url: '/pages/mine/mine' });
  await expect(part('shell.page')).toContainText('Mine page');
  await expect.poll(() => currentRoutes(page)).toEqual(['pages/mine/mine']);
});
