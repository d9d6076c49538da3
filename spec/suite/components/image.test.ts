import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { parts, useMount } from '../../harness/unit.ts';
import { isShown, layout, recorder, rootOf, settle } from './dom.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.image').name;
const { modes, defaultMode, errorTemplate } = v('comp.builtin.image');

/** Where each mode puts the picture (background size and position of the framework's image). */
const placements: Record<string, [string, string]> = {
  scaleToFill: ['100% 100%', '0% 0%'],
  aspectFit: ['contain', 'center center'],
  aspectFill: ['cover', 'center center'],
  widthFix: ['100% 100%', '0% 0%'],
  heightFix: ['100% 100%', '0% 0%'],
  top: ['auto', 'center 0%'],
  bottom: ['auto', 'center 100%'],
  center: ['auto', 'center center'],
  left: ['auto', '0% center'],
  right: ['auto', '100% center'],
  'top left': ['auto', '0% 0%'],
  'top right': ['auto', '100% 0%'],
  'bottom left': ['auto', '0% 100%'],
  'bottom right': ['auto', '100% 100%'],
};

/**
 * A background position as the point it names, `x y` in percent: `left top`, `0% 0%` and `top left` place a
 * picture alike, and a runtime may write any of them.
 */
function pointOf(position: string): string {
  // No position set is the initial value, which happy-dom's computed style leaves empty.
  if (!position.trim()) return '0% 0%';
  const percent: Record<string, string> = { left: '0%', top: '0%', center: '50%', right: '100%', bottom: '100%' };
  const [a = 'center', b = 'center'] = position.trim().split(/\s+/);
  const [x, y] = a === 'top' || a === 'bottom' || b === 'left' || b === 'right' ? [b, a] : [a, b];
  return `${percent[x] ?? x} ${percent[y] ?? y}`;
}

/** An object-fit of an <img> as the background size that places a picture the same way. */
const fitAsSize: Record<string, string> = { fill: '100% 100%', contain: 'contain', cover: 'cover', none: 'auto', 'scale-down': 'contain' };

/**
 * Where the image shows the picture of `src`: the box of the component painting it as its background
 * (size and position as the framework's image sets them), or else the picture part itself, an <img>
 * placed by object-fit and object-position. Null when no box shows that picture.
 */
function placementOf(root: HTMLElement, src: string): { size: string; position: string; style: string | null } | null {
  const box = [rootOf(root), ...rootOf(root).querySelectorAll<HTMLElement>('*')].find((el) => getComputedStyle(el).backgroundImage.includes(src));
  if (box) {
    const style = getComputedStyle(box);
    return { size: style.backgroundSize, position: style.backgroundPosition, style: box.getAttribute('style') };
  }
  const shown = parts('image.picture', root).find((el) => el instanceof HTMLImageElement && isShown(el) && el.getAttribute('src') === src && getComputedStyle(el).opacity !== '0');
  if (!shown) return null;
  const style = getComputedStyle(shown);
  return { size: fitAsSize[style.objectFit] ?? style.objectFit, position: style.objectPosition, style: shown.getAttribute('style') };
}
const picture = (root: HTMLElement, src = '/a.png') => {
  const placed = placementOf(root, src);
  expect(placed, `the image shows no picture of ${src}`).not.toBeNull();
  return placed!;
};
/** The element loading the picture: a runtime may keep it out of the document until it has loaded, so it need not show yet. */
const img = (root: HTMLElement) => {
  const [loading] = parts('image.picture', root);
  if (!loading) throw new Error(`no image.picture in the image: see contract/parts.ts`);
  return loading as HTMLImageElement;
};
const load = async (root: HTMLElement, width: number, height: number) => {
  layout(img(root), {});
  Object.defineProperty(img(root), 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(img(root), 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(img(root));
  await settle();
};

afterEach(() => vi.unstubAllGlobals());

describe('image [comp.builtin.image]', () => {
  it.each(modes)('mode %s places the picture as the framework does', async (mode) => {
    const { container } = await mount(component, { src: '/a.png', mode });
    await load(container, 40, 20);
    const [size, position] = placements[mode]!;
    expect(picture(container).size).toBe(size);
    expect(pointOf(picture(container).position)).toBe(pointOf(position));
  });

  it(`an unknown mode behaves as ${defaultMode}`, async () => {
    const { container } = await mount(component, { src: '/a.png', mode: 'stretch' });
    await load(container, 40, 20);
    expect(picture(container).size).toBe(placements[defaultMode]![0]);
  });

  it(`an unknown or missing mode sizes and places the picture exactly as ${defaultMode}`, async () => {
    /** The element's and the picture's inline styles once a 600×200 picture has loaded into a 300×50 box. */
    const styles = async (props: Record<string, unknown>) => {
      const { container } = await mount(component, { src: '/a.png', ...props });
      layout(rootOf(container), { offsetWidth: 300, offsetHeight: 50 });
      await load(container, 600, 200);
      await settle();
      return [rootOf(container).getAttribute('style'), picture(container).style];
    };
    const expected = await styles({ mode: defaultMode });
    expect(await styles({ mode: 'stretch' })).toEqual(expected);
    expect(await styles({})).toEqual(expected);
  });

  it('emits load with the natural size', async () => {
    const loaded = recorder();
    const { container } = await mount(component, { src: '/a.png', onLoad: loaded.handler });
    await load(container, 64, 48);
    expect(loaded.events).toEqual([{ type: 'load', detail: { width: 64, height: 48 } }]);
  });

  it('emits error with the framework message when the picture fails', async () => {
    const failed = recorder();
    const { container } = await mount(component, { src: '/missing.png', onError: failed.handler });
    fireEvent.error(img(container));
    expect(failed.events).toEqual([{ type: 'error', detail: { errMsg: fill(errorTemplate, { src: '/missing.png' }) } }]);
    expect(placementOf(container, '/missing.png')).toBeNull();
  });

  it('widthFix derives the height from the width and the natural ratio', async () => {
    const { container } = await mount(component, { src: '/a.png', mode: 'widthFix' });
    layout(rootOf(container), { offsetWidth: 300 });
    await load(container, 600, 200);
    await vi.waitFor(() => expect(getComputedStyle(rootOf(container)).height).toBe('100px'));
  });

  it('heightFix derives the width from the height and the natural ratio', async () => {
    const { container } = await mount(component, { src: '/a.png', mode: 'heightFix' });
    layout(rootOf(container), { offsetHeight: 50 });
    await load(container, 600, 200);
    await vi.waitFor(() => expect(getComputedStyle(rootOf(container)).width).toBe('150px'));
  });

  // The seed names no lazy loading: an image given lazy-load must load once it is in view, and a runtime
  // may load it at once (the framework's H5 image does; lazy loading is a mini-program feature).
  it('with lazy-load, loads the picture once the image comes into view', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) { notify = callback; }
      observe() {}
      disconnect() {}
    });
    const { container } = await mount(component, { src: '/lazy.png', lazyLoad: true });
    await settle();
    notify?.([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(img(container).getAttribute('src')).toBe('/lazy.png'));
  });

  it('without lazy-load, loads at once', async () => {
    const { container } = await mount(component, { src: '/now.png' });
    expect(img(container).getAttribute('src')).toBe('/now.png');
  });
});
