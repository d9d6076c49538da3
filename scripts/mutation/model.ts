/**
 * The mutation result's model, kept free of I/O so its self-test (spec/tools/mutation-summary.test.ts) can
 * feed it synthetic reports: merging Stryker reports into the kept result, matching the judged rows to
 * survivors one mutant at a time, and the scores.
 */
import { createHash } from 'node:crypto';
import { isOwnTest } from './own-tests.mjs';
import { isUnitTestFile } from './test-files.mjs';

/**
 * What names one mutant: a row and a survivor match only when all of it agrees. The end is part of it: Stryker
 * makes `true` of both `a && b` and `a` alone, which start at the same place.
 */
export interface MutantId { file: string; line: number; column: number; endLine: number; endColumn: number; mutator: string; replacement: string }

/** A mutant of a Stryker JSON report (mutation-testing-report-schema), the fields read here. */
export interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number }; end: { line: number; column: number } };
  /** The ids of the tests that failed on it (testFiles names their files); none for a kill no test made. */
  killedBy?: string[];
}
export interface Report {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
  testFiles?: Record<string, { tests?: { id: string }[]; source?: string }>;
  /** When the run ended (the caller reads it from the report file's time); else the merge's own time. */
  measuredAt?: string;
  /**
   * A run over the kept result's survivors only (`npm run mutation:areas -- --survivors`), on the source the kept
   * result measured: its mutants update those survivors and leave the rest of the file's counts as they were.
   */
  survivorsOnly?: boolean;
  /**
   * A run of survivors on the reference's own tests alone (`mutation:areas -- --survivors --own`): only its kills
   * count. Its "no coverage" means no own test reaches the mutant, not that the suite does not.
   */
  ownOnly?: boolean;
  /**
   * A run of files whose kills may no longer stand (`needOf` 'kills') on the test files that killed their mutants,
   * on the source the kept result measured: a kill it makes stands; a survivor it does not kill keeps the status
   * the whole suite gave it; a mutant the kept result counted detected that it lets live has lost its kill and
   * counts as a survivor until a run of it on the whole suite (`mutation:areas` makes one next) says otherwise.
   */
  killersOnly?: boolean;
}

export type Status = 'Killed' | 'Timeout' | 'Survived' | 'NoCoverage';
/** Stryker's valid mutants: the ones its score counts (compile and runtime errors, ignored ones are not). */
const VALID: readonly string[] = ['Killed', 'Timeout', 'Survived', 'NoCoverage'];
const DETECTED: readonly string[] = ['Killed', 'Timeout'];

export interface FileCounts { killed: number; timeout: number; survived: number; noCoverage: number }
export interface FileResult extends FileCounts {
  /** sha256 of the source the counts were measured on: the summary tells a changed file from a measured one. */
  sha256: string;
  measuredAt: string;
  /**
   * Of `killed`, the mutants only the reference's own tests killed (src/reference/**\/*.test.*, tried on what
   * the whole suite let survive): the suite's own score leaves them out. Absent: none.
   */
  ownKilled?: number;
  /** HEAD when the measurement was merged. */
  commit: string;
  /** How many test files the measuring runs ran, together: fewer than the suite's means a narrowed run. */
  testFiles: number;
  /** How many test files the suite had when the measurement was merged (`testFiles` below it: a narrowed run). */
  suiteFiles?: number;
  /**
   * What its kills rest on: each test file whose tests killed one of its mutants, with the sha256 of the source
   * that test file had in the run; `*` stands for a kill no test made (a test file failed outside its tests). While
   * none of them has changed, its kills stand, and a change elsewhere in the suite can only kill survivors
   * (`killersChanged`).
   */
  killers?: Record<string, string>;
}
export interface Survivor extends MutantId { status: 'Survived' | 'NoCoverage' }
/** The kept result: small enough to commit, enough to print every figure and match every row without a run. */
export interface Result { updatedAt: string; files: Record<string, FileResult>; survivors: Survivor[] }

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const keyOf = (m: MutantId) => `${m.file}:${m.line}:${m.column}-${m.endLine}:${m.endColumn}:${m.mutator}:${JSON.stringify(m.replacement)}`;
/** A report mutant's id. */
export const idOf = (file: string, m: ReportMutant): MutantId => ({
  file, line: m.location.start.line, column: m.location.start.column, endLine: m.location.end.line, endColumn: m.location.end.column, mutator: m.mutatorName, replacement: m.replacement ?? '',
});

/**
 * Merges reports into `previous`: a file any report measured on its current source, later than the kept result
 * did, is replaced by what those reports say, each mutant taking its best status across them (narrowed runs each
 * ran part of the suite). Other files keep their earlier entry. Survivors-only reports then give
 * the survivors they measured again their new status. Returns the files skipped because every report of them
 * saw another source (or an older measurement), so the caller can say so rather than drop them silently.
 */
export function merge(previous: Result, reports: Report[], current: (file: string) => string | undefined, stamp: { at: string; commit: string; suiteFiles?: number }) {
  const best = new Map<string, Map<string, { id: MutantId; status: Status; own: boolean }>>();
  const killers = new Map<string, Record<string, string>>();
  const skipped = new Set<string>();
  const tests = new Map<string, Set<string>>();
  const times = new Map<string, string>();
  const filesOf = (killers: boolean) => new Set(reports.filter((r) => !r.survivorsOnly && !!r.killersOnly === killers).flatMap((r) => Object.keys(r.files)));
  const wholly = filesOf(false);
  /** Files that only runs on their killers measured, and that the kept result holds: its other verdicts stand. */
  const killersOnly = new Set([...filesOf(true)].filter((f) => !wholly.has(f) && previous.files[f]));
  for (const report of reports.filter((r) => !r.survivorsOnly)) {
    for (const [file, { source, mutants }] of Object.entries(report.files)) {
      if (current(file) !== source) {
        skipped.add(file);
        continue;
      }
      const byKey = best.get(file) ?? new Map();
      best.set(file, byKey);
      tests.set(file, new Set([...(tests.get(file) ?? []), ...Object.keys(report.testFiles ?? {})]));
      const at = report.measuredAt ?? stamp.at;
      if (at > (times.get(file) ?? '')) times.set(file, at);
      const killedIn = killersIn(report);
      for (const m of mutants) {
        if (!VALID.includes(m.status)) continue;
        const kill = m.status === 'Killed' ? killedIn(m) : {};
        if (m.status === 'Killed') killers.set(file, { ...killers.get(file), ...kill });
        const id = idOf(file, m);
        const own = ownKill(kill);
        const before = byKey.get(keyOf(id));
        // A kill by the suite beats one by the reference's own tests only.
        const better = !before || rank(m.status as Status) > rank(before.status) || (m.status === 'Killed' && before.own && !own);
        if (better) byKey.set(keyOf(id), { id, status: m.status as Status, own });
      }
    }
  }
  // Reports the kept result already holds (none newer than its measurement of the same source) change nothing:
  // merged again, they would undo what runs of survivors only have changed since.
  for (const file of best.keys()) {
    const kept = previous.files[file];
    if (kept && kept.sha256 === sha256(current(file)!) && times.get(file)! <= kept.measuredAt) best.delete(file);
  }
  const files = { ...previous.files };
  let survivors = previous.survivors.filter((s) => !best.has(s.file));
  for (const [file, byKey] of best) {
    const counts: FileCounts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
    let ownKilled = 0;
    const byKillers = killersOnly.has(file);
    const survivedBefore = new Map(previous.survivors.filter((s) => s.file === file).map((s) => [keyOf(s), s.status]));
    for (const entry of byKey.values()) {
      // A run on the killers alone decides kills only: a mutant it lets live keeps the whole suite's verdict, or
      // has lost its kill.
      if (byKillers && !DETECTED.includes(entry.status)) entry.status = survivedBefore.get(keyOf(entry.id)) ?? 'Survived';
      const { id, status, own } = entry;
      counts[bucket(status)]++;
      if (own) ownKilled++;
      if (status === 'Survived' || status === 'NoCoverage') survivors.push({ ...id, status });
    }
    // A run on the killers stands for the suite that measured the file before (its survivors' runs follow).
    const suite = byKillers ? { testFiles: previous.files[file]!.testFiles, suiteFiles: previous.files[file]!.suiteFiles }
      : { testFiles: tests.get(file)!.size, suiteFiles: stamp.suiteFiles };
    files[file] = {
      ...counts, ...(ownKilled ? { ownKilled } : {}), sha256: sha256(current(file)!), measuredAt: times.get(file)!, commit: stamp.commit, testFiles: suite.testFiles,
      ...(suite.suiteFiles === undefined ? {} : { suiteFiles: suite.suiteFiles }), killers: sortedKeys(killers.get(file) ?? {}),
    };
  }
  const unmerged = [...skipped].filter((f) => !tests.has(f));
  // Survivors measured again: each takes the status the later run gave it. The run was asked about survivors
  // only, so a mutant of it that the kept result counts as detected is left as it is; a run older than the
  // file's measurement, or of another source, changes nothing.
  for (const report of reports.filter((r) => r.survivorsOnly)) {
    for (const [file, { source, mutants }] of Object.entries(report.files)) {
      const entry = files[file];
      if (!entry || current(file) !== source || entry.sha256 !== sha256(source) || (report.measuredAt ?? stamp.at) < entry.measuredAt) {
        unmerged.push(file);
        continue;
      }
      const killedIn = killersIn(report);
      for (const m of mutants.filter((m) => (report.ownOnly ? DETECTED : VALID).includes(m.status))) {
        const key = keyOf(idOf(file, m));
        const at = survivors.findIndex((s) => keyOf(s) === key);
        if (at < 0) continue;
        const status = m.status as Status;
        const counts = { ...files[file]! };
        const kill = status === 'Killed' ? killedIn(m) : {};
        if (status === 'Killed' && counts.killers) counts.killers = sortedKeys({ ...counts.killers, ...kill });
        if (ownKill(kill)) counts.ownKilled = (counts.ownKilled ?? 0) + 1;
        counts[bucket(survivors[at]!.status)]--;
        counts[bucket(status)]++;
        files[file] = counts;
        if (DETECTED.includes(status)) survivors.splice(at, 1);
        else survivors[at] = { ...survivors[at]!, status: status as Survivor['status'] };
      }
    }
  }
  survivors = survivors.sort((a, b) => keyOf(a).localeCompare(keyOf(b), 'en', { numeric: true }));
  const sortedFiles = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  return { result: { updatedAt: stamp.at, files: sortedFiles, survivors }, skipped: [...new Set(unmerged)] };
}
/** A reader of a report's killed mutants: the test files (and their sources' sha256) that killed each. */
function killersIn(report: Report): (m: ReportMutant) => Record<string, string> {
  const fileOf = new Map<string, string>();
  for (const [file, { tests = [] }] of Object.entries(report.testFiles ?? {})) for (const t of tests) fileOf.set(t.id, file);
  // Each test file's source hashed once per report, not once per mutant it killed.
  const hashes = new Map<string, string>();
  const hashOf = (file: string) => hashes.get(file) ?? hashes.set(file, sha256(report.testFiles![file]!.source ?? '')).get(file)!;
  return (m) => {
    const files = (m.killedBy ?? []).map((id) => fileOf.get(id));
    if (files.length === 0 || files.includes(undefined)) return { '*': '' };
    return Object.fromEntries(files.map((f) => [f!, hashOf(f!)]));
  };
}
/** Whether a kill was made by the reference's own tests alone (each test file that made it is one of theirs). */
const ownKill = (killers: Record<string, string>) => {
  const files = Object.keys(killers);
  return files.length > 0 && files.every(isOwnTest);
};
const sortedKeys = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Whether a file's kills may no longer stand: a test file that killed one of its mutants has changed or gone
 * (`read` gives today's source of a test file), or a kill no test made was counted while the suite has changed
 * since. Without `killers` (a measurement merged before they were kept) nothing is known: true.
 */
export function killersChanged(entry: FileResult, read: (file: string) => string | undefined, suiteChanged: boolean): boolean {
  if (!entry.killers) return true;
  return Object.entries(entry.killers).some(([file, hash]) => (file === '*' ? suiteChanged : sha256(read(file) ?? '') !== hash));
}

/** What a file of the reference needs of an incremental run (`needOf`). */
export type Need = 'full' | 'kills' | 'survivors' | undefined;
/**
 * What a file of the reference needs of an incremental run: `full`, a measurement of all its mutants (never
 * measured, its source changed, measured by part of the suite, or its kills may no longer stand and its killers
 * cannot say: before killers were kept, or a kill no test made); `kills`, a test file that killed one of its
 * mutants changed: its mutants on its killers, then what lost its kill on the whole suite; `survivors`, its
 * survivors measured again (the suite changed since, which can only kill survivors); or nothing.
 */
export function needOf(entry: FileResult | undefined, source: string | undefined, suiteFiles: number, read: (file: string) => string | undefined, suiteChanged: boolean): Need {
  if (!entry || entry.sha256 !== sha256(source ?? '') || entry.testFiles < (entry.suiteFiles ?? suiteFiles)) return 'full';
  if (!killersChanged(entry, read, suiteChanged)) return suiteChanged ? 'survivors' : undefined;
  // Its killers can judge its kills again when each is a test file and one of them a unit test (a run needs one).
  const killerFiles = Object.keys(entry.killers ?? {});
  return killerFiles.length && !killerFiles.includes('*') && killerFiles.some(isUnitTestFile) ? 'kills' : 'full';
}

const bucket = (status: Status): keyof FileCounts => (status === 'NoCoverage' ? 'noCoverage' : (status.toLowerCase() as 'killed' | 'timeout' | 'survived'));
/** Killed beats timeout (both detected) beats survived beats no coverage. */
const rank = (s: Status) => ['NoCoverage', 'Survived', 'Timeout', 'Killed'].indexOf(s);

export type Kind = 'equivalent' | 'unpinned' | 'browser-only';
export interface Row extends MutantId {
  kind: Kind;
  /** equivalent: why nothing observable changes. unpinned: what a test would see. browser-only: what the browser shows. */
  why: string;
  /** unpinned: the seed's words that leave the behaviour open (its "not shown", or the silence of a section). */
  seed?: string;
  /** browser-only: the Playwright test that kills the mutant. */
  test?: string;
}
/** A browser test run on one mutant applied to a copy of the repo, recorded by scripts/mutation-browser-proof.ts. */
export interface Proof extends MutantId { test: string; sha256: string; outcome: 'failed' | 'passed'; at: string }

export interface Judged {
  errors: string[];
  /** Per area (folder of the reference) and 'all'. */
  tallies: Map<string, Tally>;
  /** Survivors no row judges. */
  gaps: Survivor[];
  /** Browser-only survivors without a recorded failing run of their test: survivors still. */
  unproven: Survivor[];
}
export interface Tally extends FileCounts { ownKilled: number; equivalent: number; unpinned: number; browserKilled: number }

/**
 * Matches rows to survivors exactly. Errors: a row of a file the result does not hold, or measured on another
 * source than today's; a row naming no mutant of the result (vanished or moved: the nearest same mutation on
 * another line is named); a row whose mutant was killed; two rows for one mutant; a row of the wrong shape.
 * A browser-only row counts as killed only with a proof that its test failed on this mutant of today's source.
 */
export function judge(result: Result, rows: Row[], proofs: Proof[], current: (file: string) => string | undefined): Judged {
  const errors: string[] = [];
  const survivors = new Map(result.survivors.map((s) => [keyOf(s), s]));
  const verdicts = new Map<string, Kind | 'unproven'>();
  for (const row of rows) {
    const where = `${keyOf(row)} (${row.kind})`;
    const shapeError = checkShape(row);
    if (shapeError) errors.push(`${where}: ${shapeError}`);
    const measured = result.files[row.file];
    if (!measured) {
      errors.push(`${where}: unmatched, the result holds no measurement of ${row.file}`);
      continue;
    }
    const text = current(row.file);
    if (text === undefined || sha256(text) !== measured.sha256) {
      errors.push(`${where}: stale, ${row.file} changed since it was measured (${measured.measuredAt})`);
      continue;
    }
    if (verdicts.has(keyOf(row))) errors.push(`${where}: a second row for the same mutant`);
    if (survivors.has(keyOf(row))) {
      verdicts.set(keyOf(row), row.kind === 'browser-only' && !proven(row, proofs, measured.sha256) ? 'unproven' : row.kind);
      continue;
    }
    const moved = result.survivors.find((s) => s.file === row.file && s.mutator === row.mutator && s.replacement === row.replacement);
    errors.push(`${where}: unmatched, no surviving mutant there${moved ? ` (the same mutation survives at ${moved.line}:${moved.column})` : ' (killed, moved or no longer made)'}`);
  }
  const tallies = new Map<string, Tally>();
  const add = (area: string, f: Partial<Tally>) => {
    const t = tallies.get(area) ?? { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ownKilled: 0, equivalent: 0, unpinned: 0, browserKilled: 0 };
    for (const [k, v] of Object.entries(f) as [keyof Tally, number][]) t[k] += v;
    tallies.set(area, t);
  };
  for (const [file, counts] of Object.entries(result.files)) {
    const { killed, timeout, survived, noCoverage, ownKilled = 0 } = counts;
    add(areaOf(file), { killed, timeout, survived, noCoverage, ownKilled });
    add('all', { killed, timeout, survived, noCoverage, ownKilled });
  }
  const gaps: Survivor[] = [];
  const unproven: Survivor[] = [];
  for (const s of result.survivors) {
    const kind = verdicts.get(keyOf(s));
    if (kind === 'unproven') unproven.push(s);
    const judged = kind === 'equivalent' ? { equivalent: 1 } : kind === 'unpinned' ? { unpinned: 1 } : kind === 'browser-only' ? { browserKilled: 1 } : undefined;
    if (!judged) {
      if (!kind) gaps.push(s);
    } else {
      add(areaOf(s.file), judged);
      add('all', judged);
    }
  }
  return { errors, tallies, gaps, unproven };
}

const proven = (row: Row, proofs: Proof[], source: string) =>
  proofs.some((p) => keyOf(p) === keyOf(row) && p.test === row.test && p.sha256 === source && p.outcome === 'failed');

function checkShape(row: Row): string | undefined {
  if (!['equivalent', 'unpinned', 'browser-only'].includes(row.kind)) return `unknown kind ${row.kind}`;
  if (!row.why?.trim()) return 'no why';
  if (row.kind === 'unpinned' && !row.seed?.trim()) return 'an unpinned row quotes the seed';
  if (row.kind === 'browser-only' && !row.test?.endsWith('.spec.ts')) return 'a browser-only row names its Playwright test';
  return undefined;
}

/** src/reference/api/network/transfer.ts → api/network. */
export const areaOf = (file: string) => file.split('/').slice(2, -1).join('/') || file.split('/').slice(2).join('/');

/**
 * The scores. Stryker's: detected (killed + timeout) over valid (detected + survived + no coverage), as Stryker
 * computes `mutationScore`. The suite's: the same without the kills of the reference's own tests. Then with the survivors judged equivalent taken out of the valid ones
 * and browser-only survivors with a proof counted as detected; then with the unpinned ones taken out as well.
 */
export function scores(t: Tally) {
  const detected = t.killed + t.timeout;
  const valid = detected + t.survived + t.noCoverage;
  const pct = (n: number, d: number) => (d ? (100 * n) / d : NaN);
  return {
    valid,
    stryker: pct(detected, valid),
    suite: pct(detected - t.ownKilled, valid),
    withoutEquivalent: pct(detected + t.browserKilled, valid - t.equivalent),
    withoutUnpinned: pct(detected + t.browserKilled, valid - t.equivalent - t.unpinned),
  };
}
