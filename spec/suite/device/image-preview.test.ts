import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { server } from '../../../mocks/node.ts';
import { call, useApp } from '../../harness/unit.ts';
import { CLOSING_MS, button, phoneWindow, pictureUrl, settle, shownImage, textShown } from './dom.ts';
import { mousePress, useScreen } from '../components/finger.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const zoom = v('comp.image-preview.zoom');
const longPress = v('comp.long-press.delay').delayMs;
const moveThreshold = v('comp.long-press.delay').moveThreshold;
/** Research facts §9 (preview-image): a tap closes the preview unless the pointer moved more than 20 px. */
const TAP_SLOP = 20;
const en = v('device.i18n.english').strings;
const urls = ['https://img.example.com/one.png', 'https://img.example.com/two.png', 'https://img.example.com/three.png'];

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

/** The rendered scale of the shown picture: the product of the scales its own and its ancestors' computed transforms give. */
function scaleOf(img: Element): number {
  let scale = 1;
  for (let el: Element | null = img; el; el = el.parentElement) {
    const transform = getComputedStyle(el).transform;
    const scaled = /scale\(([\d.e+-]+)/.exec(transform);
    const matrix = /matrix(?:3d)?\(([^)]*)\)/.exec(transform);
    if (scaled) scale *= Number(scaled[1]);
    else if (matrix) {
      const [a, b] = matrix[1]!.split(',').map(Number);
      scale *= Math.hypot(a!, b!);
    }
  }
  return scale;
}

const { pointer, tap } = useScreen();

/** The url of the picture the preview currently shows. */
const shownUrl = () => pictureUrl(shownImage());

async function open(current = 0) {
  const outcome = await call(app().uni, 'previewImage', { urls, current });
  await settle();
  return outcome;
}

describe('uni.previewImage [comp.builtin.image-preview]', () => {
  it('opens full screen on the current image and succeeds', async () => {
    const outcome = await open(1);
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'previewImage' }));
    expect(shownUrl()).toBe(urls[1]);
  });

  it('takes current as a url too', async () => {
    await call(app().uni, 'previewImage', { urls, current: urls[2] });
    await settle();
    expect(shownUrl()).toBe(urls[2]);
  });

  it('a tap closes it', async () => {
    await open();
    tap(shownImage()!, 100, 100);
    await settle(CLOSING_MS);
    expect(shownImage() === undefined, 'the preview still shows a picture').toBe(true);
  });

  it('uni.closePreviewImage closes it and succeeds', async () => {
    await open();
    const outcome = await call(app().uni, 'closePreviewImage');
    await settle(CLOSING_MS);
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'closePreviewImage' }));
    expect(shownImage() === undefined, 'the preview still shows a picture').toBe(true);
  });

  // The framework's tap slop is a mouse's (research facts §9); a finger that moves is the browser's to judge.
  it('a mouse press that moves no more than 20 px is still a tap and closes it', async () => {
    await open();
    const img = shownImage()!;
    mousePress(img, { x: 100, y: 100 }, { x: 100 + TAP_SLOP, y: 100 });
    await settle(CLOSING_MS);
    expect(shownUrl()).toBeUndefined();
  });

  it('a mouse press that moves farther than 20 px is no tap and leaves it open', async () => {
    await open();
    const img = shownImage()!;
    mousePress(img, { x: 100, y: 100 }, { x: 100 + TAP_SLOP + 1, y: 100 });
    await settle(CLOSING_MS);
    expect(shownUrl()).toBe(urls[0]);
  });
});

describe('image preview zoom stays within its limits [comp.image-preview.zoom]', () => {
  // Whether the wheel zooms at all the seed does not say (the framework's runtime zooms by pinch only): where
  // it does, the zoom stays within the limits.
  it('the mouse wheel zooms in no further than the maximum and out no further than the minimum', async () => {
    await open();
    const img = shownImage()!;
    expect(scaleOf(img)).toBe(zoom.min);
    for (const deltaY of [-100, 100]) {
      for (let i = 0; i < 60; i++) img.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY }));
      await settle();
      expect(scaleOf(shownImage()!)).toBeLessThanOrEqual(zoom.max + 1e-9);
      expect(scaleOf(shownImage()!)).toBeGreaterThanOrEqual(zoom.min - 1e-9);
    }
  });
});

describe('a long press on the preview opens the save menu [comp.builtin.image-preview, comp.long-press.delay]', () => {
  it('opens after the long-press delay, not before', async () => {
    phoneWindow();
    await open();
    pointer('pointerdown', shownImage()!, 100, 100);
    await settle(longPress - 1);
    expect(textShown(en['uni.previewImage.button.save'])).toBe(false);
    await settle(1);
    expect(button(en['uni.previewImage.button.save'])).toBeDefined();
    pointer('pointerup', shownImage()!, 100, 100);
    await settle();
    // Releasing after the long press does not close the preview.
    expect(shownImage()).toBeDefined();
    button(en['uni.previewImage.cancel'])!.click();
    await settle();
    expect(textShown(en['uni.previewImage.button.save'])).toBe(false);
    expect(shownImage()).toBeDefined();
  });

  it('a finger that moves no farther than the move threshold keeps the long press', async () => {
    phoneWindow();
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100);
    pointer('pointermove', img, 100 + moveThreshold, 100);
    await settle(longPress);
    expect(button(en['uni.previewImage.button.save'])).toBeDefined();
  });

  it('a finger that moves just beyond the move threshold cancels the long press', async () => {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100);
    pointer('pointermove', img, 100 + moveThreshold + 1, 100);
    await settle(longPress * 2);
    expect(textShown(en['uni.previewImage.button.save'])).toBe(false);
  });

  it('a finger that moves cancels the long press', async () => {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100);
    pointer('pointermove', img, 130, 100);
    await settle(longPress * 2);
    expect(textShown(en['uni.previewImage.button.save'])).toBe(false);
  });

  it('saving reports success in a toast', async () => {
    server.use(http.get(urls[0]!, () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })));
    await open();
    pointer('pointerdown', shownImage()!, 100, 100);
    await settle(longPress);
    pointer('pointerup', shownImage()!, 100, 100);
    button(en['uni.previewImage.button.save'])!.click();
    await vi.waitFor(() => expect(textShown(en['uni.previewImage.save.success'])).toBe(true));
  });

  it('a failed save reports Failed to save image to album in a toast [device.save-image.failed]', async () => {
    server.use(http.get(urls[0]!, () => new HttpResponse(null, { status: 404 })));
    await open();
    pointer('pointerdown', shownImage()!, 100, 100);
    await settle(longPress);
    pointer('pointerup', shownImage()!, 100, 100);
    button(en['uni.previewImage.button.save'])!.click();
    await vi.waitFor(() => expect(textShown(v('device.save-image.failed').message)).toBe(true));
  });
});

describe('uni.previewImage checks its urls', () => {
  it('fails without urls [device.api.missing-parameter]', async () => {
    const outcome = await call(app().uni, 'previewImage', {});
    expect(outcome.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'previewImage', name: 'urls' }));
  });

  it('fails for a url that is not a string [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'previewImage', { urls: ['a.png', 7] });
    expect(outcome.res.errMsg).toBe(fill(messages.failWithDetail, { api: 'previewImage', detail: 'url is not string' }));
    expect(shownImage() === undefined, 'the preview still shows a picture').toBe(true);
  });
});
