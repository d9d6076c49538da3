/**
 * Builds the conformance report: each clause's status for a target from the tests that cite it, the
 * target's capabilities and its expectations. The format is documented in README.md.
 */
import type { Area, Capability, Clause, Section } from '../catalogue/types.ts';
import type { Expectation } from '../contract/index.ts';
import { citedIds } from './citations.ts';
import type { Layer, TestResult, TestStatus } from './results.ts';

export const REPORT_FORMAT = 'uni-conformance-report/1';

export type ClauseStatus = 'pass' | 'fail' | 'expected-fail' | 'unexpected-pass' | 'pending' | 'not-applicable';
export const CLAUSE_STATUSES: readonly ClauseStatus[] = ['pass', 'fail', 'expected-fail', 'unexpected-pass', 'pending', 'not-applicable'];

export interface ClauseTest { title: string; file: string; layer: Layer; status: TestStatus; durationMs: number; error?: string }

export interface ClauseEntry {
  id: string;
  /** The clause's content hash when it was judged (clause-hash.ts): a later change makes the result stale. */
  hash?: string;
  section: Section;
  area: Area;
  statement: string;
  status: ClauseStatus;
  /** Why the status is what it is, where a status needs a reason. */
  note?: string;
  expectation?: Expectation;
  missingCapabilities?: Capability[];
  tests: ClauseTest[];
  /** How many of its tests that ran passed: partial conformance shows where a clause fails (`12/14`). */
  passed: { passed: number; ran: number };
  /** One command that re-runs just this clause, for a failing or unexpectedly passing clause. */
  rerun?: string;
}

export interface TargetInfo { name: string; version: string; capabilities: readonly Capability[]; expectations?: Record<string, string | Expectation> }

export interface ConformanceReport {
  format: typeof REPORT_FORMAT;
  generatedAt: string;
  suite: { name: string; version: string; clauses: number };
  target: { name: string; version: string; capabilities: Capability[] };
  run: {
    clauses: string[] | 'all';
    layers: Layer[];
    durationMs: number;
    tests: Record<TestStatus, number>;
    /** Passed over run (passed + failed) tests: the test-level score beside the clauses'. */
    testPassRate: number | null;
    uncitedTests: string[];
    /** Tests of one file sharing a full title (a report cannot tell them apart); any fails the run. */
    duplicateTitles: string[];
  };
  summary: Record<ClauseStatus, number> & { total: number };
  sections: { section: Section; total: number; counts: Record<ClauseStatus, number> }[];
  clauses: ClauseEntry[];
  /** True when no clause and no uncited test failed (and, with strict, no clause passed unexpectedly). */
  ok: boolean;
}

export interface BuildInput {
  clauses: readonly Clause[];
  results: TestResult[];
  target: TargetInfo;
  pending: readonly string[];
  /** Clause ids of a filtered run; absent for a whole run. */
  selection?: readonly string[];
  layers: Layer[];
  durationMs: number;
  suite: { name: string; version: string };
  strict?: boolean;
  /** clause id → content hash of the clause as judged (clause-hash.ts). */
  hashes?: Record<string, string>;
  /** The command prefix a rerun line starts with. */
  rerunCommand?: string;
  /** How a rerun line names the target, when not by its name: the path of an adapter given by path. */
  rerunTarget?: string;
  now?: Date;
}

const zero = (): Record<ClauseStatus, number> => ({ pass: 0, fail: 0, 'expected-fail': 0, 'unexpected-pass': 0, pending: 0, 'not-applicable': 0 });

const asExpectation = (e: string | Expectation | undefined): Expectation | undefined =>
  e === undefined ? undefined : typeof e === 'string' ? { reason: e } : e;

export function clauseStatus(
  clause: Clause,
  tests: ClauseTest[],
  target: TargetInfo,
  pending: ReadonlySet<string>,
): Pick<ClauseEntry, 'status' | 'note' | 'expectation' | 'missingCapabilities'> {
  const missing = (clause.requires ?? []).filter((c) => !target.capabilities.includes(c));
  if (missing.length) return { status: 'not-applicable', missingCapabilities: missing, note: `target lacks ${missing.join(', ')}` };
  const ran = tests.filter((t) => t.status !== 'skipped');
  const expectation = asExpectation(target.expectations?.[clause.id]);
  if (ran.length === 0) {
    if (pending.has(clause.id) && tests.length === 0) return { status: 'pending', note: 'waiting for its capability issue' };
    return { status: expectation ? 'expected-fail' : 'fail', expectation, note: tests.length ? 'every test citing it was skipped' : 'no test citing it ran' };
  }
  const failed = ran.some((t) => t.status === 'failed');
  if (expectation) return { status: failed ? 'expected-fail' : 'unexpected-pass', expectation };
  return { status: failed ? 'fail' : 'pass' };
}

export function buildReport(input: BuildInput): ConformanceReport {
  const { clauses, results, target } = input;
  const pending = new Set(input.pending);
  const selected = input.selection ? new Set(input.selection) : undefined;
  const byClause = new Map<string, ClauseTest[]>();
  const uncited: string[] = [];
  let uncitedFailures = 0;
  for (const r of results) {
    const ids = citedIds(r.title);
    if (ids.length === 0) {
      if (r.file) uncited.push(`${r.file}: ${r.title}`);
      // A failure no clause owns (a file that fails to load, a runner error) still fails the run.
      if (r.status === 'failed') uncitedFailures++;
    }
    for (const id of ids) byClause.set(id, [...(byClause.get(id) ?? []), { ...r }]);
  }
  const entries: ClauseEntry[] = [];
  for (const clause of clauses) {
    if (selected && !selected.has(clause.id)) continue;
    const tests = byClause.get(clause.id) ?? [];
    const verdict = clauseStatus(clause, tests, target, pending);
    const ran = tests.filter((t) => t.status !== 'skipped');
    const passed = { passed: ran.filter((t) => t.status === 'passed').length, ran: ran.length };
    const entry: ClauseEntry = { id: clause.id, ...(input.hashes?.[clause.id] && { hash: input.hashes[clause.id] }), section: clause.section, area: clause.area, statement: clause.statement, ...verdict, tests, passed };
    if (verdict.status === 'fail' || verdict.status === 'unexpected-pass') {
      entry.rerun = `${input.rerunCommand ?? 'npm run conformance --'} --target ${input.rerunTarget ?? target.name} --clause ${clause.id}`;
    }
    entries.push(entry);
  }
  const summary = { ...zero(), total: entries.length };
  const sections = new Map<Section, Record<ClauseStatus, number>>();
  for (const e of entries) {
    summary[e.status]++;
    const counts = sections.get(e.section) ?? zero();
    counts[e.status]++;
    sections.set(e.section, counts);
  }
  const tests = { passed: 0, failed: 0, skipped: 0 };
  for (const r of results) tests[r.status]++;
  const seen = new Map<string, number>();
  for (const r of results) if (r.file) seen.set(`${r.file}: ${r.title}`, (seen.get(`${r.file}: ${r.title}`) ?? 0) + 1);
  const duplicateTitles = [...seen].filter(([, n]) => n > 1).map(([key, n]) => `${key} (×${n})`);
  const testPassRate = tests.passed + tests.failed ? tests.passed / (tests.passed + tests.failed) : null;
  return {
    format: REPORT_FORMAT,
    generatedAt: (input.now ?? new Date()).toISOString(),
    suite: { ...input.suite, clauses: clauses.length },
    target: { name: target.name, version: target.version, capabilities: [...target.capabilities] },
    run: { clauses: input.selection ? [...input.selection] : 'all', layers: input.layers, durationMs: input.durationMs, tests, testPassRate, uncitedTests: uncited, duplicateTitles },
    summary,
    sections: [...sections].sort(([a], [b]) => a - b).map(([section, counts]) => ({ section, total: Object.values(counts).reduce((a, b) => a + b, 0), counts })),
    clauses: entries,
    ok: summary.fail === 0 && uncitedFailures === 0 && duplicateTitles.length === 0 && (!input.strict || summary['unexpected-pass'] === 0),
  };
}
