// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: where the action sheet sits. The seed caps its list at
 * 260 px; on a desktop-sized window (500 by 500 and up) the framework shows it as a 300 px card, in the middle
 * of the window or next to the `popover` rectangle, on the side of it with more room, and without the phone's
 * dark mask. The suite judges the sheet through uni.showActionSheet; its placement is pinned here.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../index.ts';
import ActionSheet, { type ActionSheetProps } from './index.tsx';
import { useWindowSize } from '../../test-support/window-size.ts';

const resize = useWindowSize();
afterEach(cleanup);

/** The sheet's and its mask's inline styles in a window of `width` × `height`. */
function sheetIn(width: number, height: number, props: Partial<ActionSheetProps> = {}) {
  resize({ width, height });
  const { container } = render(<ActionSheet itemList={['A', 'B']} {...props} />);
  const sheet = container.querySelector<HTMLElement>('[role=dialog]')!;
  const { left, right, top, bottom, width: cardWidth, transform } = sheet.style;
  return { place: { left, right, top, bottom, width: cardWidth, transform }, mask: container.querySelector<HTMLElement>('.uni-mask')!.style.backgroundColor || 'none', label: sheet.getAttribute('aria-label') };
}
const place = (p: Partial<Record<'left' | 'right' | 'top' | 'bottom' | 'width' | 'transform', string>>) =>
  ({ left: '', right: '', top: '', bottom: '', width: '', transform: '', ...p });

describe('on a phone-sized window', () => {
  it('is a bottom sheet over a dark mask, wherever the popover is', () => {
    const expected = { place: place({ left: '0px', right: '0px', bottom: '0px' }), mask: 'rgba(0, 0, 0, 0.6)' };
    expect(sheetIn(499, 800)).toMatchObject(expected);
    expect(sheetIn(800, 499, { popover: { top: 10, left: 10, width: 10, height: 10 } })).toMatchObject(expected);
  });
});

describe('on a desktop-sized window, a 300 px card without a mask', () => {
  it('in the middle of the window without a popover', () => {
    expect(sheetIn(500, 500)).toMatchObject({ place: place({ width: '300px', left: '50%', top: '50%', transform: 'translate(-50%, -50%)' }), mask: 'none' });
  });
  it('centred under a popover in the upper half, 6 px below it', () => {
    expect(sheetIn(1000, 800, { popover: { top: 100, left: 400, width: 100, height: 40 } }).place).toEqual(place({ width: '300px', left: '300px', top: '146px' }));
  });
  it('above a popover in the lower half, 6 px above it, and not past the left edge', () => {
    expect(sheetIn(1000, 800, { popover: { top: 700, left: 0, width: 100, height: 40 } }).place).toEqual(place({ width: '300px', left: '0px', bottom: '106px' }));
  });
  it('below a popover whose middle is the window\'s, where both sides have the same room', () => {
    expect(sheetIn(1000, 800, { popover: { top: 380, left: 500, width: 0, height: 40 } }).place).toEqual(place({ width: '300px', left: '350px', top: '426px' }));
  });
  it('reading the popover\'s numbers from strings, and a missing one as 0', () => {
    const popover = { top: '100', left: '400', width: '100' } as unknown as ActionSheetProps['popover'];
    expect(sheetIn(1000, 800, { popover }).place).toEqual(place({ width: '300px', left: '300px', top: '106px' }));
  });
});

it('is named by its title for assistive technology, and unnamed without one', () => {
  expect(sheetIn(400, 800, { title: 'Share' }).label).toBe('Share');
  expect(sheetIn(400, 800).label).toBeNull();
});
