// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: how the image preview answers a hand and a keyboard. The
 * seed gives the preview's zoom limits (1 to 4) and its save menu; swiping, panning, the wheel's step, the keys
 * (Escape closes, the arrows turn) and the counter are the reference's, pinned here. The suite judges the
 * preview through uni.previewImage (spec/suite/device/image-preview.test.ts).
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The library entry first: it loads every module up front, the save menu's strings among them.
import '../../index.ts';
import ImagePreview, { type ImagePreviewProps } from './index.tsx';

const URLS = ['https://example.com/1.png', 'https://example.com/2.png', 'https://example.com/3.png'];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The preview of URLS from `current`; what it shows and what it told. */
function preview(props: Partial<ImagePreviewProps> = {}) {
  const changes: number[] = [];
  const onClose = vi.fn();
  const { container } = render(<ImagePreview urls={URLS} onClose={onClose} onChange={(e) => changes.push(e.detail.current)} {...props} />);
  const stage = () => container.querySelector('.uni-preview-image__stage')!;
  const shown = () => ({
    src: container.querySelector('img')?.getAttribute('src'),
    counter: container.querySelector('.uni-preview-image__count')?.textContent,
    transform: (container.querySelector('.uni-preview-image__frame') as HTMLElement | null)?.style.transform,
  });
  const key = (name: string) => act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: name })); });
  const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', pointerId: number, clientX: number, clientY = 100) =>
    fireEvent[type](stage(), { pointerId, clientX, clientY });
  /** One finger from `from` to `to` (x), lifted there. */
  const swipe = (from: number, to: number) => {
    pointer('pointerDown', 1, from);
    pointer('pointerMove', 1, to);
    pointer('pointerUp', 1, to);
  };
  const wheel = (deltaY: number) => fireEvent.wheel(stage(), { deltaY });
  return { container, changes, onClose, shown, key, pointer, swipe, wheel };
}

describe('the keyboard', () => {
  it('turns with the arrows, and the counter follows', () => {
    const p = preview();
    expect(p.shown()).toMatchObject({ src: URLS[0], counter: '1 / 3' });
    p.key('ArrowRight');
    expect(p.shown()).toMatchObject({ src: URLS[1], counter: '2 / 3' });
    p.key('ArrowLeft');
    expect(p.changes).toEqual([1, 0]);
  });
  it('stops at the ends without loop, and goes round with it', () => {
    const stops = preview({ current: 2 });
    stops.key('ArrowRight');
    stops.key('ArrowRight');
    expect(stops.changes).toEqual([]);
    cleanup();
    const loops = preview({ current: 2, loop: true });
    loops.key('ArrowRight');
    loops.key('ArrowLeft');
    loops.key('ArrowLeft');
    expect(loops.changes).toEqual([0, 2, 1]);
  });
  it('closes with Escape, and does nothing else with other keys', () => {
    const p = preview();
    p.key('Enter');
    expect(p.onClose).not.toHaveBeenCalled();
    p.key('Escape');
    expect(p.onClose).toHaveBeenCalledOnce();
    expect(p.changes).toEqual([]);
  });
  it('is left to the save menu while it shows', () => {
    vi.useFakeTimers();
    const p = preview();
    p.pointer('pointerDown', 1, 100);
    act(() => { vi.advanceTimersByTime(1000); });
    p.key('Escape');
    p.key('ArrowRight');
    expect(p.onClose).not.toHaveBeenCalled();
    expect(p.changes).toEqual([]);
  });
  it('is not listened to once the preview is hidden', () => {
    const onClose = vi.fn();
    render(<ImagePreview urls={URLS} visible={false} onClose={onClose} />);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('a swipe', () => {
  it('of 50 px or more turns: to the left the next picture, to the right the one before', () => {
    const p = preview({ current: 1 });
    p.swipe(200, 150);
    expect(p.changes).toEqual([2]);
    p.swipe(100, 150);
    expect(p.changes).toEqual([2, 1]);
  });
  it('shorter than 50 px turns nothing, and does not close', () => {
    const p = preview({ current: 1 });
    p.swipe(200, 151);
    p.swipe(100, 149);
    expect(p.changes).toEqual([]);
    expect(p.onClose).not.toHaveBeenCalled();
  });
  it('past the last picture goes round with loop, and turns nothing without', () => {
    const stops = preview({ current: 2 });
    stops.swipe(200, 100);
    expect(stops.changes).toEqual([]);
    cleanup();
    const loops = preview({ current: 2, loop: true });
    loops.swipe(200, 100);
    expect(loops.changes).toEqual([0]);
  });
  it('moves the picture with the finger until it is lifted', () => {
    const p = preview();
    p.pointer('pointerDown', 1, 200);
    p.pointer('pointerMove', 1, 170);
    expect(p.shown().transform).toBe('translate(-30px, 0px) scale(1)');
    p.pointer('pointerUp', 1, 170);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(1)');
  });
});

describe('a tap', () => {
  it('closes, when the finger moved 20 px or less', () => {
    const p = preview();
    p.swipe(100, 120);
    expect(p.onClose).toHaveBeenCalledOnce();
  });
  it('does not, once it moved farther', () => {
    const p = preview();
    p.swipe(100, 121);
    expect(p.onClose).not.toHaveBeenCalled();
  });
});

describe('zoom', () => {
  it('the wheel zooms in a step of 1.25 a notch up and back a notch down, between 1 and 4', () => {
    const p = preview();
    p.wheel(-1);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(1.25)');
    p.wheel(1);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(1)');
    p.wheel(1);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(1)');
    for (let notch = 0; notch < 10; notch++) p.wheel(-1);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(4)');
  });
  it('a pinch scales by how far the two fingers move apart', () => {
    const p = preview();
    p.pointer('pointerDown', 1, 100);
    p.pointer('pointerDown', 2, 200);
    p.pointer('pointerMove', 2, 300);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(2)');
    p.pointer('pointerUp', 2, 300);
    p.pointer('pointerUp', 1, 100);
    expect(p.onClose).not.toHaveBeenCalled();
    expect(p.changes).toEqual([]);
  });
  it('the finger left down after a pinch pans the zoomed picture, and lifting it neither closes nor turns', () => {
    const p = preview();
    p.pointer('pointerDown', 1, 100);
    p.pointer('pointerDown', 2, 200);
    p.pointer('pointerMove', 2, 300);
    p.pointer('pointerUp', 2, 300);
    expect(p.onClose).not.toHaveBeenCalled();
    p.pointer('pointerMove', 1, 130);
    expect(p.shown().transform).toBe('translate(30px, 0px) scale(2)');
    p.pointer('pointerUp', 1, 130);
    expect(p.onClose).not.toHaveBeenCalled();
    expect(p.changes).toEqual([]);
  });
  it('a zoomed picture is panned by a drag, which turns nothing', () => {
    const p = preview();
    p.wheel(-1);
    p.pointer('pointerDown', 1, 200, 100);
    p.pointer('pointerMove', 1, 100, 130);
    expect(p.shown().transform).toBe('translate(-100px, 30px) scale(1.25)');
    p.pointer('pointerUp', 1, 100, 130);
    expect(p.changes).toEqual([]);
  });
  it('a pointer moving with no press (a mouse hovering) moves nothing', () => {
    const p = preview();
    p.pointer('pointerMove', 1, 100);
    expect(p.shown().transform).toBe('translate(0px, 0px) scale(1)');
  });
  it('turning shows the next picture unzoomed', () => {
    const p = preview();
    p.wheel(-1);
    p.key('ArrowRight');
    expect(p.shown()).toMatchObject({ src: URLS[1], transform: 'translate(0px, 0px) scale(1)' });
  });
});

it('an empty list shows no preview', () => {
  const { container } = render(<ImagePreview urls={[]} />);
  expect(container.childElementCount).toBe(0);
});
