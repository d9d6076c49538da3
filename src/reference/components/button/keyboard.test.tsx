// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<button>`: it is a keyboard control (focusable, Enter
 * and Space click it), a disabled one leaves the tab order and says so to assistive technology and takes no
 * long press, and a click's detail is where the pointer was. The seed gives the button's types and that a
 * disabled button emits nothing; the suite judges those (spec/suite/components/button*.test.ts). A button
 * that goes away while pressed takes no long press either.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Button from './index.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function button(props: Parameters<typeof Button>[0] = {}) {
  const onClick = vi.fn();
  const { container } = render(<Button onClick={onClick} {...props}>OK</Button>);
  return { element: container.querySelector('uni-button') as HTMLElement, onClick };
}

describe('the keyboard', () => {
  it('clicks with Enter and with Space, at no pointer position', () => {
    const { element, onClick } = button();
    fireEvent.keyDown(element, { key: 'Enter' });
    fireEvent.keyDown(element, { key: ' ' });
    expect(onClick.mock.calls).toEqual([[{ type: 'click', detail: { x: 0, y: 0 } }], [{ type: 'click', detail: { x: 0, y: 0 } }]]);
  });
  it('does not click with other keys', () => {
    const { element, onClick } = button();
    fireEvent.keyDown(element, { key: 'a' });
    fireEvent.keyDown(element, { key: 'Tab' });
    expect(onClick).not.toHaveBeenCalled();
  });
  it('reaches an enabled button, and not a disabled one', () => {
    expect(button().element.tabIndex).toBe(0);
    cleanup();
    const disabled = button({ disabled: true });
    expect(disabled.element.tabIndex).toBe(-1);
    fireEvent.keyDown(disabled.element, { key: 'Enter' });
    expect(disabled.onClick).not.toHaveBeenCalled();
  });
});

it("a click's detail is where the pointer was", () => {
  const { element, onClick } = button();
  fireEvent.click(element, { clientX: 12, clientY: 34 });
  expect(onClick).toHaveBeenCalledExactlyOnceWith({ type: 'click', detail: { x: 12, y: 34 } });
});

it('a disabled button says so to assistive technology; an enabled one does not', () => {
  expect(button({ disabled: true }).element.getAttribute('aria-disabled')).toBe('true');
  cleanup();
  expect(button().element.hasAttribute('aria-disabled')).toBe(false);
});

it('a disabled button takes no long press; an enabled one does', () => {
  vi.useFakeTimers();
  const press = (disabled: boolean) => {
    const onLongpress = vi.fn();
    const { element } = button({ disabled, onLongpress });
    fireEvent.pointerDown(element, { pointerId: 1, clientX: 5, clientY: 6 });
    act(() => { vi.advanceTimersByTime(1000); });
    fireEvent.pointerUp(element, { pointerId: 1, clientX: 5, clientY: 6 });
    cleanup();
    return onLongpress.mock.calls.length;
  };
  expect(press(false)).toBe(1);
  expect(press(true)).toBe(0);
});

it('a button that goes away while pressed takes no long press', () => {
  vi.useFakeTimers();
  const onLongpress = vi.fn();
  const { element } = button({ onLongpress });
  fireEvent.pointerDown(element, { pointerId: 1, clientX: 5, clientY: 6 });
  cleanup();
  vi.advanceTimersByTime(1000);
  expect(onLongpress).not.toHaveBeenCalled();
});
