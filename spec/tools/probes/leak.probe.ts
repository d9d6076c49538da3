// Probe for the no-leaks self-test: a test that swallows the failure of a request no handler answers.
import { expect, it } from 'vitest';

it('swallows a request to a host without a handler', async () => {
  const answered = await fetch('https://no-handler.leak.test/probe').then(() => true, () => false);
  expect(answered).toBe(false);
});
