/**
 * Isolation in the browser layer: the workers reuse one context and tab from test to test (harness/reused-tab.ts),
 * so a test must still find nothing a previous one left, in the page (history, storage, window, init scripts,
 * routes, listeners, the pointer, a held button, the viewport, a viewport of its own, a finger down) or in the context (cookies, IndexedDB, the clock,
 * permissions).
 */
import { expect, it } from 'vitest';
import { runBrowserProbe } from './probes/run-browser-probe.ts';

it('a browser test finds nothing the previous test in its worker left behind', { timeout: 120_000 }, async () => {
  const { code, results } = await runBrowserProbe('isolation.probe.spec.ts', 4181);
  expect(results.map(({ title, status, error }) => ({ title, status, error }))).toEqual([
    { title: 'leaves state behind in its page', status: 'passed', error: undefined },
    { title: 'finds none of its page\'s state', status: 'passed', error: undefined },
    { title: 'leaves the page clock installed', status: 'passed', error: undefined },
    { title: 'finds the real time, in the same context', status: 'passed', error: undefined },
    { title: 'installs the page clock anew after one was taken out', status: 'passed', error: undefined },
    { title: 'leaves a mouse button held', status: 'passed', error: undefined },
    { title: 'finds no button held', status: 'passed', error: undefined },
    { title: 'leaves the viewport resized', status: 'passed', error: undefined },
    { title: 'finds the default viewport, in the same tab', status: 'passed', error: undefined },
    { title: 'finds the default viewport after a test with its own, in the same tab', status: 'passed', error: undefined },
    { title: 'leaves fingers down', status: 'passed', error: undefined },
    { title: 'finds no finger down, in the same tab', status: 'passed', error: undefined },
    { title: 'leaves a permission granted to its context', status: 'passed', error: undefined },
    { title: 'finds the permission not granted', status: 'passed', error: undefined },
    // Playwright's report lists a describe's tests after the file's own; it ran before the test after it.
    { title: 'with a viewport of its own › takes the viewport it asks for, in the same tab', status: 'passed', error: undefined },
  ]);
  expect(code).toBe(0);
});
