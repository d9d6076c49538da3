import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const design = v('nav.shell.base-design-width');
const initialWidth = window.innerWidth;
const setWidth = (width: number) => {
  (window as any).happyDOM.setWindowSize({ width, height: 800 });
};
afterEach(() => {
  setWidth(initialWidth);
  vi.restoreAllMocks();
});

describe('rpx against the 750 base design width [nav.shell.base-design-width]', () => {
  it('the design width is the window width, half of it half the window', () => {
    for (const width of [320, 375, 414, 768]) {
      setWidth(width);
      expect(app().uni.upx2px(design.width)).toBe(width);
      expect(app().uni.upx2px(design.width / 2)).toBe(Math.floor(width / 2));
      expect(app().uni.upx2px(-design.width)).toBe(-width);
      expect(app().uni.upx2px(0)).toBe(0);
    }
  });

  it('scales any value by windowWidth / 750, rounded down, never to 0 for a non-zero value', () => {
    fc.assert(fc.property(fc.integer({ min: 200, max: design.maxDeviceWidth }), fc.integer({ min: -5000, max: 5000 }), (width, rpx) => {
      setWidth(width);
      const px = app().uni.upx2px(rpx);
      const magnitude = Math.floor(Math.abs(rpx) * width / design.width + 1e-4);
      expect(px).toBe(rpx === 0 ? 0 : Math.sign(rpx) * Math.max(1, magnitude));
    }), { numRuns: propertyRuns(100) });
  });

  it.each([375, design.width])('at the design width and one step either side, in a window %s wide', (width) => {
    setWidth(width);
    const scaled = (rpx: number) => Math.floor((rpx * width) / design.width + 1e-4);
    expect([design.width - 1, design.width, design.width + 1].map((rpx) => app().uni.upx2px(rpx)))
      .toEqual([scaled(design.width - 1), width, scaled(design.width + 1)]);
  });

  it('a window wider than the maximum counts as the wide base width; one of the maximum does not', () => {
    setWidth(design.maxDeviceWidth);
    expect(app().uni.upx2px(design.width)).toBe(design.maxDeviceWidth);
    setWidth(design.maxDeviceWidth + 1);
    expect(app().uni.upx2px(design.width)).toBe(design.wideBaseDeviceWidth);
  });

  it('takes a numeric string as its number, and gives 0 for what is not a number', () => {
    setWidth(375);
    expect(app().uni.upx2px(String(design.width))).toBe(375);
    expect(app().uni.upx2px('wide')).toBe(0);
  });

  it('a hairline is half a pixel on a high-density iOS screen, one pixel elsewhere', () => {
    setWidth(375);
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    const ratio = vi.spyOn(window, 'devicePixelRatio', 'get');
    const hairline = (userAgent: string, dpr: number) => {
      agent.mockReturnValue(userAgent);
      ratio.mockReturnValue(dpr);
      return [app().uni.upx2px(1), app().uni.upx2px(-1)];
    };
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(hairline(iphone, 3)).toEqual([0.5, -0.5]);
    expect(hairline(iphone, 1)).toEqual([1, -1]);
    expect(hairline('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile', 3)).toEqual([1, -1]);
  });
});
