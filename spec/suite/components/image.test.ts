import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { $, layout, recorder, settle } from './dom.ts';

const mount = useMount();
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

const picture = (root: HTMLElement) => $(root, 'uni-image > div');
const img = (root: HTMLElement) => $(root, 'uni-image img') as HTMLImageElement;
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
    const { container } = await mount('image', { src: '/a.png', mode });
    await load(container, 40, 20);
    const [size, position] = placements[mode]!;
    expect(picture(container).style.backgroundSize).toBe(size);
    expect(picture(container).style.backgroundPosition).toBe(position);
    expect(picture(container).style.backgroundImage).toContain('/a.png');
  });

  it(`an unknown mode behaves as ${defaultMode}`, async () => {
    const { container } = await mount('image', { src: '/a.png', mode: 'stretch' });
    await load(container, 40, 20);
    expect(picture(container).style.backgroundSize).toBe(placements[defaultMode]![0]);
  });

  it(`an unknown or missing mode sizes and places the picture exactly as ${defaultMode}`, async () => {
    /** The element's and the picture's inline styles once a 600×200 picture has loaded into a 300×50 box. */
    const styles = async (props: Record<string, unknown>) => {
      const { container } = await mount('image', { src: '/a.png', ...props });
      layout($(container, 'uni-image'), { offsetWidth: 300, offsetHeight: 50 });
      await load(container, 600, 200);
      await settle();
      return [$(container, 'uni-image').getAttribute('style'), picture(container).getAttribute('style')];
    };
    const expected = await styles({ mode: defaultMode });
    expect(await styles({ mode: 'stretch' })).toEqual(expected);
    expect(await styles({})).toEqual(expected);
  });

  it('emits load with the natural size', async () => {
    const loaded = recorder();
    const { container } = await mount('image', { src: '/a.png', onLoad: loaded.handler });
    await load(container, 64, 48);
    expect(loaded.events).toEqual([{ type: 'load', detail: { width: 64, height: 48 } }]);
  });

  it('emits error with the framework message when the picture fails', async () => {
    const failed = recorder();
    const { container } = await mount('image', { src: '/missing.png', onError: failed.handler });
    fireEvent.error(img(container));
    expect(failed.events).toEqual([{ type: 'error', detail: { errMsg: fill(errorTemplate, { src: '/missing.png' }) } }]);
    expect(picture(container).style.backgroundImage).not.toContain('missing');
  });

  it('widthFix derives the height from the width and the natural ratio', async () => {
    const { container } = await mount('image', { src: '/a.png', mode: 'widthFix' });
    layout($(container, 'uni-image'), { offsetWidth: 300 });
    await load(container, 600, 200);
    await vi.waitFor(() => expect($(container, 'uni-image').style.height).toBe('100px'));
  });

  it('heightFix derives the width from the height and the natural ratio', async () => {
    const { container } = await mount('image', { src: '/a.png', mode: 'heightFix' });
    layout($(container, 'uni-image'), { offsetHeight: 50 });
    await load(container, 600, 200);
    await vi.waitFor(() => expect($(container, 'uni-image').style.width).toBe('150px'));
  });

  it('with lazy-load, loads nothing until the image comes into view', async () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) { notify = callback; }
      observe() {}
      disconnect() {}
    });
    const { container } = await mount('image', { src: '/lazy.png', lazyLoad: true });
    await settle();
    expect(container.querySelector('uni-image img')).toBeNull();
    notify!([{ isIntersecting: false }]);
    await settle();
    expect(container.querySelector('uni-image img')).toBeNull();
    notify!([{ isIntersecting: true }]);
    await vi.waitFor(() => expect(img(container).getAttribute('src')).toBe('/lazy.png'));
  });

  it('without lazy-load, loads at once', async () => {
    const { container } = await mount('image', { src: '/now.png' });
    expect(img(container).getAttribute('src')).toBe('/now.png');
  });
});
