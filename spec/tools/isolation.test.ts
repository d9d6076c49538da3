/**
 * Isolation in the browser layer: the workers reuse one context from test to test (playwright.config.ts), so
 * a test must still find nothing a previous one left, in the page (history, storage, window, init scripts,
 * routes, the clock) or in the context (cookies, IndexedDB, permissions).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { exec } from './exec.ts';
import { readPlaywright } from './results.ts';

const root = resolve(import.meta.dirname, '../..');

it('a browser test finds nothing the previous test in its worker left behind', { timeout: 120_000 }, async () => {
  const out = mkdtempSync(join(tmpdir(), 'isolation-'));
  const code = await exec('npx', ['playwright', 'test', '--config', 'spec/tools/probes/playwright.probe.config.ts', 'isolation.probe.spec.ts'],
    { UNI_REPORTS_DIR: out, UNI_REFERENCE_PORT: '4181' }, true);
  const results = readPlaywright(join(out, 'raw/playwright.json'), root, 'spec/tools/probes');
  expect(results.map(({ title, status, error }) => ({ title, status, error }))).toEqual([
    { title: 'leaves state behind in its page', status: 'passed', error: undefined },
    { title: 'finds none of its page\'s state', status: 'passed', error: undefined },
    { title: 'leaves a permission granted to its context', status: 'passed', error: undefined },
    { title: 'finds the permission not granted', status: 'passed', error: undefined },
  ]);
  expect(code).toBe(0);
});
