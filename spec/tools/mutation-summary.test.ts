import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyOfMutant } from '../../scripts/mutation/carried.mjs';
import { mutantFree } from '../../scripts/mutation/files.ts';
import { askedPlaces, judge, keyOf, merge, needOf, scores, sha256, type Proof, type Report, type ReportMutant, type Result, type Row } from '../../scripts/mutation/model.ts';

const FILE = 'src/reference/api/x.ts';
const SOURCE = 'export const x = (a: number) => a > 0;\n';
const current = (file: string) => (file === FILE ? SOURCE : undefined);
const mutant = (status: string, line: number, column: number, mutatorName = 'EqualityOperator', replacement = 'a >= 0'): ReportMutant =>
  ({ status, mutatorName, replacement, location: { start: { line, column }, end: { line, column: column + 5 } } });
const report = (...mutants: ReportMutant[]): Report => ({ files: { [FILE]: { source: SOURCE, mutants } } });
const empty: Result = { updatedAt: '', files: {}, survivors: [] };
const stamp = { at: '2026-11-25T00:00:00.000Z', commit: 'abc1234' };
const row = (extra: Partial<Row> = {}): Row => {
  const at = { file: FILE, line: 1, column: 33, mutator: 'EqualityOperator', replacement: 'a >= 0', kind: 'equivalent' as const, why: 'no caller passes 0', ...extra };
  return { endLine: at.line, endColumn: at.column + 5, ...at };
};

/** 4 killed, 1 timeout, 3 survived (1:33, 1:40, 1:50), 1 no coverage (1:60), 1 compile error. */
const measured = merge(empty, [report(
  mutant('Killed', 1, 1), mutant('Killed', 1, 2), mutant('Killed', 1, 3), mutant('Killed', 1, 4), mutant('Timeout', 1, 5),
  mutant('Survived', 1, 33), mutant('Survived', 1, 40, 'ConditionalExpression', 'true'), mutant('Survived', 1, 50, 'BlockStatement', '{}'),
  mutant('NoCoverage', 1, 60, 'StringLiteral', '""'), mutant('CompileError', 1, 70),
)], current, stamp).result;

describe('mutation summary', () => {
  it('keeps per-file counts and the survivors, each mutant at its best status across reports', () => {
    const later = { ...report(mutant('Killed', 1, 40, 'ConditionalExpression', 'true')), measuredAt: '2026-11-26T00:00:00.000Z' };
    const again = merge(measured, [later], current, stamp).result;
    expect(again.files[FILE]).toMatchObject({ killed: 1, survived: 0, sha256: sha256(SOURCE), commit: 'abc1234', testFiles: 0 });
    const narrowed = (test: string, m: ReportMutant): Report => ({ ...report(m), testFiles: { [test]: {} } });
    const both = merge(empty, [narrowed('a.test.ts', mutant('Survived', 1, 33)), narrowed('b.test.ts', mutant('Killed', 1, 33))], current, stamp).result;
    // Killed by b's tests, which a's run left out; the file was measured with both files' tests.
    expect(both.files[FILE]).toMatchObject({ killed: 1, survived: 0, testFiles: 2 });
    // A file's measurement is as old as the latest report on it, not as the merge.
    const dated = merge(empty, [{ ...report(mutant('Killed', 1, 1)), measuredAt: '2026-11-20T00:00:00.000Z' }], current, stamp).result;
    expect(dated.files[FILE]!.measuredAt).toBe('2026-11-20T00:00:00.000Z');
    expect(both.survivors).toEqual([]);
  });
  it('a survivors-only run changes the survivors it measured again, and nothing else of the file', () => {
    const again = (...mutants: ReportMutant[]): Report => ({ ...report(...mutants), survivorsOnly: true, measuredAt: '2026-11-26T00:00:00.000Z' });
    // 1:33 killed now, 1:60 covered now and surviving, 1:1 (killed before) reported surviving: a run of survivors
    // only says nothing of it.
    const merged = merge(measured, [again(mutant('Killed', 1, 33), mutant('Survived', 1, 60, 'StringLiteral', '""'), mutant('Survived', 1, 1))], current, stamp);
    expect(merged.skipped).toEqual([]);
    expect(merged.result.files[FILE]).toMatchObject({ killed: 5, timeout: 1, survived: 3, noCoverage: 0, measuredAt: measured.files[FILE]!.measuredAt });
    expect(merged.result.survivors.map((s) => `${s.column} ${s.status}`)).toEqual(['40 Survived', '50 Survived', '60 Survived']);
    // Merged again (every merge folds all reports in), with the whole-file report the kept result already holds:
    // the same, though that report still calls 1:33 a survivor.
    const whole = { ...report(mutant('Survived', 1, 33)), measuredAt: measured.files[FILE]!.measuredAt };
    expect(merge(merged.result, [whole, again(mutant('Killed', 1, 33))], current, stamp).result).toEqual(merged.result);
    expect(merge(merged.result, [whole], current, stamp).result).toEqual(merged.result);
    // Older than the file's measurement, or of another source: not merged, and named.
    const old = merge(measured, [{ ...again(mutant('Killed', 1, 33)), measuredAt: '2026-11-01T00:00:00.000Z' }], current, stamp);
    expect(old).toMatchObject({ result: { files: { [FILE]: { killed: 4, survived: 3 } } }, skipped: [FILE] });
    const elsewhere = { files: { [FILE]: { source: 'old', mutants: [mutant('Killed', 1, 33)] } }, survivorsOnly: true };
    expect(merge(measured, [elsewhere], current, stamp)).toMatchObject({ result: { files: { [FILE]: { killed: 4 } } }, skipped: [FILE] });
  });
  it('names a report that saw another source instead of merging it', () => {
    const other = { files: { [FILE]: { source: 'old', mutants: [mutant('Killed', 1, 1)] } } };
    expect(merge(empty, [other], current, stamp)).toMatchObject({ result: { files: {} }, skipped: [FILE] });
  });
  it("computes Stryker's score and the two adjusted ones exactly", () => {
    const rows = [row(), row({ line: 1, column: 40, mutator: 'ConditionalExpression', replacement: 'true', kind: 'unpinned', seed: 'not shown' })];
    const { errors, tallies, gaps } = judge(measured, rows, [], current);
    expect(errors).toEqual([]);
    expect(gaps.map((g) => g.column)).toEqual([50, 60]);
    const s = scores(tallies.get('all')!);
    // valid = 4 + 1 + 3 + 1 = 9 (the compile error is not valid); detected = 5.
    expect(s).toEqual({ valid: 9, stryker: (100 * 5) / 9, suite: (100 * 5) / 9, withoutEquivalent: (100 * 5) / 8, withoutUnpinned: (100 * 5) / 7 });
  });
  it('counts a browser-only row as killed only with a recorded failing run on today\'s source', () => {
    const browser = row({ line: 1, column: 50, mutator: 'BlockStatement', replacement: '{}', kind: 'browser-only', test: 'spec/suite/x.spec.ts' });
    const proof: Proof = { ...browser, test: 'spec/suite/x.spec.ts', sha256: sha256(SOURCE), outcome: 'failed', at: stamp.at };
    expect(judge(measured, [browser], [], current).unproven).toHaveLength(1);
    expect(judge(measured, [browser], [{ ...proof, outcome: 'passed' }], current).tallies.get('all')!.browserKilled).toBe(0);
    expect(judge(measured, [browser], [{ ...proof, sha256: 'old' }], current).tallies.get('all')!.browserKilled).toBe(0);
    const proven = judge(measured, [browser], [proof], current);
    expect(proven.tallies.get('all')!.browserKilled).toBe(1);
    expect(scores(proven.tallies.get('all')!).withoutEquivalent).toBe((100 * 6) / 9);
  });
  it('fails on a row that matches no survivor: another mutator, replacement or column, or a killed mutant', () => {
    for (const wrong of [{ mutator: 'LogicalOperator' }, { replacement: 'a < 0' }, { column: 34 }, { endColumn: 39 }, { column: 1, replacement: 'a >= 0' }]) {
      expect(judge(measured, [row(wrong)], [], current).errors).toEqual([expect.stringContaining('unmatched')]);
    }
  });
  it('fails on a row whose mutant moved, naming where it survives now', () => {
    expect(judge(measured, [row({ line: 2 })], [], current).errors).toEqual([expect.stringContaining('survives at 1:33')]);
  });
  it('fails on a stale row: its file changed since it was measured, or was never measured', () => {
    const changed = (file: string) => (file === FILE ? `${SOURCE}// edited\n` : undefined);
    expect(judge(measured, [row()], [], changed).errors).toEqual([expect.stringContaining('stale')]);
    expect(judge(empty, [row()], [], current).errors).toEqual([expect.stringContaining('no measurement')]);
  });
  it('fails on an unpinned row without the seed, a browser-only row without its test, and a duplicate', () => {
    expect(judge(measured, [row({ kind: 'unpinned' })], [], current).errors).toEqual([expect.stringContaining('quotes the seed')]);
    expect(judge(measured, [row({ kind: 'browser-only' })], [], current).errors).toEqual([expect.stringContaining('Playwright test')]);
    expect(judge(measured, [row(), row()], [], current).errors).toEqual([expect.stringContaining('second row')]);
  });
});

describe("the reference's own tests", () => {
  const SUITE = 'spec/suite/a.test.ts';
  const OWN = 'src/reference/api/x.test.ts';
  const tests = { [SUITE]: { tests: [{ id: '0' }], source: 'a' }, [OWN]: { tests: [{ id: '1' }], source: 'o' } };
  const killedBy = (ids: string[], column: number): ReportMutant => ({ ...mutant('Killed', 1, column), killedBy: ids });
  // 1:1 killed by the suite, 1:2 by an own test alone, 1:3 by both; 1:33 survives.
  const kept = merge(empty, [{ ...report(killedBy(['0'], 1), killedBy(['1'], 2), killedBy(['0', '1'], 3), mutant('Survived', 1, 33)), testFiles: tests }], current, stamp).result;

  it("counts apart the kills only they made, and the suite's score leaves those out", () => {
    expect(kept.files[FILE]).toMatchObject({ killed: 3, ownKilled: 1, survived: 1 });
    const { tallies } = judge(kept, [], [], current);
    expect(scores(tallies.get('all')!)).toMatchObject({ valid: 4, stryker: (100 * 3) / 4, suite: (100 * 2) / 4 });
  });
  it('a kill by the suite in another report of the same file wins over theirs', () => {
    const bySuite = { ...report(killedBy(['0'], 2)), testFiles: tests };
    expect(merge(empty, [{ ...report(killedBy(['1'], 2)), testFiles: tests }, bySuite], current, stamp).result.files[FILE]!.ownKilled).toBeUndefined();
  });
  it('a survivor they kill in a run of survivors only counts as theirs', () => {
    const later = { ...report(killedBy(['1'], 33)), testFiles: tests, survivorsOnly: true, measuredAt: '2026-11-26T00:00:00.000Z' };
    expect(merge(kept, [later], current, stamp).result.files[FILE]).toMatchObject({ killed: 4, ownKilled: 2, survived: 0 });
  });
  it('counts apart their kills of static mutants, which they try before the browser layer: the suite might have made them', () => {
    const early = (ids: string[], column: number): ReportMutant => ({ ...killedBy(ids, column), static: true });
    // 1:1 static, killed by the suite; 1:2 static, by an own test; 1:3 by an own test, not static.
    const merged = merge(empty, [{ ...report(early(['0'], 1), early(['1'], 2), killedBy(['1'], 3), { ...mutant('Survived', 1, 33), static: true }, mutant('Survived', 1, 40)), testFiles: tests }], current, stamp).result;
    expect(merged.files[FILE]).toMatchObject({ killed: 3, ownKilled: 2, ownStatic: 1 });
    // Survivors they kill in a run of survivors only: 1:33 static, 1:40 not.
    const later = { ...report(early(['1'], 33), killedBy(['1'], 40)), testFiles: tests, survivorsOnly: true, measuredAt: '2026-11-26T00:00:00.000Z' };
    expect(merge(merged, [later], current, stamp).result.files[FILE]).toMatchObject({ killed: 5, ownKilled: 4, ownStatic: 2 });
    expect(kept.files[FILE]!.ownStatic).toBeUndefined();
  });
  it('a run on them alone that reaches no survivor changes nothing: the suite still covers it', () => {
    const unreached = { ...report(mutant('NoCoverage', 1, 33)), testFiles: tests, survivorsOnly: true, ownOnly: true, measuredAt: '2026-11-26T00:00:00.000Z' };
    const merged = merge(kept, [unreached], current, stamp).result;
    expect(merged.files[FILE]).toMatchObject({ killed: 3, survived: 1, noCoverage: 0 });
    expect(merged.survivors.map((s) => s.status)).toEqual(['Survived']);
  });
});

describe('incremental runs', () => {
  const A = 'spec/suite/a.test.ts';
  const B = 'spec/suite/b.spec.ts';
  const tests = { [A]: { tests: [{ id: '0' }], source: 'a' }, [B]: { tests: [{ id: '1' }], source: 'b' } };
  const killedBy = (ids: string[], column: number): ReportMutant => ({ ...mutant('Killed', 1, column), killedBy: ids });
  // 1:1 killed by a's test, 1:2 by a failed file (no test), 1:33 survives though b's test covers it.
  const kept = merge(empty, [{ ...report(killedBy(['0'], 1), killedBy([], 2), mutant('Survived', 1, 33)), testFiles: tests }], current, { ...stamp, suiteFiles: 2 }).result;
  const entry = kept.files[FILE]!;
  const suite = { [A]: 'a', [B]: 'b' } as Record<string, string>;
  const read = (edits: Record<string, string | undefined> = {}) => (file: string) => (file in edits ? edits[file] : suite[file]);

  it('keeps, for each file, the test files that killed its mutants with their sources, and the suite it was measured by', () => {
    expect(entry).toMatchObject({ testFiles: 2, suiteFiles: 2, killers: { '*': '', [A]: sha256('a') } });
    // A survivor a later run kills adds its killer.
    const later = { ...report(killedBy(['1'], 33)), testFiles: tests, survivorsOnly: true, measuredAt: '2026-11-26T00:00:00.000Z' };
    expect(merge(kept, [later], current, stamp).result.files[FILE]!.killers).toEqual({ '*': '', [A]: sha256('a'), [B]: sha256('b') });
  });

  it('keeps, of a killer two reports name, the source the later report ran, whatever their order', () => {
    const run = (source: string, measuredAt: string) => ({ ...report(killedBy(['0'], 1)), testFiles: { [A]: { ...tests[A], source } }, measuredAt });
    const older = run('a', '2026-11-26T00:00:00.000Z');
    const newer = run('a, edited', '2026-11-27T00:00:00.000Z');
    for (const reports of [[older, newer], [newer, older]]) {
      expect(merge(empty, reports, current, stamp).result.files[FILE]!.killers).toEqual({ [A]: sha256('a, edited') });
    }
  });

  it('measures a file again in full when its source, or a test file that killed one of its mutants, changed', () => {
    expect(needOf(undefined, SOURCE, 2, read(), false)).toBe('full');
    expect(needOf(entry, `${SOURCE}// edited\n`, 2, read(), false)).toBe('full');
    expect(needOf(entry, SOURCE, 2, read({ [A]: 'a, edited' }), true)).toBe('full');
    expect(needOf(entry, SOURCE, 2, read({ [A]: undefined }), true)).toBe('full');
    // A kill no test made may rest on any test file.
    expect(needOf(entry, SOURCE, 2, read({ [B]: 'b, edited' }), true)).toBe('full');
    // Measured by part of the suite, or before killers were kept: nothing says its kills stand.
    expect(needOf({ ...entry, testFiles: 1 }, SOURCE, 2, read(), false)).toBe('full');
    expect(needOf({ ...entry, killers: undefined }, SOURCE, 2, read(), false)).toBe('full');
  });

  it('runs a file on its killers alone when one of them changed and each is a test file, one of them a unit test', () => {
    const byTests = { ...entry, killers: { [A]: sha256('a'), [B]: sha256('b') } };
    expect(needOf(byTests, SOURCE, 2, read({ [A]: 'a, edited' }), true)).toBe('kills');
    expect(needOf(byTests, SOURCE, 2, read({ [B]: undefined }), true)).toBe('kills');
    // A browser test alone cannot make a run of the unit layer.
    expect(needOf({ ...entry, killers: { [B]: sha256('b') } }, SOURCE, 2, read({ [B]: 'b, edited' }), true)).toBe('full');
  });

  it("keeps the kills a run on the killers makes, the suite's verdict on the survivors, and counts a lost kill as a survivor", () => {
    // Before: 1:1 and 1:2 killed, 1:33 survived, 1:60 not covered; merged before each killer's kills were kept.
    const measuredBefore = merge(empty, [{ ...report(killedBy(['0'], 1), killedBy(['0'], 2), mutant('Survived', 1, 33), mutant('NoCoverage', 1, 60, 'StringLiteral', '""')), testFiles: tests }], current, { ...stamp, suiteFiles: 2 }).result;
    const before = { ...measuredBefore, files: { [FILE]: { ...measuredBefore.files[FILE]!, kills: undefined } } };
    // On the killers: 1:1 still killed, 1:2 lives (its killer changed), 1:33 and 1:60 not covered by the killers.
    const onKillers: Report = {
      ...report(killedBy(['0'], 1), mutant('Survived', 1, 2), mutant('NoCoverage', 1, 33), mutant('NoCoverage', 1, 60, 'StringLiteral', '""')),
      testFiles: { [A]: tests[A] }, killersOnly: true, measuredAt: '2026-11-26T00:00:00.000Z',
    };
    const after = merge(before, [onKillers], current, { ...stamp, suiteFiles: 3 }).result;
    expect(after.files[FILE]).toMatchObject({ killed: 1, survived: 2, noCoverage: 1, testFiles: 2, suiteFiles: 2, killers: { [A]: sha256('a') } });
    expect(after.survivors.map((m) => `${m.column} ${m.status}`)).toEqual(['2 Survived', '33 Survived', '60 NoCoverage']);
    // The whole suite then kills the lost one again.
    const again = { ...report(killedBy(['1'], 2)), testFiles: tests, survivorsOnly: true, measuredAt: '2026-11-27T00:00:00.000Z' };
    expect(merge(after, [again], current, stamp).result.files[FILE]).toMatchObject({ killed: 2, survived: 1 });
  });

  describe('which mutant each killer killed', () => {
    const C = 'spec/suite/c.test.ts';
    const OWN = 'src/reference/api/x.test.ts';
    const suiteOf = { [A]: { tests: [{ id: '0' }], source: 'a' }, [C]: { tests: [{ id: '2' }], source: 'c' }, [OWN]: { tests: [{ id: '3' }], source: 'o' } };
    const killed = (ids: string[], column: number, mutatorName?: string): ReportMutant => ({ ...mutant('Killed', 1, column, mutatorName), killedBy: ids });
    // 1:1 killed by a, 1:3 and 1:4 by c, 1:40 by the reference's own test alone; 1:33 survives.
    const byPlaces = merge(empty, [{
      ...report(killed(['0'], 1), killed(['2'], 3), killed(['2'], 4), mutant('Survived', 1, 33), { ...killed(['3'], 40, 'ConditionalExpression'), static: true }),
      testFiles: suiteOf, measuredAt: '2026-11-25T00:00:00.000Z',
    }], current, { ...stamp, suiteFiles: 3 }).result;
    const onKillers = (sources: Record<string, string>, ...mutants: ReportMutant[]): Report => ({
      ...report(...mutants), killersOnly: true, measuredAt: '2026-11-26T00:00:00.000Z',
      testFiles: Object.fromEntries(Object.entries(suiteOf).map(([file, t]) => [file, { ...t, source: sources[file] ?? t.source }])),
    });

    it('keeps the places of the mutants each test file killed', () => {
      expect(byPlaces.files[FILE]).toMatchObject({ killed: 4, survived: 1, ownKilled: 1, ownStatic: 1, kills: { [A]: '1:1-1:6', [C]: '1:3-1:8 1:4-1:9', [OWN]: '1:40-1:45' } });
      // A measurement merged before they were kept gains them from its own reports, merged again.
      const { kills: _, ...before } = byPlaces.files[FILE]!;
      const again = merge({ ...byPlaces, files: { [FILE]: before } }, [{ ...report(killed(['0'], 1), killed(['2'], 3), killed(['2'], 4), mutant('Survived', 1, 33),
        { ...killed(['3'], 40, 'ConditionalExpression'), static: true }), testFiles: suiteOf, measuredAt: '2026-11-25T00:00:00.000Z' }], current, stamp).result;
      expect(again.files[FILE]).toEqual(byPlaces.files[FILE]);
    });

    it('a run on the killers takes only the mutants a changed killer killed', () => {
      const entry = byPlaces.files[FILE]!;
      const today = (edits: Record<string, string | undefined>) => (file: string) => (file in edits ? edits[file] : { [A]: 'a', [C]: 'c', [OWN]: 'o' }[file]);
      expect(askedPlaces(entry, today({ [A]: 'a, edited', [OWN]: 'o, edited' }))).toEqual(['1:1-1:6', '1:40-1:45']);
      expect(askedPlaces(entry, today({ [C]: undefined }))).toEqual(['1:3-1:8', '1:4-1:9']);
      expect(askedPlaces(entry, today({}))).toEqual([]);
      // Without a list for every killer, nothing says which mutants a killer's change touches: all of them.
      expect(askedPlaces({ ...entry, kills: undefined }, today({ [A]: 'a, edited' }))).toBeUndefined();
      expect(askedPlaces({ ...entry, kills: { [A]: '1:1-1:6' } }, today({ [A]: 'a, edited' }))).toBeUndefined();
    });

    it('merges such a run mutant by mutant: the asked kills it lets live are lost, the others stand', () => {
      // a and the own test changed: 1:1 and 1:40 asked. 1:1 lives (lost); 1:4, inside an asked range in a real run,
      // was not asked and keeps its kill; the survivor 1:33 is killed by a; c kills 1:40 now, which only the own
      // test killed before.
      const run = onKillers({ [A]: 'a2', [OWN]: 'o2' }, mutant('Survived', 1, 1), mutant('Survived', 1, 4), killed(['0'], 33), { ...killed(['2'], 40, 'ConditionalExpression'), static: true });
      const after = merge(byPlaces, [run], current, stamp).result;
      expect(after.files[FILE]).toMatchObject({
        killed: 4, survived: 1, measuredAt: '2026-11-26T00:00:00.000Z', testFiles: 3,
        kills: { [A]: '1:33-1:38', [C]: '1:3-1:8 1:4-1:9 1:40-1:45' }, killers: { [A]: sha256('a2'), [C]: sha256('c') },
      });
      expect(after.files[FILE]!.ownKilled).toBeUndefined();
      expect(after.files[FILE]!.ownStatic).toBeUndefined();
      expect(after.survivors.map((m) => `${m.column} ${m.status}`)).toEqual(['1 Survived']);
      // Merged again with the reports already merged: nothing changes.
      expect(merge(after, [run], current, stamp).result).toEqual(after);
      // The whole suite then kills the lost one again, and c's list says so.
      const again = { ...report(killed(['2'], 1)), testFiles: suiteOf, survivorsOnly: true, measuredAt: '2026-11-27T00:00:00.000Z' };
      expect(merge(after, [run, again], current, stamp).result.files[FILE]).toMatchObject({ killed: 5, survived: 0, kills: { [C]: '1:1-1:6 1:3-1:8 1:4-1:9 1:40-1:45' } });
    });
  });

  it('a survivor a run carries over is known by the key the kept result gives it', () => {
    // As Stryker hands it to a test runner: from the sandbox, positions 0-based.
    const fromStryker = { fileName: `/work/.stryker-tmp-x/sandbox-1/${FILE}`, mutatorName: 'EqualityOperator', replacement: 'a >= 0', location: { start: { line: 0, column: 32 }, end: { line: 0, column: 37 } } };
    expect(keyOfMutant(fromStryker)).toBe(keyOf(measured.survivors.find((s) => s.column === 33)!));
    expect(keyOfMutant({ ...fromStryker, location: { ...fromStryker.location, start: { line: 0, column: 33 } } })).not.toBe(keyOf(measured.survivors.find((s) => s.column === 33)!));
  });

  it('measures only the survivors again when other tests changed, and nothing when no test did', () => {
    const byTests = { ...entry, killers: { [A]: sha256('a') } };
    expect(needOf(byTests, SOURCE, 2, read({ [B]: 'b, edited' }), true)).toBe('survivors');
    // A test file added since: the suite grew, the measurement was whole when it was made.
    expect(needOf(byTests, SOURCE, 3, read(), true)).toBe('survivors');
    expect(needOf(byTests, SOURCE, 2, read(), false)).toBeUndefined();
  });

  it('does not count a file Stryker makes no mutant of (types, `as const` tables) as one no measurement covers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mutant-free-'));
    mkdirSync(join(dir, 'src'));
    const files = { 'src/types.ts': 'export interface A { x: number }\n', 'src/table.ts': "export const T = ['a', 'b'] as const;\n", 'src/rule.ts': SOURCE };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    try {
      expect(await mutantFree(dir, Object.keys(files))).toEqual(['src/types.ts', 'src/table.ts']);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
