/**
 * `npm run explore` (spec/tools/explore.ts) finds a known fault before any test names it: against a faulty
 * target built on the reference it finds the fault, shrinks it to the one call, and the replay command it
 * prints reproduces it; the reference against itself shows no divergence. Fixed seeds: seed 14 draws a
 * tab-bar page for navigateTo in its first sequence, so the search is short.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execHeld, typescript } from './exec.ts';
import type { ExploreReport } from './explore/report.ts';

const root = resolve(import.meta.dirname, '../..');
const env = { UNI_REFERENCE_PORT: '4174' };

async function explore(args: string[]): Promise<{ code: number; output: string; out: string }> {
  const out = mkdtempSync(join(tmpdir(), 'explore-'));
  const { code, output } = await execHeld(...typescript(resolve(root, 'spec/tools/explore.ts'), ...args, '--out', out), env);
  return { code, output, out };
}
const read = (out: string, name: string) => JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8')) as ExploreReport;

// 30–80 s each measured on 2 cores shared with other runs (load 11–17); the limit leaves room for a busier machine.
describe('npm run explore', { timeout: 240_000 }, () => {
  it('finds faulty-tab-navigate\'s fault against the reference, shrunk to one navigateTo, and its replay reproduces it', async () => {
    const found = await explore(['--target', 'faulty-tab-navigate', '--budget', '10s', '--seed', '14']);
    expect(found.code, found.output).toBe(1);
    const report = read(found.out, 'faulty-tab-navigate-vs-reference');
    const fault = report.divergences.find((d) => d.clauses.some((c) => c.id === 'nav.tab-page-not-navigable'));
    expect(fault, found.output).toMatchObject({ status: 'new', step: 1, confirmed: true });
    expect(fault!.commands).toEqual([expect.objectContaining({ kind: 'navigate.tab-page', call: 'navigateTo' })]);
    expect(fault!.observations!['faulty-tab-navigate']!.outcome).toMatch(/navigateTo:ok/);
    expect(fault!.observations!.reference!.outcome).toMatch(/navigateTo:fail/);

    const [command, ...args] = fault!.replay.split(' ');
    expect([command, ...args.slice(0, 3)]).toEqual(['npm', 'run', 'explore', '--']);
    const replayed = await explore(args.slice(3));
    expect(replayed.code, replayed.output).toBe(1);
    const again = read(replayed.out, 'faulty-tab-navigate-vs-reference-replay');
    expect(again.divergences).toHaveLength(1);
    expect(again.divergences[0]).toMatchObject({ signature: fault!.signature, step: 1, commands: fault!.commands, token: fault!.token });
  });

  it('finds no divergence between the reference and itself', async () => {
    const { code, output, out } = await explore(['--target', 'reference', '--budget', '5s', '--seed', '7']);
    expect(code, output).toBe(0);
    const report = read(out, 'reference-vs-reference');
    expect(report.runs).toBeGreaterThan(0);
    expect(report.divergences).toEqual([]);
  });
});
