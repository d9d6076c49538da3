/**
 * The cross-target matrix (`uni-conformance-matrix/1`): every catalogue clause against several targets,
 * built from each target's conformance report. `reports/matrix.json` is this shape:
 *
 *   format       'uni-conformance-matrix/1'
 *   generatedAt  ISO time the matrix was built
 *   suite        { clauses }: the catalogue's size; every clause is a row, ran or not
 *   targets[]    one column each, in the order asked for:
 *                  name, version?, ran (a conformance report exists), ok? (the report's verdict),
 *                  reused? (an earlier matrix's run, its inputs unchanged), finishedAt?,
 *                  note? (why it did not run, or what went wrong in its run), exitCode?, durationMs?,
 *                  report? / html? / allure? (paths relative to the matrix file),
 *                  summary (cells per status), score, tests? { passed, ran, ratio } (test level),
 *                  sections[] { section, score }
 *   sections[]   { section, title, clauses }: the seed sections, in seed order
 *   clauses[]    rows in seed order (section, then catalogue order): id, section, area, statement,
 *                  cells { [target]: { status, tests? { passed, ran }, stale?, note?, expectation?, evidence? } }
 *                  (stale: the clause, or a test citing it, changed since the target's run judged it)
 *   allPass      { count, total, targets }: clauses that pass on every target that ran
 *
 * A cell's status is the clause's status in that target's report, or `not-run` when the target did not
 * run or its run left the clause out. A score is `pass / applicable`: passing means the clause's tests
 * pass (`pass`, or `unexpected-pass` on a target that expected a failure); applicable leaves out
 * `not-applicable` and `pending` clauses; `ratio` is null when nothing applies.
 */
import type { Area, Clause, Section } from '../catalogue/types.ts';
import type { Expectation } from '../contract/index.ts';
import { CLAUSE_STATUSES, type ClauseStatus, type ConformanceReport } from './report.ts';

export const MATRIX_FORMAT = 'uni-conformance-matrix/1';

/** The targets `npm run matrix` judges when no `--targets` are given. */
export const DEFAULT_TARGETS: readonly string[] = [
  'reference', 'genuine-vue2', 'genuine-vue3',
  'faulty-progress-clamp', 'faulty-phone-message', 'faulty-tab-navigate', 'faulty-request-timeout', 'faulty-xsrf',
];

export type CellStatus = ClauseStatus | 'not-run';
export const CELL_STATUSES: readonly CellStatus[] = [...CLAUSE_STATUSES, 'not-run'];

export interface Score { pass: number; applicable: number; ratio: number | null }

export interface MatrixCell {
  status: CellStatus;
  /** How many of the clause's tests that ran passed on the target. */
  tests?: { passed: number; ran: number };
  /** The clause's content hash differs from the one the run judged (or the run recorded none). */
  stale?: boolean;
  note?: string;
  expectation?: Expectation;
  /** The clause's entry in the target's conformance.html, relative to the matrix file. */
  evidence?: string;
}

export interface MatrixTarget {
  name: string;
  version?: string;
  ran: boolean;
  ok?: boolean;
  note?: string;
  exitCode?: number;
  durationMs?: number;
  report?: string;
  html?: string;
  allure?: string;
  /** The run was an earlier matrix's, reused because its inputs had not changed (`finishedAt` says when). */
  reused?: boolean;
  finishedAt?: string;
  summary: Record<CellStatus, number>;
  score: Score;
  /** Cells whose result was judged against an older version of the clause or its tests. */
  stale?: number;
  /** Test-level score: tests passed over tests that ran. */
  tests?: { passed: number; ran: number; ratio: number | null };
  sections: { section: Section; score: Score }[];
}

export interface MatrixRow {
  id: string;
  section: Section;
  area: Area;
  statement: string;
  cells: Record<string, MatrixCell>;
}

export interface Matrix {
  format: typeof MATRIX_FORMAT;
  generatedAt: string;
  suite: { clauses: number };
  targets: MatrixTarget[];
  sections: { section: Section; title: string; clauses: number }[];
  clauses: MatrixRow[];
  allPass: { count: number; total: number; targets: string[] };
}

/** What is known of one target's run: its report when it produced one, and how the run went. */
export interface TargetRun {
  name: string;
  /** The content hash of the inputs the run judged, and when it finished. */
  inputs?: string;
  finishedAt?: string;
  /** Taken from an earlier matrix: its inputs had not changed. */
  reused?: boolean;
  report?: ConformanceReport;
  /** Folder of the target's reports, relative to the matrix file (`targets/<name>`). */
  dir?: string;
  note?: string;
  exitCode?: number;
  durationMs?: number;
}

/** Clauses in seed order: by seed section, catalogue order within a section. */
export function seedOrder<C extends Pick<Clause, 'section'>>(clauses: readonly C[]): C[] {
  return clauses.map((c, i) => ({ c, i })).sort((a, b) => a.c.section - b.c.section || a.i - b.i).map(({ c }) => c);
}

const passes = (s: CellStatus) => s === 'pass' || s === 'unexpected-pass';
const applies = (s: CellStatus) => s !== 'not-applicable' && s !== 'pending';

function score(statuses: CellStatus[]): Score {
  const applicable = statuses.filter(applies).length;
  const pass = statuses.filter(passes).length;
  return { pass, applicable, ratio: applicable ? pass / applicable : null };
}

export function buildMatrix(input: {
  clauses: readonly Clause[];
  runs: TargetRun[];
  sectionTitles: Record<Section, string>;
  /** clause id → the clause's content hash now (clause-hash.ts); results judged against another are stale. */
  hashes?: Record<string, string>;
  now?: Date;
}): Matrix {
  const clauses = seedOrder(input.clauses);
  const rows: MatrixRow[] = clauses.map((c) => ({ id: c.id, section: c.section, area: c.area, statement: c.statement, cells: {} }));
  for (const run of input.runs) {
    const entries = new Map(run.report?.clauses.map((e) => [e.id, e]));
    for (const row of rows) {
      const entry = entries.get(row.id);
      row.cells[run.name] = entry
        ? {
            status: entry.status,
            ...(entry.passed && { tests: entry.passed }),
            ...(input.hashes && entry.hash !== input.hashes[row.id] && { stale: true }),
            ...(entry.note && { note: entry.note }),
            ...(entry.expectation && { expectation: entry.expectation }),
            ...(run.dir && { evidence: `${run.dir}/conformance.html#${encodeURIComponent(row.id)}` }),
          }
        : { status: 'not-run', note: run.report ? 'left out of this run' : run.note ?? 'not run' };
    }
  }
  const sectionNumbers = [...new Set(clauses.map((c) => c.section))];
  const targets = input.runs.map((run): MatrixTarget => {
    const statuses = rows.map((r) => r.cells[run.name]!.status);
    const stale = rows.filter((r) => r.cells[run.name]!.stale).length;
    const summary = Object.fromEntries(CELL_STATUSES.map((s) => [s, 0])) as Record<CellStatus, number>;
    for (const s of statuses) summary[s]++;
    const r = run.report;
    return {
      name: run.name,
      ...(r && { version: r.target.version }),
      ran: Boolean(r),
      ...(r && { ok: r.ok }),
      ...(run.note && { note: run.note }),
      ...(run.exitCode !== undefined && { exitCode: run.exitCode }),
      ...(run.reused && { reused: true }),
      ...(stale && { stale }),
      ...(run.finishedAt && { finishedAt: run.finishedAt }),
      // The report's own time leaves out any wait for a lock.
      ...((r?.run.durationMs ?? run.durationMs) !== undefined && { durationMs: r?.run.durationMs ?? run.durationMs }),
      ...(r && run.dir && { report: `${run.dir}/conformance.json`, html: `${run.dir}/conformance.html`, allure: `${run.dir}/allure-report/index.html` }),
      summary,
      score: score(statuses),
      ...(r && { tests: { passed: r.run.tests.passed, ran: r.run.tests.passed + r.run.tests.failed, ratio: r.run.testPassRate ?? null } }),
      sections: sectionNumbers.map((section) => ({ section, score: score(rows.filter((row) => row.section === section).map((row) => row.cells[run.name]!.status)) })),
    };
  });
  const ran = targets.filter((t) => t.ran).map((t) => t.name);
  return {
    format: MATRIX_FORMAT,
    generatedAt: (input.now ?? new Date()).toISOString(),
    suite: { clauses: clauses.length },
    targets,
    sections: sectionNumbers.map((section) => ({ section, title: input.sectionTitles[section], clauses: rows.filter((r) => r.section === section).length })),
    clauses: rows,
    allPass: {
      count: ran.length ? rows.filter((row) => ran.every((t) => passes(row.cells[t]!.status))).length : 0,
      total: rows.length,
      targets: ran,
    },
  };
}

/** `87.5 %` or `–` when nothing applies. */
export const formatScore = (s: Score) => (s.ratio === null ? '–' : `${(s.ratio * 100).toFixed(1)} %`);
