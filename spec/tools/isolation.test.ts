/**
 * Isolation in the browser layer: the workers reuse one context from test to test (playwright.config.ts), so
 * a test must still find nothing a previous one left, in the page (history, storage, window, init scripts,
 * routes, the clock) or in the context (cookies, IndexedDB, permissions).
 */
import { expect, it } from 'vitest';
import { runBrowserProbe } from './probes/run-browser-probe.ts';

it('a browser test finds nothing the previous test in its worker left behind', { timeout: 120_000 }, async () => {
  const { code, results } = await runBrowserProbe('isolation.probe.spec.ts', 4181);
  expect(results.map(({ title, status, error }) => ({ title, status, error }))).toEqual([
    { title: 'leaves state behind in its page', status: 'passed', error: undefined },
    { title: 'finds none of its page\'s state', status: 'passed', error: undefined },
    { title: 'leaves a permission granted to its context', status: 'passed', error: undefined },
    { title: 'finds the permission not granted', status: 'passed', error: undefined },
  ]);
  expect(code).toBe(0);
});
