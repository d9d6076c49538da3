import type { Locator, Page } from '@playwright/test';
import { fill, v } from '../../catalogue/index.ts';
import type { PartName } from '../../contract/index.ts';

import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';
import { centre, fingers, TOUCH_SKIP_REASON } from '../components/touch.ts';

const ok = (api: string) => fill(v('device.api.ok').ok, { api });
const zoom = v('comp.image-preview.zoom');

/** An inline 200×100 image: the preview needs one with a size, and no request leaves the page. */
const picture = (fill: string) => 'data:image/svg+xml;utf8,' + encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><rect width="200" height="100" fill="${fill}"/></svg>`);
const PIXEL = picture('teal');

type OpenApp = (app: typeof basicApp) => Promise<void>;
type Part = (name: PartName) => Locator;

/**
 * Opens the preview on one picture: the picture, its centre, its zoom (drawn width over its width at scale 1),
 * points either side of that centre, and fingers to put there.
 */
async function openedPreview(page: Page, openApp: OpenApp, part: Part) {
  await openApp(basicApp);
  await page.evaluate((url) => (window as any).uni.previewImage({ urls: [url] }), PIXEL);
  const img = part('popup.image-preview.current');
  await expect(img).toBeVisible();
  const base = (await img.boundingBox())!;
  const { x, y } = centre(base);
  return {
    img,
    at: { x, y },
    zoom: async () => (await img.boundingBox())!.width / base.width,
    apart: (spread: number) => [{ x: x - spread, y }, { x: x + spread, y }],
    // Touch goes through Chromium's DevTools protocol: opened only by the tests that pinch.
    fingers: () => fingers(page),
  };
}

test.describe('on a phone-sized window', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the action sheet list stops at its maximum height and scrolls [comp.action-sheet.max-height, comp.builtin.action-sheet]', async ({ page, openApp }) => {
    await openApp(basicApp);
    const items = Array.from({ length: 25 }, (_, i) => `Choice ${i + 1}`);
    const result = page.evaluate((itemList) => new Promise((resolve) => {
      (window as any).uni.showActionSheet({ itemList, complete: resolve });
    }), items);
    const first = page.getByText('Choice 1', { exact: true }).filter({ visible: true });
    await expect(first).toBeVisible();
    const list = await first.evaluate((el) => {
      let box = el.parentElement!;
      while (box.scrollHeight <= box.clientHeight && box.parentElement) box = box.parentElement;
      return { height: box.getBoundingClientRect().height, scrollHeight: box.scrollHeight, clientHeight: box.clientHeight };
    });
    // At the maximum height, to a twentieth of a pixel (layout rounds to sub-pixel units).
    expect(list.height).toBeCloseTo(v('comp.action-sheet.max-height').maxHeight, 1);
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const last = page.getByText('Choice 25', { exact: true }).filter({ visible: true });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    expect(await result).toMatchObject({ tapIndex: 24, errMsg: ok('showActionSheet') });
  });

  test('an action sheet list shorter than the maximum height shows whole, without scrolling [comp.action-sheet.max-height]', async ({ page, openApp }) => {
    await openApp(basicApp);
    const items = ['Choice 1', 'Choice 2', 'Choice 3'];
    const result = page.evaluate((itemList) => new Promise((resolve) => {
      (window as any).uni.showActionSheet({ itemList, complete: resolve });
    }), items);
    const first = page.getByText('Choice 1', { exact: true }).filter({ visible: true });
    await expect(first).toBeVisible();
    // The smallest box holding every item, and whether it or a box around it scrolls, up to the box that also
    // holds the sheet's cancel button.
    const cancel = v('device.i18n.english').strings['uni.showActionSheet.cancel'];
    const list = await first.evaluate((el, [texts, cancelText]) => {
      let box = el.parentElement!;
      while (!texts.every((t) => box.textContent!.includes(t))) box = box.parentElement!;
      let scrolls = false;
      for (let up: HTMLElement | null = box; up && !up.textContent!.includes(cancelText); up = up.parentElement) scrolls ||= up.scrollHeight > up.clientHeight;
      return { height: box.getBoundingClientRect().height, scrolls };
    }, [items, cancel] as const);
    expect(list.height).toBeLessThan(v('comp.action-sheet.max-height').maxHeight);
    expect(list.scrolls).toBe(false);
    await page.getByText('Choice 3', { exact: true }).filter({ visible: true }).click();
    expect(await result).toMatchObject({ tapIndex: 2 });
  });

  // Whether the wheel zooms at all the seed does not say (the framework's runtime zooms by pinch only): where
  // it does, the zoom stays within the limits.
  test('a tap on the mask above the action sheet cancels it [comp.builtin.action-sheet]', async ({ page, openApp }) => {
    await openApp(basicApp);
    const result = page.evaluate(() => new Promise((resolve) => {
      (window as any).uni.showActionSheet({ itemList: ['Only choice'], complete: resolve });
    }));
    const choice = page.getByText('Only choice', { exact: true }).filter({ visible: true });
    await expect(choice).toBeVisible();
    // The top of the window: the page under the mask, far from the sheet at the bottom.
    await page.mouse.click(page.viewportSize()!.width / 2, 10);
    // Closed first (a bounded wait): a sheet the tap leaves open fails here rather than at the test's time-out.
    await expect(choice).toBeHidden();
    expect(await result).toEqual({ errMsg: fill(v('device.api.cancel').errMsg, { api: 'showActionSheet' }) });
  });

  test('image preview zoom stays between its limits under the mouse wheel [comp.image-preview.zoom, comp.builtin.image-preview]', async ({ page, openApp, part }) => {
    const { at, zoom: zoomed } = await openedPreview(page, openApp, part);
    /** The zoom once it has stopped changing (two reads alike). */
    const settledZoom = async () => {
      let last = NaN;
      await expect.poll(async () => {
        const now = await zoomed();
        const still = now === last;
        last = now;
        return still;
      }).toBe(true);
      return last;
    };
    await page.mouse.move(at.x, at.y);
    for (const delta of [-200, 200]) {
      for (let i = 0; i < 24; i++) await page.mouse.wheel(0, delta);
      const settled = await settledZoom();
      expect(settled).toBeLessThanOrEqual(zoom.max + 0.01);
      expect(settled).toBeGreaterThanOrEqual(zoom.min - 0.01);
    }
  });

  test('image preview zoom stays between its limits under a two-finger pinch [comp.image-preview.zoom, comp.builtin.image-preview]', async ({ page, openApp, part, browserName }) => {
    test.skip(browserName !== 'chromium', TOUCH_SKIP_REASON);
    const { img, zoom: zoomed, apart, fingers: touchScreen } = await openedPreview(page, openApp, part);
    const touch = await touchScreen();
    const pinch = async (from: number, to: number) => {
      await touch.down(...apart(from));
      await touch.move(apart(to), 5);
      await touch.up();
    };
    // Fingers spread ten times apart would zoom ten times: the preview stops at its maximum.
    await pinch(10, 100);
    await expect.poll(zoomed).toBeCloseTo(zoom.max, 2);
    // Closed twenty times as near, it stops at its minimum.
    await pinch(100, 5);
    await expect.poll(zoomed).toBeCloseTo(zoom.min, 2);
    // A pinch is no tap: the preview stays open.
    await expect(img).toBeVisible();
  });

  // One gesture from scale 1: the zoom follows the fingers' spread, so these spreads ask for each limit and a
  // tenth either side of it.
  for (const [limit, from, spreads] of [['maximum', 20, [78, 80, 82]], ['minimum', 50, [55, 50, 45]]] as const) {
    test(`a pinch to a tenth inside the ${limit}, to it and a tenth past it zooms to each, then stops [comp.image-preview.zoom]`, async ({ page, openApp, part, browserName }) => {
      test.skip(browserName !== 'chromium', TOUCH_SKIP_REASON);
      const { zoom: zoomed, apart, fingers: touchScreen } = await openedPreview(page, openApp, part);
      const touch = await touchScreen();
      await touch.down(...apart(from));
      for (const spread of spreads) {
        await touch.move(apart(spread), 3);
        const asked = spread / from;
        const expected = Math.min(zoom.max, Math.max(zoom.min, asked));
        await expect.poll(zoomed, `pinched to ${asked.toFixed(2)}×`).toBeCloseTo(expected, 2);
      }
      await touch.up();
    });
  }

  test('a swipe turns the preview to the next picture and back to the previous one [comp.builtin.image-preview]', async ({ page, openApp, part, browserName }) => {
    test.skip(browserName !== 'chromium', TOUCH_SKIP_REASON);
    const urls = [picture('teal'), picture('orange'), picture('navy')];
    await openApp(basicApp);
    await page.evaluate((list) => (window as any).uni.previewImage({ urls: list }), urls);
    const preview = part('popup.image-preview');
    await expect(preview).toBeVisible();
    // What the user sees: of the preview's pictures, the one drawn across the middle of the window.
    const seen = () => preview.evaluate((root) => {
      const middle = window.innerWidth / 2;
      const drawn = [...root.querySelectorAll('*')].flatMap((el) => {
        const url = el instanceof HTMLImageElement ? el.currentSrc || el.src : /url\(["']?(.*?)["']?\)/.exec(getComputedStyle(el).backgroundImage)?.[1];
        const box = el.getBoundingClientRect();
        return url && box.width > 0 && box.left <= middle && box.right >= middle ? [url] : [];
      });
      return drawn.length === 1 ? drawn[0] : `${drawn.length} pictures across the middle`;
    });
    await expect.poll(seen).toBe(urls[0]);
    const touch = await fingers(page);
    const swipe = async (fromX: number, toX: number) => {
      await touch.down({ x: fromX, y: 300 });
      await touch.move([{ x: toX, y: 305 }], 8);
      await touch.up();
    };
    await swipe(300, 60);
    await expect.poll(seen).toBe(urls[1]);
    await swipe(60, 300);
    await expect.poll(seen).toBe(urls[0]);
  });

  test('a long press by a finger opens the save menu after the long-press delay [comp.builtin.image-preview, comp.long-press.delay]', async ({ page, openApp, part, browserName }) => {
    test.skip(browserName !== 'chromium', TOUCH_SKIP_REASON);
    await page.clock.install();
    await openApp(basicApp);
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.evaluate((url) => (window as any).uni.previewImage({ urls: [url] }), PIXEL);
    const img = part('popup.image-preview.current');
    await expect(img).toBeVisible();
    const touch = await fingers(page);
    await touch.down(centre((await img.boundingBox())!));
    const save = page.getByText(v('device.i18n.english').strings['uni.previewImage.button.save']!, { exact: true }).filter({ visible: true });
    await page.clock.runFor(v('comp.long-press.delay').delayMs - 1);
    await expect(save).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(save).toBeVisible();
    await touch.up();
    // Lifting the finger after a long press does not close the preview.
    await expect(img).toBeVisible();
  });
});

test('showModal shows Cancel and OK by default [device.modal.default-buttons, comp.builtin.modal]', async ({ page, openApp }) => {
  await openApp(basicApp);
  const result = page.evaluate(() => new Promise((resolve) => {
    (window as any).uni.showModal({ title: 'Proceed?', complete: resolve });
  }));
  const { cancelText, confirmText } = v('device.modal.default-buttons');
  await expect(page.getByText(cancelText, { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByText(confirmText, { exact: true }).filter({ visible: true }).click();
  const res = await result;
  expect(res).toMatchObject({ confirm: true, errMsg: ok('showModal') });
  expect((res as { cancel?: boolean }).cancel).toBeFalsy();
});

test('a toast with mask keeps the page from taking a tap while it shows; without one the page takes it [comp.builtin.toast]', async ({ page, openApp, part }) => {
  await openApp(basicApp);
  const field = part('text-field').first();
  const box = (await field.boundingBox())!;
  const tapField = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const focused = () => field.evaluate((el) => el === document.activeElement);
  for (const mask of [true, false]) {
    await page.evaluate((withMask) => (window as any).uni.showToast({ title: 'Wait', mask: withMask, duration: 60_000 }), mask);
    await expect(part('popup.toast')).toBeVisible();
    await tapField();
    expect(await focused(), `a tap on the page under a toast with mask ${mask}`).toBe(!mask);
    await page.evaluate(() => (window as any).uni.hideToast());
    await expect(part('popup.toast')).toBeHidden();
  }
});

test('the file chooser notice appears only outside a user gesture [device.choose-file.user-activation]', async ({ page, openApp }) => {
  await openApp(basicApp);
  const notices: string[] = [];
  page.on('console', (message) => { if (message.type() === 'warning') notices.push(message.text()); });
  const notice = v('device.choose-file.user-activation').message;
  // Whatever tags a runtime logs around it (uni-app's Vue 2 puts '[system]' first), as in the unit layer.
  const noticed = () => notices.some((text) => text.includes(notice));

  await page.evaluate(() => {
    const trigger = document.createElement('button');
    trigger.textContent = 'Attach';
    trigger.style.cssText = 'position:fixed;top:80px;left:10px;z-index:1000';
    trigger.addEventListener('click', () => { (window as any).uni.chooseFile({ count: 1, fail() {} }); });
    document.body.append(trigger);
  });
  const fromClick = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach' }).click();
  const chooser = await fromClick;
  await chooser.setFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') });
  expect(noticed()).toBe(false);

  await page.evaluate(() => { (window as any).uni.chooseFile({ count: 1, fail() {} }); });
  await expect.poll(noticed).toBe(true);
});
