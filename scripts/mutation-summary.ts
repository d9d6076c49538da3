/**
 * `npm run mutation:summary`: the mutation figures from the kept result (mutation/result.json), without a run.
 * `-- --merge` first folds the Stryker reports under reports/mutation*\/ into it (a whole run, or narrowed runs
 * of some areas), replacing the files they measured on today's source; the runs of survivors only
 * (reports/mutation-survivors-*\/) update just those survivors. Prints how old each measurement is,
 * which files of the reference no measurement covers (apart from those Stryker makes no mutant of) or changed
 * since, the per-area counts and the three scores (model.ts `scores`), and checks mutation/equivalents.json
 * against the survivors one mutant at a time: a row that matches nothing, has moved, or whose file changed is
 * an error (exit 1). `-- --gaps` lists the survivors no row judges.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { mutantFree, referenceFiles, suiteTestFiles } from './mutation/files.ts';
import { OWN_FIRST } from './mutation/own-first.mjs';
import { judge, merge, scores, sha256, type Proof, type Report, type Result, type Row, type Tally } from './mutation/model.ts';

const root = resolve(import.meta.dirname, '..');
const kept = join(root, 'mutation/result.json');
const readJson = <T>(file: string, fallback: T): T => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : fallback);
const current = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);

let result = readJson<Result>(kept, { updatedAt: '', files: {}, survivors: [] });
if (process.argv.includes('--merge')) {
  const reportsDir = join(root, 'reports');
  const reports = (existsSync(reportsDir) ? readdirSync(reportsDir) : [])
    .filter((dir) => dir.startsWith('mutation') && existsSync(join(reportsDir, dir, 'mutation.json')))
    .map((dir) => {
      const file = join(reportsDir, dir, 'mutation.json');
      // mutation:areas -- --survivors writes its runs to reports/mutation-survivors-*.
      // mutation:areas -- --survivors --own writes its runs to reports/mutation-survivors-own-*.
      // mutation:areas writes its runs of files on their killers alone to reports/mutation-kills-*.
      return {
        ...readJson<Report>(file, { files: {} }), measuredAt: statSync(file).mtime.toISOString(),
        survivorsOnly: dir.startsWith('mutation-survivors-'), ownOnly: dir.startsWith('mutation-survivors-own-'), killersOnly: dir.startsWith('mutation-kills-'),
      };
    });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const merged = merge(result, reports, current, { at: new Date().toISOString(), commit, suiteFiles: suiteTestFiles(root) });
  result = merged.result;
  writeFileSync(kept, `${JSON.stringify(result, null, 1)}\n`);
  console.log(`merged ${reports.length} reports into mutation/result.json`);
  if (merged.skipped.length) console.log(`not merged (each report saw another source): ${merged.skipped.join(', ')}`);
}

const rows = readJson<{ rows: Row[] }>(join(root, 'mutation/equivalents.json'), { rows: [] }).rows;
const proofs = readJson<{ proofs: Proof[] }>(join(root, 'mutation/browser-proofs.json'), { proofs: [] }).proofs;
const { errors, tallies, gaps, unproven } = judge(result, rows, proofs, current);

// Age and coverage: what the figures below rest on.
const days = (iso: string) => ((Date.now() - Date.parse(iso)) / 86_400_000).toFixed(1);
const reference = referenceFiles(root);
const measured = Object.entries(result.files);
const suiteTests = suiteTestFiles(root);
const narrowed = measured.filter(([, r]) => r.testFiles < (r.suiteFiles ?? suiteTests)).map(([file, r]) => `${file} (${r.testFiles} of ${r.suiteFiles ?? suiteTests})`);
const changed = measured.filter(([file, r]) => sha256(current(file) ?? '') !== r.sha256).map(([file]) => file);
const oldest = measured.map(([, r]) => r.measuredAt).sort()[0];
console.log(result.updatedAt
  ? `result last updated ${result.updatedAt} (${days(result.updatedAt)} days ago); oldest measurement ${oldest} (${days(oldest!)} days ago), merged at commits ${[...new Set(measured.map(([, r]) => r.commit))].join(', ')}`
  : 'no kept result: run Stryker, then `npm run mutation:summary -- --merge`');
// A file Stryker makes no mutant of is in no report: it is not counted as one no measurement covers.
const free = await mutantFree(root, reference.filter((f) => !result.files[f]));
const unmeasured = reference.filter((f) => !result.files[f] && !free.includes(f));
console.log(`${measured.length} of ${reference.length} files of src/reference measured; ${free.length} with no mutant Stryker makes (types, \`as const\` tables)${free.length ? `: ${free.join(', ')}` : ''}; ${unmeasured.length} never measured; ${changed.length} changed since measured${changed.length ? `: ${changed.join(', ')}` : ''}`);
if (process.argv.includes('--unmeasured')) console.log(unmeasured.join('\n'));
const ownFirstMeasured = OWN_FIRST.filter((f) => result.files[f]);
if (ownFirstMeasured.length) console.log(`own tests tried before the browser layer (scripts/mutation/own-first.mjs), so the suite's score of these files is a lower bound: ${ownFirstMeasured.join(', ')}`);
const ownStatic = measured.reduce((n, [, r]) => n + (r.ownStatic ?? 0), 0);
if (ownStatic) console.log(`${ownStatic} of the own tests' kills are of static mutants, which try the own tests before the browser layer: the suite's score is a lower bound by up to ${ownStatic} kills`);
// A narrowed run's survivors may be killed by tests it did not run: say which figures rest on one.
if (narrowed.length) console.log(`measured with part of the suite's test files of the time (the unit layer alone, or a narrowed run: their survivors may be killed by the others): ${narrowed.join(', ')}`);

const pct = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} %`).padStart(8);
const line = (area: string, t: Tally) => {
  const s = scores(t);
  return `${area.padEnd(26)} ${String(s.valid).padStart(6)} ${String(t.killed).padStart(6)} ${String(t.ownKilled).padStart(5)} ${String(t.timeout).padStart(6)} ${String(t.survived).padStart(6)} ${String(t.noCoverage).padStart(6)} ${pct(s.stryker)} ${pct(s.suite)} ${String(t.equivalent).padStart(5)} ${String(t.unpinned).padStart(5)} ${String(t.browserKilled).padStart(5)} ${pct(s.withoutEquivalent)} ${pct(s.withoutUnpinned)}`;
};
console.log(`\n${'area'.padEnd(26)}  valid killed   own  t.out  surv.  nocov  stryker    suite  equiv unpin brows  w/o eq. w/o unp.`);
for (const [area, t] of [...tallies].sort(([a], [b]) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) console.log(line(area, t));
console.log(`
stryker   Stryker's mutation score: (killed + timeout) / (killed + timeout + survived + no coverage).
own       of killed, those only the reference's own tests (src/reference/**/*.test.*) killed: the suite let them survive.
suite     the suite's score: the same as Stryker's without the own tests' kills.
w/o eq.   (killed + timeout + browser-only with a recorded failing browser run) / (valid − equivalent).
w/o unp.  the same over (valid − equivalent − unpinned): what no clause or fact pins is left out as well.
t.out     time-outs, counted as detected as Stryker counts them; on a loaded machine a slow runner can make one.
${gaps.length} survivors no row judges (\`-- --gaps\` lists them); ${unproven.length} browser-only rows without a recorded failing run.`);
if (process.argv.includes('--gaps')) for (const g of gaps) console.log(`${g.file}:${g.line}:${g.column} ${g.status} ${g.mutator} → ${JSON.stringify(g.replacement).slice(0, 80)}`);
for (const u of unproven) console.log(`unproven: ${u.file}:${u.line}:${u.column} ${u.mutator}`);
if (errors.length) {
  console.error(`\n${errors.length} errors in mutation/equivalents.json:\n${errors.join('\n')}`);
  process.exitCode = 1;
}
