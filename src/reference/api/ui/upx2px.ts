/** uni.upx2px: rpx to px against the 750 base design width, as the framework's H5 runtime computes it. */
import { defineSyncApi } from '../protocol.ts';

const BASE_WIDTH = 750;
/** Wider windows count as a phone of the wide base width. */
const MAX_DEVICE_WIDTH = 960;
const WIDE_BASE_DEVICE_WIDTH = 375;
/** The value the framework always computes against the real window: a full design width is the whole window. */
const INCLUDE_WIDTH = 750;
const EPS = 1e-4;

/** The window width `upx` is computed for: a window wider than the maximum counts as the wide base, but for the include width. */
function deviceWidth(upx: number): number {
  const width = window.innerWidth;
  return width <= MAX_DEVICE_WIDTH || upx === INCLUDE_WIDTH ? width : WIDE_BASE_DEVICE_WIDTH;
}

export const upx2px = defineSyncApi('upx2px', [['upx', { type: ['Number', 'String'], required: true }]], (upx: number | string) => {
  const number = Number(upx);
  if (number === 0 || Number.isNaN(number)) return 0;
  let result = Math.floor(Math.abs((number / BASE_WIDTH) * deviceWidth(number)) + EPS);
  if (result === 0) {
    // A hairline never vanishes: one pixel, half a pixel on a high-density iOS screen.
    const ios = /iphone|ipad|ipod/i.test(navigator.userAgent);
    result = ios && window.devicePixelRatio > 1 ? 0.5 : 1;
  }
  return number < 0 ? -result : result;
});
