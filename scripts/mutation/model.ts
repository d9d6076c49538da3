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
  /** Module-level code, which runs as its module loads: every test runs on it, the own tests before the browser's. */
  static?: boolean;
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
/** Stryker's valid mutants of these counts. */
export const validOf = (c: FileCounts) => c.killed + c.timeout + c.survived + c.noCoverage;
export interface FileResult extends FileCounts {
  /** sha256 of the source the counts were measured on: the summary tells a changed file from a measured one. */
  sha256: string;
  measuredAt: string;
  /**
   * Of `killed`, the mutants only the reference's own tests killed (src/reference/**\/*.test.*, tried on what
   * the whole suite let survive): the suite's own score leaves them out. Absent: none.
   */
  ownKilled?: number;
  /**
   * Of `ownKilled`, the kills of static mutants, which try the own tests before the browser layer (since
   * 2026-12-02; scripts/mutation/suite-runner.mjs): the browser layer might have killed them too, so the suite's
   * score is a lower bound by these. Absent: none.
   */
  ownStatic?: number;
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
  /**
   * Which mutants each of `killers` killed: their places (`placeOf`), space-separated. When a killer changes, a
   * run on the killers takes only the mutants it killed (`askedPlaces`). Trusted only with a list for every
   * killer: a measurement merged before they were kept (2026-12-02) has none, and its run takes every mutant.
   */
  kills?: Record<string, string>;
}
export interface Survivor extends MutantId { status: 'Survived' | 'NoCoverage' }
/** The kept result: small enough to commit, enough to print every figure and match every row without a run. */
export interface Result { updatedAt: string; files: Record<string, FileResult>; survivors: Survivor[] }

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const keyOf = (m: MutantId) => `${m.file}:${m.line}:${m.column}-${m.endLine}:${m.endColumn}:${m.mutator}:${JSON.stringify(m.replacement)}`;
type Range = Pick<MutantId, 'line' | 'column' | 'endLine' | 'endColumn'>;
/** Where a mutant is, as a file's `kills` lists it: its range, the report's columns (mutants of one range share it). */
export const placeOf = (m: Range) => `${m.line}:${m.column}-${m.endLine}:${m.endColumn}`;
/** A `placeOf` read back. */
export const rangeOf = (place: string): Range => {
  const [line, column, endLine, endColumn] = place.split(/[:-]/).map(Number) as [number, number, number, number];
  return { line, column, endLine, endColumn };
};
/** Stryker's `--mutate` range of a mutant of `file` (its columns from 0, a report's from 1). */
export const mutateRange = (file: string, m: Range) => `${file}:${m.line}:${m.column - 1}-${m.endLine}:${m.endColumn}`;
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
  const best = new Map<string, Map<string, { id: MutantId; status: Status; own: boolean; static: boolean }>>();
  const killers = new Map<string, Record<string, string>>();
  const places = new Map<string, Map<string, Set<string>>>();
  const skipped = new Set<string>();
  const tests = new Map<string, Set<string>>();
  const times = new Map<string, string>();
  const filesOf = (killers: boolean) => new Set(reports.filter((r) => !r.survivorsOnly && !!r.killersOnly === killers).flatMap((r) => Object.keys(r.files)));
  const wholly = filesOf(false);
  /** Files that only runs on their killers measured, and that the kept result holds: its other verdicts stand. */
  const killersOnly = new Set([...filesOf(true)].filter((f) => !wholly.has(f) && previous.files[f]));
  // Of those, the files whose kept result says which mutant each killer killed: their runs took only the mutants a
  // changed killer killed, and update the kept result mutant by mutant (below, with the runs of survivors).
  const byPlaces = new Set([...killersOnly].filter((f) => killsKnown(previous.files[f]!)));
  // Oldest first: a killer two reports name keeps the source the later one ran.
  const byTime = [...reports].sort((a, b) => (a.measuredAt ?? '').localeCompare(b.measuredAt ?? ''));
  for (const report of byTime.filter((r) => !r.survivorsOnly)) {
    for (const [file, { source, mutants }] of Object.entries(report.files)) {
      if (report.killersOnly && byPlaces.has(file)) continue;
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
        const id = idOf(file, m);
        if (m.status === 'Killed') {
          killers.set(file, { ...killers.get(file), ...kill });
          const byKiller = places.get(file) ?? places.set(file, new Map()).get(file)!;
          addPlace(byKiller, Object.keys(kill), placeOf(id));
        }
        const own = ownKill(kill);
        const before = byKey.get(keyOf(id));
        // A kill by the suite beats one by the reference's own tests only.
        const better = !before || rank(m.status as Status) > rank(before.status) || (m.status === 'Killed' && before.own && !own);
        if (better) byKey.set(keyOf(id), { id, status: m.status as Status, own, static: !!m.static });
      }
    }
  }
  // Reports the kept result already holds (none newer than its measurement of the same source) change nothing:
  // merged again, they would undo what runs of survivors only have changed since.
  const files = { ...previous.files };
  for (const file of best.keys()) {
    const kept = previous.files[file];
    if (kept && kept.sha256 === sha256(current(file)!) && times.get(file)! <= kept.measuredAt) {
      best.delete(file);
      // The very runs of its measurement, merged before the kills were kept: they can say which mutant each
      // killer killed, when they name the same killers.
      const known = listsOf(places.get(file));
      if (!kept.kills && times.get(file) === kept.measuredAt && sameKeys(known, kept.killers ?? {})) files[file] = { ...kept, kills: known };
    }
  }
  let survivors = previous.survivors.filter((s) => !best.has(s.file));
  for (const [file, byKey] of best) {
    const counts: FileCounts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0 };
    let ownKilled = 0;
    let ownStatic = 0;
    const byKillers = killersOnly.has(file);
    const survivedBefore = new Map(previous.survivors.filter((s) => s.file === file).map((s) => [keyOf(s), s.status]));
    for (const entry of byKey.values()) {
      // A run on the killers alone decides kills only: a mutant it lets live keeps the whole suite's verdict, or
      // has lost its kill.
      if (byKillers && !DETECTED.includes(entry.status)) entry.status = survivedBefore.get(keyOf(entry.id)) ?? 'Survived';
      const { id, status, own } = entry;
      counts[bucket(status)]++;
      if (own) ownKilled++;
      if (own && entry.static) ownStatic++;
      if (status === 'Survived' || status === 'NoCoverage') survivors.push({ ...id, status });
    }
    // A run on the killers stands for the suite that measured the file before (its survivors' runs follow).
    const suite = byKillers ? { testFiles: previous.files[file]!.testFiles, suiteFiles: previous.files[file]!.suiteFiles }
      : { testFiles: tests.get(file)!.size, suiteFiles: stamp.suiteFiles };
    files[file] = {
      ...counts, ...(ownKilled ? { ownKilled } : {}), ...(ownStatic ? { ownStatic } : {}), sha256: sha256(current(file)!), measuredAt: times.get(file)!, commit: stamp.commit, testFiles: suite.testFiles,
      ...(suite.suiteFiles === undefined ? {} : { suiteFiles: suite.suiteFiles }), killers: sortedKeys(killers.get(file) ?? {}),
      kills: listsOf(places.get(file)),
    };
  }
  const unmerged = [...skipped].filter((f) => !tests.has(f));
  // Runs on the killers of files whose kept result lists each killer's kills: they ran the mutants a changed
  // killer killed (`askedPlaces`). Of those, a kill stands and one the run lets live is lost (a survivor until the
  // whole suite says otherwise); a survivor it kills is killed. The changed killers' lists are made anew from the
  // run; the other mutants of the file, and the other killers' lists, stay as they were.
  for (const report of byTime.filter((r) => r.killersOnly)) {
    for (const [file, { source, mutants }] of Object.entries(report.files)) {
      if (!byPlaces.has(file)) continue;
      const entry = files[file]!;
      const at = report.measuredAt ?? stamp.at;
      if (current(file) !== source || entry.sha256 !== sha256(source)) {
        unmerged.push(file);
        continue;
      }
      if (at <= entry.measuredAt || !killsKnown(entry)) continue;
      const sources = Object.fromEntries(Object.entries(report.testFiles ?? {}).map(([test, { source: text }]) => [test, sha256(text ?? '')]));
      const changed = changedKillers(entry, (test) => sources[test]);
      const asked = new Set(changed.flatMap((test) => entry.kills![test]!.split(' ')));
      const lists = new Map(Object.entries(entry.kills!).filter(([test]) => !changed.includes(test)).map(([test, list]) => [test, new Set(list.split(' '))]));
      const wasOwn = (place: string) => Object.entries(entry.kills!).filter(([, list]) => list.split(' ').includes(place)).every(([test]) => isOwnTest(test));
      const counts = { ...entry };
      const killedIn = killersIn(report);
      for (const m of mutants.filter((m) => VALID.includes(m.status))) {
        const id = idOf(file, m);
        const place = placeOf(id);
        const kill = m.status === 'Killed' ? killedIn(m) : {};
        addPlace(lists, Object.keys(kill), place);
        const survivor = survivors.findIndex((s) => keyOf(s) === keyOf(id));
        const own = (detected: boolean) => (detected && ownKill(kill) ? 1 : 0);
        if (survivor >= 0) {
          if (!DETECTED.includes(m.status)) continue;
          counts[bucket(survivors[survivor]!.status)]--;
          counts[bucket(m.status as Status)]++;
          counts.ownKilled = (counts.ownKilled ?? 0) + own(true);
          if (m.static) counts.ownStatic = (counts.ownStatic ?? 0) + own(true);
          survivors.splice(survivor, 1);
        } else if (asked.has(place)) {
          const detected = DETECTED.includes(m.status);
          counts.ownKilled = (counts.ownKilled ?? 0) + own(detected) - (wasOwn(place) ? 1 : 0);
          // A static kill measured before they were counted is not among them: never below none.
          if (m.static) counts.ownStatic = Math.max(0, (counts.ownStatic ?? 0) + own(detected) - (wasOwn(place) ? 1 : 0));
          if (detected) continue;
          counts.killed--;
          counts.survived++;
          survivors.push({ ...id, status: 'Survived' });
        }
      }
      const kills = listsOf(lists);
      const { ownKilled, ownStatic, ...rest } = counts;
      files[file] = {
        ...rest, ...(ownKilled ? { ownKilled } : {}), ...(ownStatic ? { ownStatic } : {}), measuredAt: at, commit: stamp.commit, kills,
        killers: sortedKeys(Object.fromEntries(Object.keys(kills).map((test) => [test, sources[test] ?? entry.killers![test] ?? '']))),
      };
    }
  }
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
        if (status === 'Killed' && counts.kills) counts.kills = withPlace(counts.kills, Object.keys(kill), placeOf(idOf(file, m)));
        if (ownKill(kill)) counts.ownKilled = (counts.ownKilled ?? 0) + 1;
        if (ownKill(kill) && m.static) counts.ownStatic = (counts.ownStatic ?? 0) + 1;
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
const byPlace = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
/** Each killer's places, space-separated, in order (a killer that killed none is left out). */
const listsOf = (byKiller: Map<string, Set<string>> | undefined) =>
  sortedKeys(Object.fromEntries([...(byKiller ?? [])].filter(([, list]) => list.size).map(([test, list]) => [test, [...list].sort(byPlace).join(' ')])));
/** Adds `place` to the places of each of `tests`. */
const addPlace = (byKiller: Map<string, Set<string>>, tests: string[], place: string) => {
  for (const test of tests) (byKiller.get(test) ?? byKiller.set(test, new Set()).get(test)!).add(place);
};
/** `lists` with `place` added to the list of each of `tests`. */
const withPlace = (lists: Record<string, string>, tests: string[], place: string) => {
  const byKiller = new Map(Object.entries(lists).map(([test, list]) => [test, new Set(list.split(' '))]));
  addPlace(byKiller, tests, place);
  return listsOf(byKiller);
};
const sameKeys = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).sort().join('\n') === Object.keys(b).sort().join('\n');
/** Whether a file's kept result says which mutants each of its killers killed (a list for every killer). */
const killsKnown = (entry: FileResult) => !!entry.kills && !!entry.killers && sameKeys(entry.kills, entry.killers);
/** Its killers whose source is not the one that made its kills (`hash` gives today's sha256, undefined when gone). */
const changedKillers = (entry: FileResult, hash: (test: string) => string | undefined) =>
  Object.keys(entry.killers ?? {}).filter((test) => test !== '*' && hash(test) !== entry.killers![test]);
/** A file's sha256 by a reader of today's sources (undefined when the file is gone). */
const hashOf = (read: (file: string) => string | undefined) => (file: string) => {
  const text = read(file);
  return text === undefined ? undefined : sha256(text);
};

/**
 * The places (`placeOf`) of the mutants of a file that a run on its killers must take: those a changed killer
 * killed. Undefined when the kept result does not list each killer's kills: every mutant.
 */
export function askedPlaces(entry: FileResult, read: (file: string) => string | undefined): string[] | undefined {
  if (!killsKnown(entry)) return undefined;
  const changed = changedKillers(entry, hashOf(read));
  return [...new Set(changed.flatMap((test) => entry.kills![test]!.split(' ')))].sort(byPlace);
}

/**
 * Whether a file's kills may no longer stand: a test file that killed one of its mutants has changed or gone
 * (`read` gives today's source of a test file), or a kill no test made was counted while the suite has changed
 * since. Without `killers` (a measurement merged before they were kept) nothing is known: true.
 */
export function killersChanged(entry: FileResult, read: (file: string) => string | undefined, suiteChanged: boolean): boolean {
  if (!entry.killers) return true;
  return changedKillers(entry, hashOf(read)).length > 0 || ('*' in entry.killers && suiteChanged);
}

/**
 * Whether the kept result measured a file on today's `source` with the whole suite of its time: then its survivors
 * stand but for what a test changed since may kill.
 */
function measuredWhole(entry: FileResult | undefined, source: string | undefined, suiteFiles: number): entry is FileResult {
  return !!entry && entry.sha256 === sha256(source ?? '') && entry.testFiles >= (entry.suiteFiles ?? suiteFiles);
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
  if (!measuredWhole(entry, source, suiteFiles)) return 'full';
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
  const valid = validOf(t);
  const pct = (n: number, d: number) => (d ? (100 * n) / d : NaN);
  return {
    valid,
    stryker: pct(detected, valid),
    suite: pct(detected - t.ownKilled, valid),
    withoutEquivalent: pct(detected + t.browserKilled, valid - t.equivalent),
    withoutUnpinned: pct(detected + t.browserKilled, valid - t.equivalent - t.unpinned),
  };
}
