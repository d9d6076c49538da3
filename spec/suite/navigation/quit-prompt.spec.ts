import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';

const { message, windowMs } = v('nav.back-press.quit-prompt');

test.describe('the back press on the root page [nav.back-press.quit-prompt]', () => {
  test.beforeEach(async ({ page, openApp }) => {
    await page.clock.install();
    // Something to quit to: the document before the app.
    await page.goto('data:text/html,<p>outside the app</p>');
    await openApp(basicApp);
  });

  /** Stops the page's clock, so only runFor moves it. */
  const pauseClock = async (page: Page) => {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  };

  test('the first press shows the prompt and keeps the app; the prompt goes when the window is over', async ({ page, part }) => {
    await pauseClock(page);
    const prompt = page.getByText(message);
    await expect(prompt).toHaveCount(0);
    await page.goBack();
    await expect(prompt).toBeVisible();
    await expect(part('shell.page')).toContainText('Home page');
    expect(await currentRoutes(page)).toEqual(['pages/index/index']);
    await page.clock.runFor(windowMs - 1);
    await expect(prompt).toBeVisible();
    await page.clock.runFor(1);
    await expect(prompt).toBeHidden();
    // A press after the window is a first press again.
    await page.goBack();
    await expect(prompt).toBeVisible();
    await expect(part('shell.page')).toContainText('Home page');
  });

  test('a second press within the window quits the app', async ({ page }) => {
    await pauseClock(page);
    await page.goBack();
    await expect(page.getByText(message)).toBeVisible();
    await page.clock.runFor(windowMs - 1);
    // The press lands in the app, which then leaves the document: the back navigation itself is cut short.
    await Promise.all([page.waitForURL(/^data:/), page.goBack().catch(() => null)]);
    await expect(page.getByText('outside the app')).toBeVisible();
  });

  test('a back press on a page above the root just closes that page', async ({ page, uniCall, part }) => {
    await uniCall('navigateTo', { url: '/pages/detail/detail', animationType: 'none' });
    await page.goBack();
    await expect(part('shell.page')).toContainText('Home page');
    await expect(page.getByText(message)).toHaveCount(0);
  });
});
