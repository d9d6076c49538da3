// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the image preview draws as the framework's (a black
 * full-screen stage, the picture centred and contained, a white counter at the top) and names itself and its
 * picture by the counter for assistive technology. Its gestures are pinned in gestures.test.tsx.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../../index.ts';
import ImagePreview from './index.tsx';

afterEach(cleanup);

it('draws the stage, the picture and the counter', () => {
  const { container } = render(<ImagePreview urls={['/a.png', '/b.png']} current={1} />);
  const boxes = [...container.querySelectorAll<HTMLElement>('[class], img')].map((e) => `${e.className || e.tagName}: ${e.style.cssText}`);
  expect(boxes).toMatchInlineSnapshot(`
    [
      "uni-preview-image: position: fixed; inset: 0; z-index: 999; background: #000; overflow: hidden; touch-action: none; user-select: none;",
      "uni-preview-image__stage: position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;",
      "uni-preview-image__frame: transform: translate(0px, 0px) scale(1); transform-origin: center; max-width: 100%; max-height: 100%;",
      "IMG: display: block; max-width: 100vw; max-height: 100vh; object-fit: contain; pointer-events: none;",
      "uni-preview-image__count: position: absolute; top: 12px; width: 100%; text-align: center; color: #fff; font-size: 14px;",
    ]
  `);
});

it('is named by its counter, as is its picture, which cannot be dragged away', () => {
  const { container } = render(<ImagePreview urls={['/a.png', '/b.png']} current={1} />);
  const img = container.querySelector('img')!;
  expect([container.querySelector('[role=dialog]')!.getAttribute('aria-label'), img.getAttribute('alt'), img.getAttribute('draggable')]).toEqual(['2 / 2', '2 / 2', 'false']);
  expect(container.querySelector('.uni-preview-image__count')!.getAttribute('aria-hidden')).toBe('true');
});

it('keeps the browser\'s own menu off the picture', () => {
  const { container } = render(<ImagePreview urls={['/a.png']} />);
  const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
  container.querySelector('.uni-preview-image__stage')!.dispatchEvent(menu);
  expect(menu.defaultPrevented).toBe(true);
});
