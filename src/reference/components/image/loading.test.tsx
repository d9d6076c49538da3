// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<image>`: lazy-load fetches the picture only once
 * the image comes into view (at once where the browser cannot tell), a new src shows the old picture's box
 * until the new one has loaded, a picture without a natural size leaves the box as set, and how the picture
 * is painted (a no-repeat background over a transparent <img>). The seed gives the modes and events; the
 * suite judges those (spec/suite/components/image*).
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Image, { type ImageProps } from './index.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An IntersectionObserver the test moves: `show()` brings every observed element into view. */
function observer() {
  const watching = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  vi.stubGlobal('IntersectionObserver', class {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      watching.add(this.entry);
    }
    observe(element: Element) { this.entry.elements.push(element); }
    disconnect() { watching.delete(this.entry); }
  });
  return {
    watching: () => watching.size,
    show: (isIntersecting = true) => act(() => {
      for (const { callback, elements } of [...watching]) callback(elements.map((target) => ({ target, isIntersecting })) as never, {} as never);
    }),
  };
}

function image(props: ImageProps) {
  const { container, rerender, unmount } = render(<Image {...props} />);
  const img = () => container.querySelector('img');
  const loaded = (width: number, height: number) => {
    const el = img()!;
    Object.defineProperties(el, { naturalWidth: { value: width, configurable: true }, naturalHeight: { value: height, configurable: true } });
    fireEvent.load(el);
  };
  const box = () => (container.querySelector('uni-image') as HTMLElement).style;
  const painted = () => (container.querySelector('uni-image > div') as HTMLElement).style;
  return { img, loaded, box, painted, rerender: (next: ImageProps) => rerender(<Image {...next} />), unmount };
}

describe('lazy-load', () => {
  it('fetches nothing until the image comes into view, then its picture', () => {
    const io = observer();
    const i = image({ src: '/a.png', lazyLoad: true });
    expect(i.img()).toBeNull();
    io.show(false);
    expect(i.img()).toBeNull();
    io.show();
    expect(i.img()!.getAttribute('src')).toBe('/a.png');
    expect(io.watching()).toBe(0);
  });
  it('stops watching an image that goes away unseen', () => {
    const io = observer();
    const i = image({ src: '/a.png', lazyLoad: true });
    expect(io.watching()).toBe(1);
    i.unmount();
    expect(io.watching()).toBe(0);
  });
  it('fetches at once where the browser cannot tell what is in view, or without lazy-load', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(image({ src: '/a.png', lazyLoad: true }).img()!.getAttribute('src')).toBe('/a.png');
    cleanup();
    observer();
    expect(image({ src: '/b.png' }).img()!.getAttribute('src')).toBe('/b.png');
  });
});

describe('the box', () => {
  it('of widthFix follows the natural ratio, but not of a picture without a natural size', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
    const i = image({ src: '/a.png', mode: 'widthFix' });
    i.loaded(600, 400);
    expect(i.box().height).toBe('200px');
    cleanup();
    const sizeless = image({ src: '/icon.svg', mode: 'widthFix' });
    sizeless.loaded(0, 0);
    expect(sizeless.box().height).toBe('240px');
  });
  it('of heightFix too', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
    const i = image({ src: '/a.png', mode: 'heightFix' });
    i.loaded(400, 200);
    expect(i.box().width).toBe('200px');
    cleanup();
    const sizeless = image({ src: '/icon.svg', mode: 'heightFix' });
    sizeless.loaded(400, 0);
    expect(sizeless.box().width).toBe('320px');
  });
  it('shows no picture after its src changes, until the new one has loaded', () => {
    const i = image({ src: '/a.png' });
    i.loaded(10, 10);
    expect(i.painted().backgroundImage).toBe('url("/a.png")');
    i.rerender({ src: '/b.png' });
    expect(i.painted().backgroundImage).toBe('none');
    i.loaded(10, 10);
    expect(i.painted().backgroundImage).toBe('url("/b.png")');
  });
});

it('paints the picture once, as a background over the whole box, above a transparent <img> that fills it', () => {
  const i = image({ src: '/a.png' });
  i.loaded(10, 10);
  expect([i.painted().position, i.painted().inset, i.painted().backgroundRepeat]).toEqual(['absolute', '0', 'no-repeat']);
  const img = i.img()!.style;
  expect([img.position, img.inset, img.width, img.height, img.opacity]).toEqual(['absolute', '0', '100%', '100%', '0']);
});
