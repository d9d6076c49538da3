// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for a page's pull-down refresh indicator: where it comes
 * down from (under the navigation bar, or the top of a custom-style page), how far it comes with a pull (its
 * 70 rpx for the 150 rpx that refresh), how it turns, and how it goes (up while aborting, shrinking while
 * restoring). The seed gives the states; the suite judges those (spec/suite/navigation/page-pull-to-refresh*).
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLaunch } from '../test-support/launched-app.ts';
import { useWindowSize } from '../test-support/window-size.ts';

const resize = useWindowSize();
const launch = useLaunch();
beforeEach(() => {
  // A 750 px wide window: 1 rpx is 1 px, so the indicator comes down 70 px for a pull of 150 px.
  resize({ width: 750, height: 1334 });
});
afterEach(() => {
  vi.useRealTimers();
});

function open(style: Record<string, unknown> = {}) {
  const { app, container } = launch({ pages: [{ path: 'pages/index/index', style: { enablePullDownRefresh: true, ...style } }] });
  const indicator = () => container.querySelector('.uni-page-refresh') as HTMLElement;
  const page = container.querySelector('uni-page') as HTMLElement;
  const touch = (type: string, y?: number) => {
    const event = new TouchEvent(type, { touches: y === undefined ? [] : [{ clientY: y } as Touch], cancelable: true, bubbles: true });
    act(() => { page.dispatchEvent(event); });
    return event;
  };
  return {
    page,
    indicator,
    drawn: () => ({ display: indicator().style.display, top: indicator().style.top, transform: indicator().style.transform, transition: indicator().style.transition, clipPath: indicator().style.clipPath }),
    turned: () => (indicator().querySelector('span > span') as HTMLElement).style.transform,
    touch,
    api: (name: 'startPullDownRefresh' | 'stopPullDownRefresh') => act(() => { void (app.uni[name] as () => Promise<unknown>)(); }),
  };
}

describe('a pull', () => {
  it('brings the indicator down 70 px for 150 px, turning it with the pull, without animating', () => {
    const p = open();
    p.touch('touchstart', 0);
    p.touch('touchmove', 10);
    const move = p.touch('touchmove', 85);
    expect(p.drawn()).toEqual({ display: 'block', top: '4px', transform: 'translate3d(-50%, 35px, 0)', transition: '', clipPath: 'inset(5px -8px -8px -8px)' });
    expect(p.turned()).toBe('rotate(180deg)');
    expect(move.defaultPrevented).toBe(true);
  });
  it('released short of the threshold sends the indicator back up over 300 ms', () => {
    const p = open();
    p.touch('touchstart', 0);
    p.touch('touchmove', 10);
    p.touch('touchmove', 85);
    p.touch('touchend');
    expect(p.drawn()).toMatchObject({ transform: 'translate3d(-50%, 0px, 0)', transition: 'transform 300ms' });
  });
  it('does not begin with two fingers', () => {
    const p = open();
    const twoFingers = (type: string, y: number) => act(() => {
      p.page.dispatchEvent(new TouchEvent(type, { touches: [{ clientY: y } as Touch, { clientY: y } as Touch], cancelable: true, bubbles: true }));
    });
    twoFingers('touchstart', 0);
    twoFingers('touchmove', 10);
    twoFingers('touchmove', 85);
    expect(p.drawn().display).toBe('none');
  });
  it('leaves a move that does not pull to the page: an upward one scrolls it', () => {
    const p = open();
    p.touch('touchstart', 100);
    expect(p.touch('touchmove', 50).defaultPrevented).toBe(false);
  });
  it('cancelled by the browser, sends the indicator back up', () => {
    const p = open();
    p.touch('touchstart', 0);
    p.touch('touchmove', 10);
    p.touch('touchmove', 85);
    p.touch('touchcancel');
    expect(p.drawn()).toMatchObject({ transition: 'transform 300ms' });
  });
  it('does not begin on a page scrolled away from its top', () => {
    const p = open();
    document.scrollingElement!.scrollTop = 10;
    p.touch('touchstart', 0);
    p.touch('touchmove', 10);
    p.touch('touchmove', 85);
    document.scrollingElement!.scrollTop = 0;
    expect(p.drawn().display).toBe('none');
  });
});

describe('a refresh', () => {
  it('brings the indicator out to its height over 200 ms, and shrinks it away over 300 ms once stopped', () => {
    vi.useFakeTimers();
    const p = open();
    expect(p.drawn().display).toBe('none');
    p.api('startPullDownRefresh');
    expect(p.drawn()).toEqual({ display: 'block', top: '4px', transform: 'translate3d(-50%, 70px, 0)', transition: 'transform 200ms', clipPath: 'inset(0px -8px -8px -8px)' });
    p.api('stopPullDownRefresh');
    expect(p.drawn()).toMatchObject({ transform: 'translate3d(-50%, 70px, 0) scale(0.01)', transition: 'transform 300ms' });
    act(() => { vi.advanceTimersByTime(300); });
    expect(p.drawn().display).toBe('none');
  });
  it('comes down from the top of a page without a navigation bar', () => {
    const p = open({ navigationStyle: 'custom' });
    p.api('startPullDownRefresh');
    expect(p.drawn().top).toBe('-40px');
  });
});

it("after the window is resized, a pull needs the new width's 150 rpx, and the indicator stays out while it refreshes", () => {
  vi.useFakeTimers();
  const p = open();
  // 375 px wide: 150 rpx is 75 px, and the indicator's 70 rpx 35 px.
  act(() => { resize({ width: 375, height: 667 }); });
  p.touch('touchstart', 0);
  p.touch('touchmove', 10);
  p.touch('touchmove', 100);
  p.touch('touchend');
  act(() => { vi.advanceTimersByTime(1000); });
  expect(p.drawn()).toMatchObject({ display: 'block', transform: 'translate3d(-50%, 35px, 0)' });
});

it('draws a 40 px white disc with a green ring open at the top', () => {
  const p = open();
  p.api('startPullDownRefresh');
  const disc = p.indicator().querySelector('span') as HTMLElement;
  expect([p.indicator().style.width, p.indicator().style.height, p.indicator().style.left, p.indicator().style.position, p.indicator().style.pointerEvents]).toEqual(['40px', '40px', '50%', 'absolute', 'none']);
  expect(disc.style.cssText).toMatchInlineSnapshot(`"display: block; box-sizing: border-box; width: 40px; height: 40px; border-radius: 50%; background: #fff; box-shadow: 0 1px 6px rgba(0, 0, 0, .117647), 0 1px 4px rgba(0, 0, 0, .117647); padding: 8px;"`);
  expect((disc.firstElementChild as HTMLElement).style.cssText).toMatchInlineSnapshot(`"display: block; width: 24px; height: 24px; box-sizing: border-box; border-radius: 50%; transform: rotate(360deg); border-width: 3px; border-style: solid; border-color: transparent #2BD009 #2BD009; border-image: initial;"`);
});
