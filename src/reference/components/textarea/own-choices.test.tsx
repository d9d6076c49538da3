// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<textarea>`: an auto-height field shows no scroll
 * bar, and the blur event's cursor is where the selection ends. The seed gives the field's events and
 * limits; the suite judges those (spec/suite/components/textarea*).
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import Textarea from './index.tsx';

afterEach(cleanup);

it('an auto-height field hides its vertical overflow; another does not', () => {
  const overflow = (autoHeight: boolean) => {
    const { container } = render(<Textarea autoHeight={autoHeight} />);
    const found = container.querySelector('textarea')!.style.overflowY;
    cleanup();
    return found;
  };
  expect(overflow(true)).toBe('hidden');
  expect(overflow(false)).toBe('');
});

it("the blur event's cursor is where the selection ends", () => {
  const onBlur = vi.fn();
  const { container } = render(<Textarea value="hello" onBlur={onBlur} />);
  const field = container.querySelector('textarea')!;
  field.setSelectionRange(1, 3);
  fireEvent.blur(field);
  expect(onBlur).toHaveBeenCalledExactlyOnceWith({ type: 'blur', detail: { value: 'hello', cursor: 3 } });
});
