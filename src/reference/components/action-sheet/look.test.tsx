// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the action sheet draws as the framework's (its CSS: grey
 * sheet, white menu, hairlines between items, the green cancel row on a phone; a rounded card with a shadow
 * on a desktop-sized window). Where it sits is pinned in popover.test.tsx; each box's inline style here.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../../index.ts';
import ActionSheet from './index.tsx';
import { useWindowSize } from '../../test-support/window-size.ts';

const resize = useWindowSize();
afterEach(cleanup);

/** Each box of the sheet, in order, with its inline style, in a window of `width` × 800. */
function boxes(width: number) {
  resize({ width, height: 800 });
  const { container } = render(<ActionSheet title="Share" itemList={['Copy', 'Mail']} itemColor="#333" />);
  return [...container.querySelectorAll<HTMLElement>('[class]')].map((e) => `${e.className}: ${e.style.cssText}`);
}

it('draws a bottom sheet on a phone-sized window', () => {
  expect(boxes(400)).toMatchInlineSnapshot(`
    [
      "uni-actionsheet-wrapper: ",
      "uni-mask: position: fixed; inset: 0; z-index: 999; background: rgba(0, 0, 0, 0.6);",
      "uni-actionsheet: position: fixed; z-index: 999; background: #efeff4; left: 0px; right: 0px; bottom: 0px;",
      "uni-actionsheet__menu: background: #fcfcfd; border-radius: 0px;",
      "uni-actionsheet__title: padding: 10px 6px; text-align: center; color: #888; font-size: 16px;",
      "uni-actionsheet__list: max-height: 260px; overflow-y: auto; overscroll-behavior: contain;",
      "uni-actionsheet__cell: display: block; width: 100%; padding: 10px 6px; font-size: 18px; color: #333; background: none none; border: 0px;",
      "uni-actionsheet__cell: display: block; width: 100%; padding: 10px 6px; font-size: 18px; color: #333; background: none none; border-width: 1px 0px 0px; border-image: initial; border-top-style: solid; border-right-style: initial; border-bottom-style: initial; border-left-style: initial; border-top-color: #e5e5e5; border-right-color: initial; border-bottom-color: initial; border-left-color: initial;",
      "uni-actionsheet__action uni-actionsheet__cell: display: block; width: 100%; margin-top: 6px; padding: 10px 6px; font-size: 18px; color: #1aad19; background: #fcfcfd; border: 0px;",
    ]
  `);
});

it('draws a card on a desktop-sized window', () => {
  expect(boxes(1000)).toMatchInlineSnapshot(`
    [
      "uni-actionsheet-wrapper: ",
      "uni-mask: position: fixed; inset: 0; z-index: 999; background: none none;",
      "uni-actionsheet: position: fixed; z-index: 999; background: #efeff4; width: 300px; left: 50%; top: 50%; transform: translate(-50%, -50%);",
      "uni-actionsheet__menu: background: #fcfcfd; border-radius: 5px; box-shadow: 0 0 20px 5px rgba(0,0,0,0.3);",
      "uni-actionsheet__title: padding: 10px 6px; text-align: center; color: #888; font-size: 16px;",
      "uni-actionsheet__list: max-height: 260px; overflow-y: auto; overscroll-behavior: contain;",
      "uni-actionsheet__cell: display: block; width: 100%; padding: 10px 6px; font-size: 18px; color: #333; background: none none; border: 0px;",
      "uni-actionsheet__cell: display: block; width: 100%; padding: 10px 6px; font-size: 18px; color: #333; background: none none; border-width: 1px 0px 0px; border-image: initial; border-top-style: solid; border-right-style: initial; border-bottom-style: initial; border-left-style: initial; border-top-color: #e5e5e5; border-right-color: initial; border-bottom-color: initial; border-left-color: initial;",
    ]
  `);
});
