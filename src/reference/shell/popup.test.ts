import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESKTOP_POPUP_MIN, isDesktopPopup } from './popup.ts';

const { width, height } = DESKTOP_POPUP_MIN;

describe('isDesktopPopup', () => {
  it('is true exactly from the threshold on in both directions', () => {
    expect(isDesktopPopup(width, height)).toBe(true);
    expect(isDesktopPopup(width - 1, height)).toBe(false);
    expect(isDesktopPopup(width, height - 1)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), (w, h) => {
      expect(isDesktopPopup(w, h)).toBe(w >= width && h >= height);
    }));
  });
});
