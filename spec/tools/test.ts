/**
 * `npm test`, the project's test command: type-check, clause coverage and the conformance suite against
 * the reference (writing reports/). `npm test -- --self` adds the harness's own tests, which re-run the
 * suite on faulty, broken and sharded targets, and a sample of catalogue mutation, and take minutes more;
 * CI (.ci/run) runs it that way.
 * Ends with the plain line `N passed, N failed`.
 */
import { resolve } from 'node:path';
import { toolCommand } from '../harness/package-bin.ts';
import { exec, execHeld, typescript } from './exec.ts';
import { countStatuses, readPlaywright, readVitest } from './results.ts';

const root = resolve(import.meta.dirname, '../..');
const reports = resolve(root, 'reports');
let failedSteps = 0;

const step = async (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n══ ${name} ══`);
  const code = await exec(command, args, env);
  if (code !== 0) console.log(`══ ${name}: exit ${code}`);
  return code;
};

/** A short check run beside the conformance run (it overlaps the runners' start-up); its output follows it. */
const beside = async (name: string, command: string, args: string[]) => {
  const { code, output } = await execHeld(command, args);
  return () => {
    console.log(`\n══ ${name} ══\n${output.trimEnd()}`);
    if (code !== 0) console.log(`══ ${name}: exit ${code}`);
    return code;
  };
};

const checks = Promise.all([
  // Incremental: a gate after a small change checks in about a third of the CPU time (the file lives with
  // the dependencies, so a fresh install starts over).
  beside('typecheck', ...toolCommand('typescript', 'tsc', '--noEmit', '-p', '.', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/typecheck.tsbuildinfo')),
  beside('spec:check', ...typescript('spec/tools/spec-check.ts')),
]);
// One layer after the other: together, the two layers' four workers on 2 cores took more CPU and no less time
// (2026-12-02, alternating runs: the conformance run alone 139.8–158.9 s / 274–309 CPU-seconds together against
// 130.6–145.1 s / 232–258 in sequence, three pairs; this whole gate 139.2 and 168.6 s / 270 and 330 against 138.0
// and 167.6 s / 247 and 303, two pairs, `bash scripts/cpu-seconds.sh npm test`).
const conformance = await step('conformance (reference)', ...typescript('spec/tools/conformance.ts', '--out', reports));
for (const report of await checks) if (report()) failedSteps++;
const withSelf = process.argv.includes('--self');
const selfReports = resolve(reports, 'self');
// One self-test at a time: each runs the suite on a target of its own (builds, servers, a browser), and two
// at once overloaded 2 cores into time-outs.
const selfTests = withSelf ? await step('harness self-tests', ...toolCommand('vitest', 'vitest', 'run', '--project', 'self', '--maxWorkers', '1'), { UNI_REPORTS_DIR: selfReports }) : 0;
// Catalogue mutation on a sample that is the same every run (the whole run takes about 25 minutes): each
// alteration must fail the gate, or be explained in spec/catalogue/mutation-survivors.ts.
if (withSelf && await step('catalogue mutation (sample of 20)', ...typescript('spec/tools/spec-mutate.ts', '--sample', '20'))) failedSteps++;

const results = [
  ...readVitest(resolve(reports, 'raw/vitest.json'), root),
  ...readPlaywright(resolve(reports, 'raw/playwright.json'), root),
  ...(withSelf ? readVitest(resolve(selfReports, 'raw/vitest.json'), root) : []),
];
const counts = countStatuses(results);
// A step that failed without a failing test (a crash, a type error, a coverage error) still counts as a failure.
const unexplained = [conformance, selfTests].filter((code) => code !== 0).length && counts.failed === 0 ? 1 : 0;
const failed = counts.failed + failedSteps + unexplained;
console.log(`\n${counts.passed} passed, ${failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exitCode = failed ? 1 : 0;
