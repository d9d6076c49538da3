/**
 * The suite splits across machines with the runners' own sharding, and merging the shards gives the
 * report a single run gives.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { exec, execHeld, typescript } from './exec.ts';
import type { ConformanceReport } from './report.ts';

const root = resolve(import.meta.dirname, '../..');
const clauses = ['nav.tab-page-not-navigable', 'nav.page-not-found', 'device.storage-apis', 'comp.progress.percent-clamp'];
const conformance = (args: string[]) =>
  exec(...typescript(resolve(root, 'spec/tools/conformance.ts'), ...args), { UNI_REFERENCE_PORT: '4177' }, true);
const read = (dir: string) => JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
/** What must not depend on sharding: each clause's status and its tests' titles and outcomes. */
const essence = (r: ConformanceReport) => ({
  ok: r.ok,
  summary: r.summary,
  clauses: r.clauses.map((c) => ({ id: c.id, status: c.status, tests: c.tests.map((t) => `${t.layer} ${t.status} ${t.title}`).sort() })),
});

it('merges two shards into the report of a single run', { timeout: 300_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shards-'));
  const selection = clauses.flatMap((id) => ['--clause', id]);
  expect(await conformance([...selection, '--out', join(dir, 'single')])).toBe(0);
  expect(await conformance([...selection, '--shard', '1/2', '--out', join(dir, 'shard-1')])).toBe(0);
  expect(await conformance([...selection, '--shard', '2/2', '--out', join(dir, 'shard-2')])).toBe(0);
  expect(await conformance(['--merge', join(dir, 'shard-1'), join(dir, 'shard-2'), '--out', join(dir, 'merged')])).toBe(0);
  const single = read(join(dir, 'single'));
  const merged = read(join(dir, 'merged'));
  expect(single.clauses.map((c) => c.id).sort()).toEqual([...clauses].sort());
  expect(single.run.tests.passed).toBeGreaterThan(4);
  expect(essence(merged)).toEqual(essence(single));
});

it('refuses to merge shards that judged different versions of a clause, unless told to', { timeout: 120_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'stale-shards-'));
  const shard = (name: string, hash: string) => {
    mkdirSync(join(dir, name, 'raw'), { recursive: true });
    writeFileSync(join(dir, name, 'raw/results.json'), JSON.stringify({
      target: 'reference', layers: ['unit'], results: [], codes: { unit: 0 }, durationMs: 1, hashes: { 'nav.page-not-found': hash },
    }));
    return join(dir, name);
  };
  const [a, b] = [shard('a', 'one'), shard('b', 'two')];
  const refused = await execHeld(...typescript(resolve(root, 'spec/tools/conformance.ts'), '--merge', a, b, '--out', join(dir, 'merged')));
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/the shards judged different versions of 1 clauses \(nav\.page-not-found\)/);
  const allowed = await execHeld(...typescript(resolve(root, 'spec/tools/conformance.ts'), '--merge', a, b, '--allow-stale', '--out', join(dir, 'merged')));
  expect(allowed.output).toMatch(/conformance: merged 2 shards of reference/);
});
