/**
 * The harness judges for real: a deliberately broken copy of the reference fails the run with exactly the
 * clause it breaks, and the same copy with an expectations file naming that clause passes.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exec, typescript } from './exec.ts';
import type { ConformanceReport } from './report.ts';

const root = resolve(import.meta.dirname, '../..');
const clauses = ['nav.tab-page-not-navigable', 'nav.page-not-found', 'nav.navigate-to.pushes'];

// Each target its own port: a run cut off by the time limit must not leave its server in the next one's way.
async function run(target: string, port: number): Promise<{ code: number; report: ConformanceReport }> {
  const out = mkdtempSync(join(tmpdir(), `conformance-${target}-`));
  const code = await exec(...typescript(resolve(root, 'spec/tools/conformance.ts'), '--target', target, '--out', out,
    ...clauses.flatMap((id) => ['--clause', id])), { UNI_REFERENCE_PORT: String(port) }, true);
  return { code, report: JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ConformanceReport };
}

const statuses = (report: ConformanceReport) => Object.fromEntries(report.clauses.map((c) => [c.id, c.status]));

describe('a broken target', { timeout: 300_000 }, () => {
  it('fails the run with the clause ids it breaks, in both layers', async () => {
    const { code, report } = await run('broken-reference', 4175);
    expect(code).toBe(1);
    expect(report.ok).toBe(false);
    expect(statuses(report)).toEqual({
      'nav.tab-page-not-navigable': 'fail',
      'nav.page-not-found': 'pass',
      'nav.navigate-to.pushes': 'pass',
    });
    const broken = report.clauses.find((c) => c.id === 'nav.tab-page-not-navigable')!;
    expect(new Set(broken.tests.filter((t) => t.status === 'failed').map((t) => t.layer))).toEqual(new Set(['unit', 'browser']));
    expect(broken.rerun).toBe('npm run conformance -- --target broken-reference --clause nav.tab-page-not-navigable');
  });

  it('passes when its expectations file names what it breaks', async () => {
    const { code, report } = await run('broken-reference-known', 4179);
    expect(code).toBe(0);
    expect(statuses(report)).toMatchObject({ 'nav.tab-page-not-navigable': 'expected-fail', 'nav.page-not-found': 'pass' });
    expect(report.clauses.find((c) => c.id === 'nav.tab-page-not-navigable')!.expectation?.reason).toMatch(/rewords/);
  });
});
