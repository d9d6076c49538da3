// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: which on-screen keyboard a phone offers for each input
 * type (numeric for number, decimal for digit). The seed gives the types; the suite judges their values.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import Input from './index.tsx';

afterEach(cleanup);

it.each([['number', 'numeric'], ['digit', 'decimal'], ['idcard', 'text'], ['tel', 'tel'], ['text', null]])('%s offers the %s keyboard', (type, inputMode) => {
  const { container } = render(<Input type={type} />);
  expect(container.querySelector('input')!.getAttribute('inputmode')).toBe(inputMode);
});
