/** The ad's requests in a real browser, for the ad's browser tests. */
import type { Page, Route } from '@playwright/test';
import { AD_REPORT_HOST, isAdRequest } from '../../../mocks/handlers/dcloud-ad.ts';

/**
 * Holds every request for the ad's config unanswered (the returned list fills as they come), and answers a
 * runtime's reports to its own advertising report host (a GET with the host name and slot id, as the seed
 * describes the ad's requests), as the unit layer does.
 */
export async function holdAdConfigRequests(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route((url) => isAdRequest(url.href), (route) => { held.push(route); });
  await page.route(`${AD_REPORT_HOST}/**`, (route) => route.fulfill({ json: {} }));
  return held;
}
