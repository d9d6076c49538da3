// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for uni.previewImage's viewer: its save menu says how the
 * save went in a toast without an icon, and a preview of other pictures opened over it starts afresh. The
 * seed gives the save menu and its strings; the suite judges those (spec/suite/device/image-preview*).
 */
import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLaunchedApp } from '../test-support/launched-app.ts';

const { app } = useLaunchedApp();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const counter = () => document.querySelector('.uni-preview-image__count')?.textContent;

describe('the save menu says how the save went, in a toast without an icon', () => {
  it.each([
    ['success', 'Saved successfully'],
    ['fail', 'Failed to save image to album'],
  ] as const)('on %s: %s', async (outcome, title) => {
    vi.spyOn(app().uni, 'saveImageToPhotosAlbum').mockImplementation((options) => (options as Record<string, (res: object) => void>)[outcome]!({}));
    const toast = vi.spyOn(app().uni, 'showToast');
    await app().uni.previewImage({ urls: ['https://example.com/1.png'] });
    vi.useFakeTimers();
    fireEvent.pointerDown(document.querySelector('.uni-preview-image__stage')!, { pointerId: 1, clientX: 100, clientY: 100 });
    act(() => { vi.advanceTimersByTime(1000); });
    act(() => { (document.querySelector('.uni-actionsheet__list button') as HTMLElement).click(); });
    expect(toast.mock.calls.map(([options]) => { const { title, icon } = options as { title: string; icon: string }; return [title, icon]; })).toEqual([[title, 'none']]);
  });
});

it('a preview of other pictures opened over one starts at its own current', async () => {
  await app().uni.previewImage({ urls: ['ab', 'c'], current: 1 });
  expect(counter()).toBe('2 / 2');
  // The same letters, cut elsewhere: other pictures.
  await app().uni.previewImage({ urls: ['a', 'bc'], current: 0 });
  expect(counter()).toBe('1 / 2');
});
