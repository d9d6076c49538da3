import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { server } from '../../../mocks/node.ts';
import { call, part, useApp, useMount } from '../../harness/unit.ts';
import { CLOSING_MS, button, phoneWindow, pictureUrl, settle, shownImage, textShown } from './dom.ts';
import { useScreen } from '../components/finger.ts';

const app = useApp();
const mount = useMount();
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
    expect(shownImage()).toBeUndefined();
  });

  it('a press that moves no more than 20 px is still a tap and closes it', async () => {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100);
    pointer('pointermove', img, 100 + TAP_SLOP, 100);
    pointer('pointerup', img, 100 + TAP_SLOP, 100);
    await settle(CLOSING_MS);
    expect(shownUrl()).toBeUndefined();
  });

  it('a press that moves farther than 20 px is no tap and leaves it open', async () => {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100);
    pointer('pointermove', img, 100 + TAP_SLOP + 1, 100);
    pointer('pointerup', img, 100 + TAP_SLOP + 1, 100);
    await settle(CLOSING_MS);
    expect(shownUrl()).toBe(urls[0]);
  });

  it('a swipe turns to the next and back to the previous image', async () => {
    await open();
    let img = shownImage()!;
    pointer('pointerdown', img, 300, 200);
    pointer('pointermove', img, 150, 205);
    pointer('pointerup', img, 100, 205);
    await settle();
    expect(shownUrl()).toBe(urls[1]);
    img = shownImage()!;
    pointer('pointerdown', img, 100, 200);
    pointer('pointermove', img, 250, 200);
    pointer('pointerup', img, 300, 200);
    await settle();
    expect(shownUrl()).toBe(urls[0]);
  });
});

describe('image preview zoom stays within its limits [comp.image-preview.zoom]', () => {
  it('the mouse wheel zooms in no further than the maximum and out no further than the minimum', async () => {
    await open();
    const img = shownImage()!;
    expect(scaleOf(img)).toBe(zoom.min);
    for (let i = 0; i < 30; i++) img.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: -100 }));
    await settle();
    expect(scaleOf(shownImage()!)).toBeCloseTo(zoom.max, 6);
    for (let i = 0; i < 60; i++) img.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 100 }));
    await settle();
    expect(scaleOf(shownImage()!)).toBeCloseTo(zoom.min, 6);
  });

  it('a pinch zooms with the fingers and stops at the maximum', async () => {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100, 1);
    pointer('pointerdown', img, 200, 100, 2);
    pointer('pointermove', img, 250, 100, 2);
    await settle();
    expect(scaleOf(shownImage()!)).toBeCloseTo(1.5, 6);
    pointer('pointermove', img, 1100, 100, 2);
    await settle();
    expect(scaleOf(shownImage()!)).toBeCloseTo(zoom.max, 6);
    pointer('pointermove', img, 110, 100, 2);
    await settle();
    expect(scaleOf(shownImage()!)).toBeCloseTo(zoom.min, 6);
    pointer('pointerup', img, 110, 100, 2);
    pointer('pointerup', img, 100, 100, 1);
  });
});

describe('image preview zoom at its limits and one step either side [comp.image-preview.zoom]', () => {
  /** Opens the preview at scale 1 and spreads two fingers from 100 px apart through `distances`: the scales drawn. */
  async function pinchThrough(distances: number[]): Promise<number[]> {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100, 1);
    pointer('pointerdown', img, 200, 100, 2);
    const scales: number[] = [];
    for (const d of distances) {
      pointer('pointermove', img, 100 + d, 100, 2);
      await settle();
      scales.push(scaleOf(shownImage()!));
    }
    pointer('pointerup', img, 100 + distances.at(-1)!, 100, 2);
    pointer('pointerup', img, 100, 100, 1);
    return scales;
  }

  it('a pinch to a tenth under the maximum, to it and a tenth past it zooms 3.9, 4 and 4 times', async () => {
    const scales = await pinchThrough([(zoom.max - 0.1) * 100, zoom.max * 100, (zoom.max + 0.1) * 100]);
    expect(scales.map((s) => Number(s.toFixed(6)))).toEqual([zoom.max - 0.1, zoom.max, zoom.max]);
  });

  it('a pinch to a tenth over the minimum, to it and a tenth under it zooms 1.1, 1 and 1 times', async () => {
    const scales = await pinchThrough([(zoom.min + 0.1) * 100, zoom.min * 100, (zoom.min - 0.1) * 100]);
    expect(scales.map((s) => Number(s.toFixed(6)))).toEqual([zoom.min + 0.1, zoom.min, zoom.min]);
  });
});

describe('a long press on the preview opens the save menu [comp.builtin.image-preview, comp.long-press.delay]', () => {
  it('opens after the long-press delay, not before', async () => {
    phoneWindow();
    await open();
    pointer('pointerdown', shownImage()!, 100, 100);
    await settle(longPress - 1);
    expect(button(en['uni.previewImage.button.save'])).toBeUndefined();
    await settle(1);
    expect(button(en['uni.previewImage.button.save'])).toBeDefined();
    pointer('pointerup', shownImage()!, 100, 100);
    await settle();
    // Releasing after the long press does not close the preview.
    expect(shownImage()).toBeDefined();
    button(en['uni.previewImage.cancel'])!.click();
    await settle();
    expect(button(en['uni.previewImage.button.save'])).toBeUndefined();
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
    expect(button(en['uni.previewImage.button.save'])).toBeUndefined();
  });

  it('a finger that moves cancels the long press', async () => {
    await open();
    const img = shownImage()!;
    pointer('pointerdown', img, 100, 100);
    pointer('pointermove', img, 130, 100);
    await settle(longPress * 2);
    expect(button(en['uni.previewImage.button.save'])).toBeUndefined();
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

describe('the image-preview component [comp.builtin.image-preview]', () => {
  it('mounts by name, shows the current image and emits close on a tap', async () => {
    const onClose = vi.fn();
    const { container } = await mount(v('comp.builtin.image-preview').name, { urls, current: 2, onClose });
    const img = part('popup.image-preview.current', container);
    expect(pictureUrl(img)).toBe(urls[2]);
    tap(img, 10, 10);
    expect(onClose).toHaveBeenCalledTimes(1);
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
    expect(shownImage()).toBeUndefined();
  });
});
