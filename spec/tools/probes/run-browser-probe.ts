/**
 * Runs one browser probe file (`*.probe.spec.ts` here) with the suite's fixtures against the reference on
 * `port`, into a folder of its own, and reads back its results: for the harness's self-tests.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { exec } from '../exec.ts';
import { readPlaywright, type TestResult } from '../results.ts';

const root = resolve(import.meta.dirname, '../../..');

export async function runBrowserProbe(file: string, port: number): Promise<{ code: number; results: TestResult[] }> {
  const out = mkdtempSync(join(tmpdir(), `${file.replace(/\W+/g, '-')}-`));
  const code = await exec('npx', ['playwright', 'test', '--config', 'spec/tools/probes/playwright.probe.config.ts', file],
    { UNI_REPORTS_DIR: out, UNI_REFERENCE_PORT: String(port) }, true);
  return { code, results: readPlaywright(join(out, 'raw/playwright.json'), root, 'spec/tools/probes') };
}
