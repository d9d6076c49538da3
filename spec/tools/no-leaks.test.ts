/**
 * No leaks: a request to a host without a handler fails the test that made it, even when that test
 * swallows the request's failure, in Vitest and in the browser.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exec } from './exec.ts';
import { readVitest } from './results.ts';
import { runBrowserProbe } from './probes/run-browser-probe.ts';

const root = resolve(import.meta.dirname, '../..');

describe('a request that escapes the mocks', { timeout: 120_000 }, () => {
  it('fails the Vitest test that made it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'leak-vitest-'));
    const code = await exec('npx', ['vitest', 'run', '--config', 'spec/tools/probes/vitest.probe.config.ts'], { UNI_REPORTS_DIR: out }, true);
    const [result] = readVitest(join(out, 'raw/vitest.json'), root);
    expect(code).toBe(1);
    expect(result).toMatchObject({ title: 'swallows a request to a host without a handler', status: 'failed' });
    expect(result!.error).toMatch(/requests that no MSW handler answered/);
  });

  it('fails the browser test whose page made it', async () => {
    const { code, results: [result] } = await runBrowserProbe('leak.probe.spec.ts', 4176);
    expect(code).toBe(1);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result!.error).toMatch(/requests to hosts other than the target's own/);
  });
});
