import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { parts, uncaughtErrors, useMount } from '../../harness/unit.ts';
import { layout, place, recorder, settle } from './dom.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.scroll-view').name;
const { upperThreshold, lowerThreshold } = v('comp.builtin.scroll-view');

// A runtime may nest its scroll boxes: the innermost one scrolls. Boxes are laid out as a browser lays out a
// box without border or scrollbar: its offset size is its client size.
const scroller = (root: HTMLElement) => {
  const found = parts('scroll-view.scroller', root);
  expect(found.length, 'no scroll-view.scroller').toBeGreaterThan(0);
  return found.at(-1)!;
};
const scrollTo = (el: HTMLElement, top: number, left = 0) => {
  el.scrollTop = top;
  el.scrollLeft = left;
  fireEvent.scroll(el);
};

afterEach(() => vi.useRealTimers());

/**
 * Children a, b and c, 400 px long one after the other along `axis` (under one another for y, side by side for
 * x), in the 100 px view `el` 20 px from its top and left; the function returned places them where they show
 * with the view scrolled `scrolled` px along that axis.
 */
function stackChildren(el: HTMLElement, axis: 'x' | 'y' = 'y'): (scrolled: number) => void {
  const children = ([['a', 0], ['b', 400], ['c', 800]] as const).map(([id, start]) => {
    const child = document.createElement('div');
    child.id = id;
    // Children placed in the scroller scroll with it, wherever a runtime nests its own content box.
    el.append(child);
    return { child, start };
  });
  place(el, { top: 20, left: 20, width: 100, height: 100 });
  return (scrolled) => {
    for (const { child, start } of children) {
      const along = 20 + start - scrolled;
      place(child, axis === 'y' ? { top: along, left: 20, width: 100, height: 400 } : { top: 20, left: along, width: 400, height: 100 });
    }
  };
}

/**
 * A scroll-view scrolling along `axis` over stackChildren's a, b and c. `into(id, scrolled)` places the children
 * where they show with the view scrolled `scrolled` px, then sets scroll-into-view to `id`.
 */
async function intoViewOn(axis: 'x' | 'y') {
  const props = { [axis === 'y' ? 'scrollY' : 'scrollX']: true };
  const m = await mount(component, props);
  const el = scroller(m.container);
  const placeAll = stackChildren(el, axis);
  const into = async (id: string, scrolled = 0) => {
    placeAll(scrolled);
    await m.update({ ...props, scrollIntoView: id });
    await settle();
  };
  return { el, into };
}

describe('scroll-view thresholds [comp.builtin.scroll-view]', () => {
  it('emits scroll with positions and deltas', async () => {
    const scroll = recorder();
    const { container } = await mount(component, { scrollY: true, onScroll: scroll.handler });
    const el = scroller(container);
    layout(el, { clientHeight: 100, offsetHeight: 100, scrollHeight: 1000, scrollWidth: 300 });
    scrollTo(el, 120);
    expect(scroll.events).toEqual([{ type: 'scroll', detail: { scrollLeft: 0, scrollTop: 120, scrollHeight: 1000, scrollWidth: 300, deltaX: 0, deltaY: -120 } }]);
  });

  it('emits scrolltoupper when scrolling up to within upper-threshold (50) of the top', async () => {
    const upper = recorder();
    const { container } = await mount(component, { scrollY: true, onScrolltoupper: upper.handler });
    const el = scroller(container);
    layout(el, { clientHeight: 100, offsetHeight: 100, scrollHeight: 1000 });
    scrollTo(el, 300);
    scrollTo(el, upperThreshold + 1);
    expect(upper.events).toEqual([]);
    scrollTo(el, upperThreshold);
    expect(upper.events).toEqual([{ type: 'scrolltoupper', detail: { direction: 'top' } }]);
    scrollTo(el, upperThreshold + 10);
    expect(upper.events).toHaveLength(1);
  });

  it('emits scrolltolower when scrolling down to within lower-threshold (50) of the bottom', async () => {
    const lower = recorder();
    const { container } = await mount(component, { scrollY: true, onScrolltolower: lower.handler });
    const el = scroller(container);
    layout(el, { clientHeight: 100, offsetHeight: 100, scrollHeight: 1000 });
    scrollTo(el, 1000 - 100 - lowerThreshold - 1);
    expect(lower.events).toEqual([]);
    scrollTo(el, 1000 - 100 - lowerThreshold);
    expect(lower.events).toEqual([{ type: 'scrolltolower', detail: { direction: 'bottom' } }]);
  });

  it('honours custom thresholds and the horizontal axis', async () => {
    const upper = recorder();
    const lower = recorder();
    const { container } = await mount(component, { scrollX: true, upperThreshold: 10, lowerThreshold: 20, onScrolltoupper: upper.handler, onScrolltolower: lower.handler });
    const el = scroller(container);
    layout(el, { clientWidth: 100, offsetWidth: 100, scrollWidth: 500 });
    scrollTo(el, 0, 379);
    expect(lower.events).toEqual([]);
    scrollTo(el, 0, 380);
    expect(lower.events).toEqual([{ type: 'scrolltolower', detail: { direction: 'right' } }]);
    scrollTo(el, 0, 11);
    expect(upper.events).toEqual([]);
    scrollTo(el, 0, 10);
    expect(upper.events).toEqual([{ type: 'scrolltoupper', detail: { direction: 'left' } }]);
  });

  // The framework fires each on the way to its edge only: moving away from it, or along the other axis,
  // within its threshold fires nothing.
  for (const axis of ['vertical', 'horizontal'] as const) {
    it(`fires scrolltoupper and scrolltolower only when moving toward their edge, ${axis} axis`, async () => {
      const upper = recorder();
      const lower = recorder();
      const { container } = await mount(component, { scrollX: true, scrollY: true, onScrolltoupper: upper.handler, onScrolltolower: lower.handler });
      const el = scroller(container);
      layout(el, { clientHeight: 100, offsetHeight: 100, scrollHeight: 1000, clientWidth: 100, offsetWidth: 100, scrollWidth: 1000 });
      // The axis under test at `along`, the other one in the middle, far from both thresholds.
      const at = (along: number, across = 450) => (axis === 'vertical' ? scrollTo(el, along, across) : scrollTo(el, across, along));
      const [upperEdge, lowerEdge] = axis === 'vertical' ? ['top', 'bottom'] : ['left', 'right'];
      at(upperThreshold - 40);
      at(upperThreshold - 40, 300);
      expect(upper.events, 'moving away from the start, then across').toEqual([]);
      at(upperThreshold - 45, 300);
      expect(upper.events).toEqual([{ type: 'scrolltoupper', detail: { direction: upperEdge } }]);
      at(1000 - 100 - lowerThreshold + 20, 300);
      expect(lower.events).toEqual([{ type: 'scrolltolower', detail: { direction: lowerEdge } }]);
      at(1000 - 100 - lowerThreshold + 10, 300);
      at(1000 - 100 - lowerThreshold + 10, 450);
      expect(lower.events, 'moving away from the end, then across').toHaveLength(1);
      expect(upper.events).toHaveLength(1);
    });
  }

  it('scroll-into-view scrolls the child with that id to the top', async () => {
    const { el, into } = await intoViewOn('y');
    await into('c');
    expect(el.scrollTop).toBe(800);
  });

  it('scroll-into-view measures from where the view is scrolled to', async () => {
    const { el, into } = await intoViewOn('y');
    await into('c');
    expect(el.scrollTop).toBe(800);
    await into('b', 800);
    expect(el.scrollTop).toBe(400);
  });

  it('scroll-into-view on a scroll-x view scrolls the child with that id to the left edge, measured from where the view is scrolled to', async () => {
    const { el, into } = await intoViewOn('x');
    await into('c');
    expect([el.scrollLeft, el.scrollTop]).toEqual([800, 0]);
    await into('b', 800);
    expect([el.scrollLeft, el.scrollTop]).toEqual([400, 0]);
  });

  it('scroll-into-view naming no child leaves the view where it is and throws nothing', async () => {
    const thrown = uncaughtErrors();
    const { el, into } = await intoViewOn('y');
    await into('missing');
    expect(el.scrollTop).toBe(0);
    expect(el.isConnected, 'the view is still on the page').toBe(true);
    expect(thrown).toEqual([]);
  });

  // The framework takes scroll-into-view only as an id that can name an element (a letter or _ first, then
  // letters, digits, -, _ and :); anything else is reported and ignored.
  for (const id of ['1c', 'c d', 'c.x']) {
    it(`scroll-into-view ignores '${id}', which is not such an id, even where an element has it`, async () => {
      const m = await mount(component, { scrollY: true });
      const el = scroller(m.container);
      const child = document.createElement('div');
      child.id = id;
      place(child, { top: 820, left: 0, height: 400 });
      el.append(child);
      place(el, { top: 20, left: 0, height: 100 });
      await m.update({ scrollY: true, scrollIntoView: id });
      await settle();
      expect(el.scrollTop).toBe(0);
    });
  }

  it('scroll-top and scroll-left move only an axis that scrolls', async () => {
    const vertical = await mount(component, { scrollY: true });
    await vertical.update({ scrollY: true, scrollTop: 240, scrollLeft: 120 });
    const horizontal = await mount(component, { scrollX: true });
    await horizontal.update({ scrollX: true, scrollTop: 240, scrollLeft: 120 });
    await settle();
    expect([scroller(vertical.container).scrollTop, scroller(vertical.container).scrollLeft]).toEqual([240, 0]);
    expect([scroller(horizontal.container).scrollTop, scroller(horizontal.container).scrollLeft]).toEqual([0, 120]);
  });

  it('scroll-top sets the scroll position', async () => {
    const m = await mount(component, { scrollY: true, scrollTop: 0 });
    await m.update({ scrollY: true, scrollTop: 240 });
    await settle();
    expect(scroller(m.container).scrollTop).toBe(240);
  });
});
