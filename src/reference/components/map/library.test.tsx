// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: a map whose provider's library fails to load writes the
 * failure on itself, as it does a missing key, besides reporting it on the console. The seed gives the
 * provider's calls and the console's message; the suite judges those (spec/suite/components/map*).
 */
import { within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ONE_PAGE, useLaunchedApp } from '../../test-support/launched-app.ts';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});
// The test DOM loads no script: the library's script fails.
const { container } = useLaunchedApp({
  ...ONE_PAGE,
  pages: [{ path: 'pages/index/index', components: [{ name: 'map' }] }],
  maps: { qqmap: { key: 'test-key' } },
});

it('a map whose library fails to load writes so on itself', async () => {
  const note = await within(container().querySelector<HTMLElement>('uni-map')!).findByRole('alert');
  expect(note.textContent).toBe('Map load failed.');
});
