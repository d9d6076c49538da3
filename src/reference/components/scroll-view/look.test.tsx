// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for scroll-view's boxes: it scrolls only along the axes it
 * is given (the other is hidden, so nothing scrolls it that way and no event comes for it), and a scroll-top
 * or scroll-left given is applied when its axis is turned on. The seed gives the thresholds and events; the
 * suite judges those (spec/suite/components/scroll-view*). The boxes' inline styles are pinned here.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import ScrollView, { type ScrollViewProps } from './index.tsx';

afterEach(cleanup);

function view(props: ScrollViewProps) {
  const events: string[] = [];
  const record = (e: { type: string; detail: { direction?: string } }) => events.push(`${e.type} ${e.detail.direction ?? ''}`.trim());
  const { container, rerender } = render(<ScrollView onScrolltoupper={record} onScrolltolower={record} {...props} />);
  const scroller = container.querySelector('.uni-scroll-view') as HTMLElement;
  return { container, scroller, events, rerender: (next: ScrollViewProps) => rerender(<ScrollView onScrolltoupper={record} onScrolltolower={record} {...next} />) };
}

it('draws its boxes, scrolling along the axes it is given only', () => {
  const boxes = (props: ScrollViewProps) => {
    const { container } = view(props);
    const found = [...container.querySelectorAll<HTMLElement>('uni-scroll-view, [class]')].map((e) => `${e.className || e.tagName}: ${e.style.cssText}`);
    cleanup();
    return found;
  };
  expect(boxes({ scrollY: true })).toMatchInlineSnapshot(`
    [
      "UNI-SCROLL-VIEW: display: block; position: relative; overflow: hidden;",
      "uni-scroll-view: position: relative; width: 100%; height: 100%; overflow-x: hidden; overflow-y: auto;",
      "uni-scroll-view-content: width: 100%; height: 100%;",
    ]
  `);
  expect(boxes({ scrollX: true })).toMatchInlineSnapshot(`
    [
      "UNI-SCROLL-VIEW: display: block; position: relative; overflow: hidden;",
      "uni-scroll-view: position: relative; width: 100%; height: 100%; overflow-x: auto; overflow-y: hidden;",
      "uni-scroll-view-content: width: 100%; height: 100%;",
    ]
  `);
});

it('emits no edge event for an axis it does not scroll, whatever moves it that way', () => {
  const v = view({ scrollY: true });
  Object.defineProperties(v.scroller, { scrollWidth: { value: 1000, configurable: true }, clientWidth: { value: 100, configurable: true } });
  v.scroller.scrollLeft = 950;
  fireEvent.scroll(v.scroller);
  v.scroller.scrollLeft = 0;
  fireEvent.scroll(v.scroller);
  expect(v.events).toEqual([]);
});

it('applies scroll-top and scroll-left when their axis is turned on', () => {
  const v = view({ scrollTop: 40, scrollLeft: 30 });
  expect([v.scroller.scrollTop, v.scroller.scrollLeft]).toEqual([0, 0]);
  v.rerender({ scrollTop: 40, scrollLeft: 30, scrollY: true, scrollX: true });
  expect([v.scroller.scrollTop, v.scroller.scrollLeft]).toEqual([40, 30]);
});
