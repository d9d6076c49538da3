import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

const COLOR = 'rgb(1, 2, 3)';
const SELECTED_COLOR = 'rgb(200, 0, 0)';
const coloredApp = { ...basicApp, tabBar: { ...basicApp.tabBar!, color: COLOR, selectedColor: SELECTED_COLOR } };

test('the tab bar lists the app\'s tabs, marks the current one and switches on a tap [comp.builtin.tab-bar]', async ({ page, openApp, part }) => {
  await openApp(coloredApp);
  const tabBar = part('shell.tab-bar');
  const [home, mine] = coloredApp.tabBar.list;
  const tab = (text: string) => tabBar.getByText(text, { exact: true });
  // Left to right in the order of pages.json, the current one in `selectedColor`.
  const [homeBox, mineBox] = await Promise.all([tab(home!.text).boundingBox(), tab(mine!.text).boundingBox()]);
  expect(homeBox!.x).toBeLessThan(mineBox!.x);
  await expect(tab(home!.text)).toHaveCSS('color', SELECTED_COLOR);
  await expect(tab(mine!.text)).toHaveCSS('color', COLOR);
  await part('shell.page').getByRole('textbox').fill('kept on its tab');
  // A tap on the current tab does not navigate.
  await tab(home!.text).click();
  expect(await currentRoutes(page)).toEqual([home!.pagePath]);
  await tab(mine!.text).click();
  await expect(part('shell.page')).toContainText('Mine page');
  await expect(tab(mine!.text)).toHaveCSS('color', SELECTED_COLOR);
  await expect(tab(home!.text)).toHaveCSS('color', COLOR);
  expect(await currentRoutes(page)).toEqual([mine!.pagePath]);
  // The tab left behind stays alive with its state.
  await tab(home!.text).click();
  await expect(part('shell.page').getByRole('textbox')).toHaveValue('kept on its tab');
});
