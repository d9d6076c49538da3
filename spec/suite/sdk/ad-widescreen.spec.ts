/**
 * Which slot the ad asks for, in real layout: its widescreen slot when it is wider than its widescreen width
 * (750 px unless it says otherwise) and it has one, its ordinary slot otherwise. The ad sits in a view of a
 * set width; the test holds the config request and reads the slot it names.
 */
import type { Page } from '@playwright/test';
import { v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { componentsApp } from '../../fixtures/components.ts';
import { expect, test } from '../../harness/browser.ts';
import { holdAdConfigRequests } from './held-ad-config.ts';

const { slotParam, widescreenWidth } = v('sdk.ad.request');
const ORDINARY = '2222222222';
const WIDE = '3333333333';

/** The slot named by the config request of an ad of `props` in a view `width` px wide. */
async function slotAskedFor(page: Page, openApp: (app: FixtureApp) => Promise<void>, width: number, props: Record<string, unknown>) {
  // Held unanswered: the ad stays as it is while the test reads what it asked.
  const held = await holdAdConfigRequests(page);
  await openApp(componentsApp({ name: 'view', props: { style: { width: `${width}px` } }, children: [{ name: 'ad', props: { adpid: ORDINARY, ...props } }] }));
  await expect.poll(() => held.length).toBeGreaterThan(0);
  return new URL(held[0]!.request().url()).searchParams.get(slotParam) ?? '';
}

test.use({ viewport: { width: 1000, height: 800 } });

for (const [width, slot] of [[widescreenWidth - 1, ORDINARY], [widescreenWidth, ORDINARY], [widescreenWidth + 1, WIDE]] as const) {
  test(`an ad ${width} px wide asks for its ${slot === WIDE ? 'widescreen' : 'ordinary'} slot: wider than ${widescreenWidth} px takes the widescreen one [sdk.ad.request]`, async ({ page, openApp, target }) => {
    test.skip(!target.capabilities.includes('ad'), 'the target has no ad component');
    expect(await slotAskedFor(page, openApp, width, { adpidWidescreen: WIDE })).toBe(slot);
  });
}

test('an ad wider than its widescreen width without a widescreen slot asks for its ordinary one [sdk.ad.request]', async ({ page, openApp, target }) => {
  test.skip(!target.capabilities.includes('ad'), 'the target has no ad component');
  expect(await slotAskedFor(page, openApp, widescreenWidth + 1, {})).toBe(ORDINARY);
});

for (const [width, slot] of [[400, ORDINARY], [401, WIDE]] as const) {
  test(`an ad whose widescreen-width is 400 px, ${width} px wide, asks for its ${slot === WIDE ? 'widescreen' : 'ordinary'} slot [sdk.ad.request]`, async ({ page, openApp, target }) => {
    test.skip(!target.capabilities.includes('ad'), 'the target has no ad component');
    expect(await slotAskedFor(page, openApp, width, { adpidWidescreen: WIDE, widescreenWidth: 400 })).toBe(slot);
  });
}
