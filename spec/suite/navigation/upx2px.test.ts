import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { relaunch } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';
import { thrownBy } from '../device/failure.ts';

const design = v('nav.shell.base-design-width');
const initialWidth = window.innerWidth;
const setWidth = (width: number) => {
  (window as any).happyDOM.setWindowSize({ width, height: 800 });
};
type Uni = Record<string, any>;
/**
 * Loads the app in a window `width` wide and hands over its uni. The seed says nothing of a window resized
 * while the app runs (a runtime may take the width once, at its first conversion), so each width is a page
 * load of its own, as on a device of that width.
 */
async function onWindow(width: number, check: (uni: Uni) => void | Promise<void>): Promise<void> {
  setWidth(width);
  await relaunch(check);
}
afterEach(() => {
  setWidth(initialWidth);
  vi.restoreAllMocks();
});

describe('rpx against the 750 base design width [nav.shell.base-design-width]', () => {
  it('the design width is the window width, half of it half the window', async () => {
    for (const width of [320, 375, 414, 768]) {
      await onWindow(width, (uni) => {
        expect(uni.upx2px(design.width)).toBe(width);
        expect(uni.upx2px(design.width / 2)).toBe(Math.floor(width / 2));
        expect(uni.upx2px(-design.width)).toBe(-width);
        expect(uni.upx2px(0)).toBe(0);
      });
    }
  });

  it('scales any value by windowWidth / 750, rounded down, never to 0 for a non-zero value', async () => {
    const values = fc.array(fc.integer({ min: -5000, max: 5000 }), { minLength: 1, maxLength: 10 });
    await fc.assert(fc.asyncProperty(fc.integer({ min: 200, max: design.maxDeviceWidth }), values, (width, rpxs) => onWindow(width, (uni) => {
      for (const rpx of rpxs) {
        const magnitude = Math.floor(Math.abs(rpx) * width / design.width + 1e-4);
        expect(uni.upx2px(rpx), `upx2px(${rpx})`).toBe(rpx === 0 ? 0 : Math.sign(rpx) * Math.max(1, magnitude));
      }
    })), { numRuns: propertyRuns(20) });
  });

  it.each([375, design.width])('at the design width and one step either side, in a window %s wide', async (width) => {
    const scaled = (rpx: number) => Math.floor((rpx * width) / design.width + 1e-4);
    await onWindow(width, (uni) => expect([design.width - 1, design.width, design.width + 1].map((rpx) => uni.upx2px(rpx)))
      .toEqual([scaled(design.width - 1), width, scaled(design.width + 1)]));
  });

  it('a window wider than the maximum counts as the wide base width, but for the include width, which is the whole window; one of the maximum does not', async () => {
    const half = design.width / 2;
    await onWindow(design.maxDeviceWidth, (uni) => expect(uni.upx2px(half)).toBe(design.maxDeviceWidth / 2));
    // The include width and one step either side: only the include width itself takes the whole window.
    const wide = (rpx: number) => Math.floor((rpx * design.wideBaseDeviceWidth) / design.width + 1e-4);
    await onWindow(design.maxDeviceWidth + 1, (uni) => {
      expect(uni.upx2px(half)).toBe(wide(half));
      expect([design.includeWidth - 1, design.includeWidth, design.includeWidth + 1].map((rpx) => uni.upx2px(rpx)))
        .toEqual([wide(design.includeWidth - 1), design.maxDeviceWidth + 1, wide(design.includeWidth + 1)]);
    });
  });

  // What a string that is no number gives the seed does not say (the framework's Vue 2 runtime answers NaN).
  it('takes a numeric string as its number', async () => {
    await onWindow(375, (uni) => expect(uni.upx2px(String(design.width))).toBe(375));
  });

  it('a hairline is half a pixel on a high-density iOS screen, one pixel elsewhere', async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get');
    const ratio = vi.spyOn(window, 'devicePixelRatio', 'get');
    // Each device a page load of its own: a runtime may read the agent and the density once.
    const hairline = async (userAgent: string, dpr: number) => {
      agent.mockReturnValue(userAgent);
      ratio.mockReturnValue(dpr);
      let px: number[] = [];
      await onWindow(375, (uni) => { px = [uni.upx2px(1), uni.upx2px(-1)]; });
      return px;
    };
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(await hairline(iphone, 3)).toEqual([0.5, -0.5]);
    expect(await hairline(iphone, 1)).toEqual([1, -1]);
    expect(await hairline('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile', 3)).toEqual([1, -1]);
  });
});

describe('upx2px without a value [device.api.missing-parameter]', () => {
  it('fails with the missing-parameter message naming upx, as a synchronous API fails: by throwing it', async () => {
    await relaunch((uni) => {
      const thrown = thrownBy(() => uni.upx2px());
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'upx2px', name: 'upx' }));
    });
  });
});
