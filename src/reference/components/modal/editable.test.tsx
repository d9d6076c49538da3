// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: an editable modal replaced by another while it shows (no
 * close between) takes the new one's content into its field, as a modal shown afresh would. The seed gives
 * the modal's keys and results; the suite judges those through uni.showModal.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import '../../index.ts';
import Modal from './index.tsx';

afterEach(cleanup);

it("an editable modal replaced while it shows takes the new one's content", () => {
  const { container, rerender } = render(<Modal editable content="first" />);
  const field = () => container.querySelector('textarea')!;
  fireEvent.change(field(), { target: { value: 'typed' } });
  expect(field().value).toBe('typed');
  rerender(<Modal editable content="second" />);
  expect(field().value).toBe('second');
});
