/**
 * A popup the app leaves open when it navigates (found by `npm run explore`: showModal, then reLaunch). The
 * seed does not say whether the popup stays over the new page or goes; either way the call that opened it
 * settles once: its user can still answer it, or it has been answered for them.
 */
import type { PartName } from '../../contract/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

/** Each popup, and the text its user taps to answer it. */
const popups: { api: string; options: Record<string, unknown>; shown: PartName; answer: string }[] = [
  { api: 'showModal', options: { title: 'Leave?', content: 'Proceed?', confirmText: 'Stay' }, shown: 'popup.modal', answer: 'Stay' },
  { api: 'showActionSheet', options: { itemList: ['Alpha', 'Beta'] }, shown: 'popup.action-sheet', answer: 'Alpha' },
];
const navigations = [
  { api: 'navigateTo', url: '/pages/detail/detail', text: 'Detail page' },
  { api: 'reLaunch', url: '/pages/other/other', text: 'Other page' },
];

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const popup of popups) {
    for (const navigation of navigations) {
      test(`${popup.api} open when ${navigation.api} opens a page still settles once, answered by its user or for them [device.api.never-throws]`, async ({ page, openApp, uniCall, part }) => {
        await openApp(basicApp);
        await page.evaluate(([api, options]) => {
          const w = window as any;
          w.__popupSettled = [];
          w.uni[api]({ ...options, complete: (res: { errMsg: string }) => w.__popupSettled.push(res.errMsg) });
        }, [popup.api, popup.options] as const);
        await expect(part(popup.shown)).toBeVisible();
        expect((await uniCall(navigation.api, { url: navigation.url })).res.errMsg).toBe(`${navigation.api}:ok`);
        await expect(part('shell.page')).toContainText(navigation.text);
        // Still shown: its user answers it. Going or gone (a popup may fade out under the tap): it must have
        // settled without them.
        const answer = part(popup.shown).getByText(popup.answer, { exact: true }).filter({ visible: true });
        if (await answer.count()) await answer.last().click({ timeout: 2_000 }).catch(() => undefined);
        await expect.poll(() => page.evaluate(() => (window as any).__popupSettled as string[]))
          .toEqual([expect.stringMatching(new RegExp(`^${popup.api}:(ok|fail)( |$)`))]);
        await expect(part(popup.shown)).toBeHidden();
      });
    }
  }
});
