// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for the picker's popup and trigger: what assistive
 * technology is told (a disabled or invalid trigger, each column's name, the chosen option) and how the
 * numbered columns read (01, 02 …). The seed gives the modes and values; the suite judges those.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../index.ts';
import Picker, { type PickerProps } from './index.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function picker(props: Partial<PickerProps>) {
  const { container } = render(<Picker {...(props as PickerProps)}>Pick</Picker>);
  const trigger = container.querySelector('uni-picker')!;
  return {
    trigger,
    open: () => fireEvent.click(trigger),
    columns: () => [...document.querySelectorAll('[role=listbox]')].map((c) => ({
      name: c.getAttribute('aria-label'),
      options: [...c.querySelectorAll('[role=option]')].map((o) => `${o.textContent}${o.getAttribute('aria-selected') === 'true' ? ' (selected)' : ''}`),
    })),
  };
}

describe('the trigger', () => {
  it('is disabled for assistive technology when disabled, and also invalid for an unknown mode', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const attrs = (props: Partial<PickerProps>) => {
      const { trigger } = picker(props);
      const found = [trigger.getAttribute('aria-disabled'), trigger.getAttribute('aria-invalid')];
      cleanup();
      return found;
    };
    expect(attrs({ range: ['a'] })).toEqual([null, null]);
    expect(attrs({ range: ['a'], disabled: true })).toEqual(['true', null]);
    expect(attrs({ mode: 'region' as PickerProps['mode'] })).toEqual(['true', 'true']);
  });
});

describe('the popup', () => {
  it('names each column by its number and marks the chosen option of each', () => {
    const p = picker({ mode: 'multiSelector', range: [['a', 'b'], ['c', 'd']], value: [1, 0] });
    p.open();
    expect(p.columns()).toEqual([{ name: 'column 1', options: ['a', 'b (selected)'] }, { name: 'column 2', options: ['c (selected)', 'd'] }]);
    fireEvent.click(document.querySelectorAll('[role=listbox]')[1]!.querySelectorAll('[role=option]')[1]!);
    expect(p.columns()[1]!.options).toEqual(['c', 'd (selected)']);
  });
  it('writes the numbers of a time column with two digits', () => {
    const p = picker({ mode: 'time', value: '09:05' });
    p.open();
    const [hours, minutes] = p.columns();
    expect(hours!.options.slice(0, 3)).toEqual(['00', '01', '02']);
    expect(hours!.options[9]).toBe('09 (selected)');
    expect(minutes!.options[5]).toBe('05 (selected)');
  });
});
