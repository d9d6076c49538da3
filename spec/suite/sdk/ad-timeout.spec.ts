/**
 * The ad's config request in a real browser: the test holds the request to the advertising endpoint, and
 * the page's clock decides when the ad gives up.
 */
import { v } from '../../catalogue/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { AD_SLOT } from '../../../mocks/handlers/dcloud-ad.ts';
import { holdAdConfigRequests } from './held-ad-config.ts';
import { recordEvents } from '../components/relayed-events.ts';

test('an ad whose config request gets no answer emits error at 8 s of the page clock, not a millisecond earlier [sdk.ad.request-timeout]', async ({ page, openApp, target }) => {
  test.skip(!target.capabilities.includes('ad'), 'the target has no ad component');
  const { timeoutMs } = v('sdk.ad.request-timeout');
  const held = await holdAdConfigRequests(page);
  const events = await recordEvents(page, ['load', 'error']);
  // The clock stands still from before the app boots: the ad asks for its config as the page loads.
  const start = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await openApp(componentsApp({ name: 'ad', props: { adpid: AD_SLOT }, events: ['load', 'error'] }));
  // The wait starts when the request goes out; the paused clock has not moved since.
  await expect.poll(() => held.length).toBe(1);
  await page.clock.runFor(timeoutMs - 1);
  expect(await events()).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(async () => (await events()).map((e) => e.type)).toEqual(['error']);
});
