import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

test('the tab bar lists the app\'s tabs, marks the current one and switches on a tap [comp.builtin.tab-bar]', async ({ page, openApp, shell }) => {
  await openApp(basicApp);
  const tabBar = page.locator(shell.tabBar);
  const [home, mine] = basicApp.tabBar!.list;
  await expect(tabBar.getByRole('tab')).toHaveText(basicApp.tabBar!.list.map((t) => t.text));
  await expect(tabBar.getByRole('tab', { name: home!.text })).toHaveAttribute('aria-selected', 'true');
  await page.locator(shell.currentPage).getByRole('textbox').fill('kept on its tab');
  // A tap on the current tab does not navigate.
  await tabBar.getByRole('tab', { name: home!.text }).click();
  expect(await currentRoutes(page)).toEqual([home!.pagePath]);
  await tabBar.getByRole('tab', { name: mine!.text }).click();
  await expect(page.locator(shell.currentPage)).toContainText('Mine page');
  await expect(tabBar.getByRole('tab', { name: mine!.text })).toHaveAttribute('aria-selected', 'true');
  expect(await currentRoutes(page)).toEqual([mine!.pagePath]);
  // The tab left behind stays alive with its state.
  await tabBar.getByRole('tab', { name: home!.text }).click();
  await expect(page.locator(shell.currentPage).getByRole('textbox')).toHaveValue('kept on its tab');
});
