/** Reads the test runners' JSON output into one list of test results. */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export type Layer = 'unit' | 'browser';
export type TestStatus = 'passed' | 'failed' | 'skipped';

export interface TestResult {
  /** Describe titles and the test title, joined with ' › '. */
  title: string;
  file: string;
  layer: Layer;
  status: TestStatus;
  durationMs: number;
  error?: string;
}

const firstLine = (s: string | undefined) => s?.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim();

/** Vitest's `json` reporter (Jest-compatible shape). */
export function readVitest(path: string, root: string): TestResult[] {
  if (!existsSync(path)) return [];
  const data = JSON.parse(readFileSync(path, 'utf8')) as {
    testResults: { name: string; message?: string; assertionResults: { ancestorTitles: string[]; title: string; status: string; duration?: number | null; failureMessages?: string[] }[] }[];
  };
  const out: TestResult[] = [];
  for (const file of data.testResults) {
    const rel = relative(root, file.name);
    if (file.assertionResults.length === 0 && file.message) {
      out.push({ title: `${rel} failed to load`, file: rel, layer: 'unit', status: 'failed', durationMs: 0, error: firstLine(file.message) });
    }
    for (const t of file.assertionResults) {
      out.push({
        title: [...t.ancestorTitles, t.title].join(' › '),
        file: rel,
        layer: 'unit',
        status: t.status === 'passed' ? 'passed' : t.status === 'failed' ? 'failed' : 'skipped',
        durationMs: Math.round(t.duration ?? 0),
        error: firstLine(t.failureMessages?.[0]),
      });
    }
  }
  return out;
}

interface PwSuite { title: string; file?: string; specs?: PwSpec[]; suites?: PwSuite[] }
interface PwSpec { title: string; file: string; tests: { status: string; results: { status: string; duration: number; error?: { message?: string } }[] }[] }

/** Playwright's `json` reporter. */
export function readPlaywright(path: string, root: string, testDir = 'spec/suite'): TestResult[] {
  if (!existsSync(path)) return [];
  const data = JSON.parse(readFileSync(path, 'utf8')) as { suites?: PwSuite[]; errors?: { message?: string }[] };
  const out: TestResult[] = [];
  const walk = (suite: PwSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const last = t.results[t.results.length - 1];
        // 'expected' / 'flaky' pass, 'skipped' skips, anything else ('unexpected') fails.
        const status: TestStatus = t.status === 'skipped' ? 'skipped' : t.status === 'expected' || t.status === 'flaky' ? 'passed' : 'failed';
        out.push({
          title: [...titles, spec.title].join(' › '),
          file: relative(root, `${root}/${testDir}/${spec.file}`),
          layer: 'browser',
          status,
          durationMs: t.results.reduce((sum, r) => sum + r.duration, 0),
          error: status === 'failed' ? firstLine(last?.error?.message) : undefined,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file && child.title === child.file ? titles : [...titles, child.title]);
  };
  for (const suite of data.suites ?? []) walk(suite, []);
  for (const e of data.errors ?? []) {
    out.push({ title: 'playwright run error', file: '', layer: 'browser', status: 'failed', durationMs: 0, error: firstLine(e.message) });
  }
  return out;
}

export function countStatuses(results: TestResult[]): Record<TestStatus, number> {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for (const r of results) counts[r.status]++;
  return counts;
}
