// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the toast draws as the framework's (its CSS: a dark
 * translucent box in the middle of the window, 136 px wide with an icon, up to 80 % of the window without one;
 * a 40 px glyph or picture; a turning ring for loading). The seed gives the toast's keys and times; the suite
 * judges those through uni.showToast and uni.showLoading. Each box's inline style is pinned here as drawn.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import Toast, { type ToastProps } from './index.tsx';

afterEach(cleanup);

/** Each box of the toast, by class, with its inline style; and its keyframes. */
function boxes(props: ToastProps) {
  const { container } = render(<Toast title="Saved" {...props} />);
  return {
    ...Object.fromEntries([...container.querySelectorAll<HTMLElement>('[class]')].map((e) => [e.className, e.style.cssText])),
    keyframes: container.querySelector('style')?.textContent,
  };
}

it('draws a success toast with its glyph', () => {
  expect(boxes({ icon: 'success' })).toMatchInlineSnapshot(`
    {
      "keyframes": "@keyframes uni-loading { to { transform: rotate(360deg); } }",
      "uni-icon_toast": "display: block; font-size: 40px; line-height: 55px;",
      "uni-toast": "position: fixed; z-index: 999; top: 50%; left: 50%; transform: translate(-50%, -50%); box-sizing: border-box; min-width: 136px; max-width: 136px; padding: 20px 10px 10px; background: rgba(17, 17, 17, 0.7); color: #fff; border-radius: 5px; text-align: center; font-size: 14px;",
      "uni-toast-wrapper": "",
      "uni-toast__content": "margin: 0px;",
    }
  `);
});

it('draws a toast without an icon, narrower, with a mask when asked', () => {
  expect(boxes({ icon: 'none', mask: true })).toMatchInlineSnapshot(`
    {
      "keyframes": "@keyframes uni-loading { to { transform: rotate(360deg); } }",
      "uni-mask": "position: fixed; inset: 0; z-index: 999; background: transparent;",
      "uni-toast": "position: fixed; z-index: 999; top: 50%; left: 50%; transform: translate(-50%, -50%); box-sizing: border-box; max-width: 80%; padding: 10px 16px; background: rgba(17, 17, 17, 0.7); color: #fff; border-radius: 5px; text-align: center; font-size: 14px;",
      "uni-toast-wrapper": "",
      "uni-toast__content": "margin: 0px;",
    }
  `);
});

it('draws the loading ring, and a picture in place of the icon', () => {
  expect(boxes({ icon: 'loading' })).toMatchInlineSnapshot(`
    {
      "keyframes": "@keyframes uni-loading { to { transform: rotate(360deg); } }",
      "uni-loading": "display: inline-block; width: 38px; height: 38px; border-radius: 50%; animation: uni-loading 1s linear infinite; border-width: 3px; border-style: solid; border-color: #fff rgba(255, 255, 255, 0.3) rgba(255, 255, 255, 0.3); border-image: initial;",
      "uni-toast": "position: fixed; z-index: 999; top: 50%; left: 50%; transform: translate(-50%, -50%); box-sizing: border-box; min-width: 136px; max-width: 136px; padding: 20px 10px 10px; background: rgba(17, 17, 17, 0.7); color: #fff; border-radius: 5px; text-align: center; font-size: 14px;",
      "uni-toast-wrapper": "",
      "uni-toast__content": "margin: 0px;",
    }
  `);
  cleanup();
  expect(boxes({ image: '/static/i.png' })).toMatchInlineSnapshot(`
    {
      "keyframes": "@keyframes uni-loading { to { transform: rotate(360deg); } }",
      "uni-toast": "position: fixed; z-index: 999; top: 50%; left: 50%; transform: translate(-50%, -50%); box-sizing: border-box; min-width: 136px; max-width: 136px; padding: 20px 10px 10px; background: rgba(17, 17, 17, 0.7); color: #fff; border-radius: 5px; text-align: center; font-size: 14px;",
      "uni-toast-wrapper": "",
      "uni-toast__content": "margin: 0px;",
      "uni-toast__icon": "width: 40px; height: 40px;",
    }
  `);
});
