// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for scroll-view's refresher: how it draws each state (the
 * area as tall as the pull, the threshold while refreshing, folding away over 300 ms), its default styles
 * (black, white, none), which touches may pull, and that refresher-triggered needs refresher-enabled. The
 * seed gives the states and their events; the suite judges those (spec/suite/components/scroll-view*).
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ScrollView, { type ScrollViewProps } from './index.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function view(props: Partial<ScrollViewProps> = {}) {
  const all: Partial<ScrollViewProps> = { scrollY: true, refresherEnabled: true, ...props };
  const { container, rerender } = render(<ScrollView {...all} />);
  const scroller = container.querySelector('.uni-scroll-view') as HTMLElement;
  const area = () => container.querySelector('[data-state]') as HTMLElement | null;
  const spinner = () => container.querySelector('.uni-scroll-view-refresh') as HTMLElement | null;
  return {
    container,
    scroller,
    drawn: () => ({ state: area()?.dataset.state, className: area()?.className, height: area()?.style.height, transition: area()?.style.transition ?? '' }),
    spinner,
    /** One finger from y 0 down to each of `ys`, then (with `release`) lifted. */
    pull(ys: number[], { release = false, fingers = 1 } = {}) {
      const touches = (y: number) => Array.from({ length: fingers }, () => ({ clientY: y }));
      fireEvent.touchStart(scroller, { touches: touches(0) });
      for (const y of ys) fireEvent.touchMove(scroller, { touches: touches(y) });
      if (release) fireEvent.touchEnd(scroller, { touches: [] });
    },
    rerender: (next: Partial<ScrollViewProps>) => rerender(<ScrollView {...all} {...next} />),
  };
}

describe('each state draws', () => {
  it('pulling: the area as tall as the pull, the spinner turned by its share of the threshold', () => {
    const v = view();
    v.pull([10, 25]);
    expect(v.drawn()).toEqual({ state: 'pulling', className: 'uni-scroll-view-refresher uni-scroll-view-refresher--pulling', height: '15px', transition: '' });
    expect(v.spinner()!.style.transform).toBe('rotate(120deg)');
  });
  it('reached: taller than the threshold, the spinner turned once and no more', () => {
    const v = view();
    v.pull([10, 100]);
    expect(v.drawn()).toMatchObject({ state: 'reached', height: '90px' });
    expect(v.spinner()!.style.transform).toBe('rotate(360deg)');
  });
  it('refreshing: the threshold; restoring: folding to nothing over 300 ms, then idle', () => {
    vi.useFakeTimers();
    const v = view({ refresherThreshold: 60, refresherTriggered: false });
    v.rerender({ refresherThreshold: 60, refresherTriggered: true });
    expect(v.drawn()).toEqual({ state: 'refreshing', className: 'uni-scroll-view-refresher uni-scroll-view-refresher--refreshing', height: '60px', transition: '' });
    v.rerender({ refresherThreshold: 60, refresherTriggered: false });
    expect(v.drawn()).toMatchObject({ state: 'restoring', height: '0px', transition: 'height 300ms' });
    act(() => { vi.advanceTimersByTime(300); });
    expect(v.drawn()).toEqual({ state: '', className: 'uni-scroll-view-refresher', height: '0px', transition: '' });
  });
  it('aborting: a pull released short of the threshold folds back over 300 ms', () => {
    vi.useFakeTimers();
    const v = view();
    v.pull([10, 30], { release: true });
    expect(v.drawn()).toMatchObject({ state: 'aborting', transition: 'height 300ms' });
  });
});

describe('the default style', () => {
  it.each([
    [undefined, '#2BD009'],
    ['black', '#2BD009'],
    ['white', '#fff'],
  ] as const)('%s draws a ring of %s', (refresherDefaultStyle, colour) => {
    const style = view({ refresherDefaultStyle }).spinner()!.style;
    expect(style.borderTopColor).toBe('transparent');
    expect(style.borderLeftColor.toLowerCase()).toBe(colour.toLowerCase());
  });
  it('none draws no spinner', () => {
    expect(view({ refresherDefaultStyle: 'none' }).spinner()).toBeNull();
  });
});

describe('no pull begins', () => {
  it('from a view scrolled away from its top', () => {
    const v = view();
    v.scroller.scrollTop = 10;
    v.pull([10, 100]);
    expect(v.drawn().state).toBe('');
  });
  it('with two fingers', () => {
    const v = view();
    v.pull([10, 100], { fingers: 2 });
    expect(v.drawn().state).toBe('');
  });
  it('on a view that does not scroll vertically', () => {
    const v = view({ scrollY: false });
    v.pull([10, 100]);
    expect(v.drawn().state).toBe('');
  });
  it('and one under way stops when the view scrolls away from its top', () => {
    const v = view();
    v.pull([10, 20]);
    v.scroller.scrollTop = 5;
    fireEvent.touchMove(v.scroller, { touches: [{ clientY: 90 }] });
    expect(v.drawn()).toMatchObject({ state: 'pulling', height: '10px' });
  });
});

it('refresher-triggered does nothing without refresher-enabled', () => {
  const v = view({ refresherEnabled: false });
  v.rerender({ refresherEnabled: false, refresherTriggered: true });
  expect(v.drawn().state).toBeUndefined();
  v.rerender({ refresherEnabled: true, refresherTriggered: true });
  expect(v.drawn().state).toBe('');
});

it("draws the refresher's area and spinner", () => {
  const v = view({ refresherBackground: '#eee' });
  v.pull([10, 25]);
  const area = v.container.querySelector('[data-state]') as HTMLElement;
  expect([area.style.cssText, v.spinner()!.style.cssText]).toMatchInlineSnapshot(`
    [
      "overflow: hidden; height: 15px; background-color: #eee;",
      "margin: 0px auto; width: 24px; height: 24px; border-radius: 50%; transform: rotate(120deg); border-width: 2px; border-style: solid; border-color: transparent #2BD009 #2BD009; border-image: initial;",
    ]
  `);
});
