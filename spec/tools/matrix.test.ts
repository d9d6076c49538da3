import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTION_TITLES, type Clause } from '../catalogue/types.ts';
import { renderMatrixHtml } from './matrix-html.ts';
import { buildMatrix, type TargetRun } from './matrix-model.ts';
import { readRun, reusableRun } from './matrix-runs.ts';
import { buildReport, type TargetInfo } from './report.ts';
import { inputFiles } from './target-inputs.ts';
import { clauseHash } from './clause-hash.ts';
import type { TestResult } from './results.ts';

const clauses: Clause[] = [
  { id: 'device.late', section: 5, area: 'device', statement: 'It MUST <b>escape</b> & work.', values: {} },
  { id: 'nav.first', section: 2, area: 'navigation', statement: 'It MUST navigate.', values: {} },
  { id: 'sdk.ads', section: 5, area: 'sdk', statement: 'It MUST show ads.', values: {}, requires: ['ad'] },
];
const passed = (id: string): TestResult => ({ title: `works [${id}]`, file: 'spec/suite/x.test.ts', layer: 'unit', status: 'passed', durationMs: 1 });
const failed = (id: string): TestResult => ({ ...passed(id), status: 'failed' });

/** A synthetic target run: its report built by the real report builder from test results. */
const run = (target: TargetInfo, results: TestResult[]): TargetRun => ({
  name: target.name,
  dir: `targets/${target.name}`,
  report: buildReport({ clauses, results, target, pending: [], layers: ['unit'], durationMs: 9, suite: { name: 's', version: '1' } }),
});

const good = run({ name: 'good', version: '1', capabilities: ['ad'] }, [passed('device.late'), passed('nav.first'), passed('sdk.ads')]);
const known = run(
  { name: 'known', version: '2', capabilities: [], expectations: { 'nav.first': { reason: 'says "tab" for <tabbar>' } } },
  [passed('device.late'), failed('nav.first'), passed('sdk.ads')],
);
const absent: TargetRun = { name: 'absent', note: 'could not run (exit 1): Cannot find module vue' };
const matrix = buildMatrix({ clauses, runs: [good, known, absent], sectionTitles: SECTION_TITLES, now: new Date(0) });

describe('the cross-target matrix', () => {
  it('has every clause as a row in seed order and every target as a column', () => {
    expect(matrix.format).toBe('uni-conformance-matrix/1');
    expect(matrix.clauses.map((c) => c.id)).toEqual(['nav.first', 'device.late', 'sdk.ads']);
    expect(matrix.sections).toEqual([{ section: 2, title: SECTION_TITLES[2], clauses: 1 }, { section: 5, title: SECTION_TITLES[5], clauses: 2 }]);
    for (const row of matrix.clauses) expect(Object.keys(row.cells)).toEqual(['good', 'known', 'absent']);
  });

  it('takes each cell from the target report, linking its evidence, with the reason of an expected failure', () => {
    const first = matrix.clauses[0]!.cells;
    expect(first.good).toEqual({ status: 'pass', tests: { passed: 1, ran: 1 }, evidence: 'targets/good/conformance.html#nav.first' });
    expect(first.known).toMatchObject({ status: 'expected-fail', expectation: { reason: 'says "tab" for <tabbar>' } });
    expect(matrix.clauses[2]!.cells.known).toMatchObject({ status: 'not-applicable', note: 'target lacks ad' });
  });

  it('scores passing over applicable clauses per section and overall, leaving not-applicable out', () => {
    const [g, k] = matrix.targets;
    expect(g!.score).toEqual({ pass: 3, applicable: 3, ratio: 1 });
    expect(k!.score).toEqual({ pass: 1, applicable: 2, ratio: 0.5 });
    expect(k!.sections).toEqual([
      { section: 2, score: { pass: 0, applicable: 1, ratio: 0 } },
      { section: 5, score: { pass: 1, applicable: 1, ratio: 1 } },
    ]);
    expect(k!.summary).toMatchObject({ pass: 1, 'expected-fail': 1, 'not-applicable': 1, 'not-run': 0 });
    expect(g).toMatchObject({ ran: true, ok: true, version: '1', html: 'targets/good/conformance.html' });
  });

  it('keeps a target that could not run as a column of not-run cells that says why', () => {
    const a = matrix.targets[2]!;
    expect(a).toMatchObject({ name: 'absent', ran: false, note: 'could not run (exit 1): Cannot find module vue' });
    expect(a.score).toEqual({ pass: 0, applicable: 3, ratio: 0 });
    expect(matrix.clauses.every((c) => c.cells.absent!.status === 'not-run' && c.cells.absent!.note === a.note)).toBe(true);
  });

  it('counts the clauses that pass on every target that ran', () => {
    expect(matrix.allPass).toEqual({ count: 1, total: 3, targets: ['good', 'known'] });
  });

  it('renders one escaped page: a row per clause, a cell per target, links to the evidence, the reason inline', () => {
    const html = renderMatrixHtml(matrix);
    expect(html).not.toMatch(/<b>|<tabbar>|https?:\/\//);
    expect(html).toContain('It MUST &#60;b&#62;escape&#60;/b&#62; &#38; work.');
    const rows = [...html.matchAll(/<tr id="([^"]+)">(.*?)<\/tr>/g)].filter(([, id]) => !id!.startsWith('section-'));
    expect(rows.map(([, id]) => id)).toEqual(['nav.first', 'device.late', 'sdk.ads']);
    for (const [, , cells] of rows) expect(cells!.match(/<td/g)).toHaveLength(4);
    expect(html).toContain('<a href="targets/known/conformance.html#nav.first">');
    expect(html).toContain('<div class="note">says &#34;tab&#34; for &#60;tabbar&#62;</div>');
    expect(html).toContain('1 of 3 clauses pass on every target that ran');
    expect(html).toContain('could not run (exit 1): Cannot find module vue');
  });

  it('reads the runs left on disk: a report, how the run went, or nothing', () => {
    const out = mkdtempSync(join(tmpdir(), 'matrix-'));
    mkdirSync(join(out, 'targets/good'), { recursive: true });
    writeFileSync(join(out, 'targets/good/conformance.json'), JSON.stringify(good.report));
    mkdirSync(join(out, 'targets/broken'), { recursive: true });
    writeFileSync(join(out, 'targets/broken/run.json'), JSON.stringify({ exitCode: 1, durationMs: 5, note: 'could not run (exit 1): boom' }));
    expect(readRun(out, 'good')).toMatchObject({ name: 'good', dir: 'targets/good', report: { target: { name: 'good' } } });
    expect(readRun(out, 'broken')).toMatchObject({ exitCode: 1, note: 'could not run (exit 1): boom' });
    expect(readRun(out, 'never')).toEqual({ name: 'never', dir: 'targets/never', note: 'no report on disk' });
  });

  it('reuses a run only while the inputs it judged are the inputs now, and says so', () => {
    const out = mkdtempSync(join(tmpdir(), 'matrix-'));
    mkdirSync(join(out, 'targets/good'), { recursive: true });
    writeFileSync(join(out, 'targets/good/conformance.json'), JSON.stringify(good.report));
    writeFileSync(join(out, 'targets/good/run.json'), JSON.stringify({ exitCode: 0, durationMs: 5, inputs: 'abc', finishedAt: '2026-11-25T00:00:00.000Z' }));
    expect(reusableRun(out, 'good', 'abc')).toMatchObject({ reused: true, finishedAt: '2026-11-25T00:00:00.000Z' });
    expect(reusableRun(out, 'good', 'abd')).toBeUndefined();
    expect(reusableRun(out, 'never', 'abc')).toBeUndefined();
    const reused = buildMatrix({ clauses, runs: [reusableRun(out, 'good', 'abc')!], sectionTitles: SECTION_TITLES });
    expect(reused.targets[0]).toMatchObject({ reused: true, finishedAt: '2026-11-25T00:00:00.000Z' });
    expect(renderMatrixHtml(reused)).toContain('reused: inputs unchanged since 2026-11-25T00:00:00.000Z');
  });

  it('hashes a target\'s own inputs: its folder and what it builds on, not another target\'s nor the docs', () => {
    const root = join(import.meta.dirname, '../..');
    const vue2 = inputFiles(root, 'genuine-vue2');
    expect(vue2).toContain('spec/targets/genuine-vue2/expectations.json');
    expect(vue2).toContain('spec/targets/genuine/server.ts');
    expect(vue2).toContain('spec/catalogue/navigation.ts');
    expect(vue2.some((f) => f.startsWith('spec/targets/genuine-vue3/') || f.startsWith('src/') || f.endsWith('.md'))).toBe(false);
    const faulty = inputFiles(root, 'faulty-xsrf');
    expect(faulty).toEqual(expect.arrayContaining(['spec/targets/faulty-xsrf/index.ts', 'spec/targets/reference/index.ts', 'spec/targets/deviant-reference.ts', 'src/reference/index.ts']));
    expect(faulty.some((f) => f.startsWith('spec/targets/genuine'))).toBe(false);
  });

  it('marks as stale a result judged against another version of its clause or of a test citing it', () => {
    const hashes = (cs: Clause[], tests: Record<string, string> = {}) => Object.fromEntries(cs.map((c) => [c.id, clauseHash(c, [tests[c.id] ?? ''])]));
    const then = hashes(clauses);
    const judged: TargetRun = { name: 'good', dir: 'targets/good', report: buildReport({ clauses, results: [passed('device.late'), passed('nav.first'), passed('sdk.ads')], target: { name: 'good', version: '1', capabilities: ['ad'] }, pending: [], layers: ['unit'], durationMs: 1, suite: { name: 's', version: '1' }, hashes: then }) };
    expect(buildMatrix({ clauses, runs: [judged], sectionTitles: SECTION_TITLES, hashes: then }).targets[0]!.stale).toBeUndefined();
    // Edited by hand: one clause reworded, another's test changed.
    const edited = clauses.map((c) => (c.id === 'nav.first' ? { ...c, statement: 'It MUST navigate at once.' } : c));
    const now = hashes(edited, { 'sdk.ads': 'it(\'shows ads [sdk.ads]\')' });
    const m = buildMatrix({ clauses: edited, runs: [judged], sectionTitles: SECTION_TITLES, hashes: now });
    expect(Object.fromEntries(m.clauses.map((r) => [r.id, r.cells.good!.stale ?? false]))).toEqual({ 'nav.first': true, 'device.late': false, 'sdk.ads': true });
    expect(m.targets[0]!.stale).toBe(2);
    expect(renderMatrixHtml(m)).toContain('>stale</span>');
  });
});
