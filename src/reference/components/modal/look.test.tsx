// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the modal draws as the framework's (its CSS: a dialog 80 %
 * wide up to 300 px, centred over a half-dark mask, grey content, a row of two buttons under a hairline), and
 * names itself and its text field for assistive technology. The seed gives the modal's keys and results; the
 * suite judges those through uni.showModal. Each box's inline style is pinned here as it is drawn.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../../index.ts';
import Modal, { type ModalProps } from './index.tsx';

afterEach(cleanup);

/** Each box of the modal, by class, with its inline style. */
function boxes(props: ModalProps) {
  const { container } = render(<Modal {...props} />);
  return Object.fromEntries([...container.querySelectorAll<HTMLElement>('[class]')].map((e) => [e.className, e.style.cssText]));
}

it('draws a titled dialog with two buttons as the framework does', () => {
  expect(boxes({ title: 'Title', content: 'Text' })).toMatchInlineSnapshot(`
    {
      "uni-mask": "position: fixed; inset: 0; background: rgba(0, 0, 0, 0.5);",
      "uni-modal": "position: relative; width: 80%; max-width: 300px; background: #fff; border-radius: 3px; text-align: center; overflow: hidden;",
      "uni-modal-wrapper": "position: fixed; inset: 0; z-index: 999; display: flex; align-items: center; justify-content: center;",
      "uni-modal__bd": "padding: 0px 1.6em 0.8em; min-height: 40px; font-size: 15px; color: #999; white-space: pre-wrap;",
      "uni-modal__btn uni-modal__btn_default": "color: #000; background: none none; border: 0px; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      "uni-modal__btn uni-modal__btn_primary": "color: #007aff; background: none none; border: 0px; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      "uni-modal__ft": "display: flex; line-height: 48px; border-top-width: 1px; border-top-style: solid; border-top-color: #d5d5d6;",
      "uni-modal__hd": "padding: 1.3em 1.6em 0.5em; font-weight: 400; font-size: 18px;",
    }
  `);
});

it('draws an editable one with a text field in place of the content', () => {
  expect(boxes({ editable: true, showCancel: false })).toMatchInlineSnapshot(`
    {
      "uni-mask": "position: fixed; inset: 0; background: rgba(0, 0, 0, 0.5);",
      "uni-modal": "position: relative; width: 80%; max-width: 300px; background: #fff; border-radius: 3px; text-align: center; overflow: hidden;",
      "uni-modal-wrapper": "position: fixed; inset: 0; z-index: 999; display: flex; align-items: center; justify-content: center;",
      "uni-modal__btn uni-modal__btn_primary": "color: #007aff; background: none none; border: 0px; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      "uni-modal__ft": "display: flex; line-height: 48px; border-top-width: 1px; border-top-style: solid; border-top-color: #d5d5d6;",
      "uni-modal__textarea": "width: 85%; min-height: 48px;",
    }
  `);
});

it('names the dialog by its title, and the text field by the title or else its placeholder', () => {
  const names = (props: ModalProps) => {
    const { container } = render(<Modal editable {...props} />);
    const found = [container.querySelector('[role=dialog]')!.getAttribute('aria-label'), container.querySelector('textarea')!.getAttribute('aria-label')];
    cleanup();
    return found;
  };
  expect(names({ title: 'Rename', placeholderText: 'New name' })).toEqual(['Rename', 'Rename']);
  expect(names({ placeholderText: 'New name' })).toEqual([null, 'New name']);
});
