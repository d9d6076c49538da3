/**
 * `npm run mutation:areas`: the whole run made of Stryker runs over a few areas of the reference at a time (an
 * area is a folder, as the summary groups them; small areas go together up to about 12 kB of source, since
 * every run starts with a dry run of the whole suite, about two minutes), each on the whole suite, merged into
 * mutation/result.json as soon as it ends. A run stopped part-way keeps every batch it finished, and the next
 * invocation skips the areas measured on today's source by the whole suite, so a whole measurement can be
 * built over several sittings.
 *   npm run mutation:areas                      every area not yet measured on today's source
 *   npm run mutation:areas -- --list            the areas, their files, and which are measured
 *   npm run mutation:areas -- <area> <area>…    these areas, measured or not
 *   npm run mutation:areas -- --survivors [<area>…]   only the survivors no row judges, of these areas (else of
 *                                                every area), on the source the kept result measured: after new
 *                                                tests, what they kill, without running the areas' other mutants
 * Each batch's report stays in reports/mutation-<first area>/ (reports/mutation-survivors-<first area>/); the log
 * says each batch's wall time.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { areaOf, judge, sha256, type Proof, type Result, type Row, type Survivor } from './mutation/model.ts';
import { referenceFiles, suiteTestFiles } from './mutation/files.ts';

const root = resolve(import.meta.dirname, '..');
const mutated = referenceFiles(root).sort();
const areas = new Map<string, string[]>();
for (const file of mutated) areas.set(areaOf(file), [...(areas.get(areaOf(file)) ?? []), file]);

const suiteTests = suiteTestFiles(root);
const kept = JSON.parse(readFileSync(join(root, 'mutation/result.json'), 'utf8')) as Result;
/** Measured on today's source, by a run of the whole suite (both layers). */
const measured = (file: string) => {
  const r = kept.files[file];
  return r !== undefined && r.testFiles >= suiteTests && r.sha256 === sha256(readFileSync(join(root, file), 'utf8'));
};
const done = (area: string) => areas.get(area)!.every(measured);

const args = process.argv.slice(2);
const unknown = args.filter((a) => !a.startsWith('--') && !areas.has(a));
if (unknown.length) throw new Error(`no such area: ${unknown.join(', ')} (\`-- --list\` lists them)`);
const named = args.filter((a) => !a.startsWith('--'));
const onlySurvivors = args.includes('--survivors');

/** The survivors no row judges, by file, of files whose source is the one the kept result measured. */
const gaps = new Map<string, Survivor[]>();
if (onlySurvivors) {
  const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
  const rows = JSON.parse(readFileSync(join(root, 'mutation/equivalents.json'), 'utf8')).rows as Row[];
  const proofs = JSON.parse(readFileSync(join(root, 'mutation/browser-proofs.json'), 'utf8')).proofs as Proof[];
  for (const s of judge(kept, rows, proofs, read).gaps) {
    if (kept.files[s.file]!.sha256 === sha256(read(s.file) ?? '')) gaps.set(s.file, [...(gaps.get(s.file) ?? []), s]);
  }
}
/** What Stryker mutates for `files`: the files, or the survivors' ranges (its columns from 0, a report's from 1). */
const mutateOf = (files: string[]) => (onlySurvivors
  ? files.flatMap((f) => (gaps.get(f) ?? []).map((s) => `${f}:${s.line}:${s.column - 1}-${s.endLine}:${s.endColumn}`))
  : files);
const chosen = named.length ? named
  : [...areas.keys()].filter((area) => (onlySurvivors ? mutateOf(areas.get(area)!).length > 0 : !done(area)));

const slug = (area: string) => area.replace(/\W+/g, '-');
const BATCH_BYTES = 12_000;
const bytes = (areaList: string[]) => areaList.flatMap((a) => areas.get(a)!).reduce((n, f) => n + statSync(join(root, f)).size, 0);
const batches: string[][] = [];
for (const area of chosen) {
  const last = batches.at(-1);
  if (last && bytes(last) < BATCH_BYTES) last.push(area);
  else batches.push([area]);
}
console.log(`mutation:areas: ${chosen.length} areas in ${batches.length} runs: ${batches.map((b) => b.join(' + ')).join(', ')}`);
if (args.includes('--list')) {
  console.log('');
  for (const [area, files] of areas) console.log(`${done(area) ? 'measured ' : 'pending  '} ${area} (${files.length} files)`);
  process.exit(0);
}
for (const batch of batches) {
  const files = batch.flatMap((area) => areas.get(area)!);
  const mutate = mutateOf(files);
  if (mutate.length === 0) {
    console.log(`mutation:areas: ${batch.join(' + ')}: no survivor left to measure again`);
    continue;
  }
  const out = `reports/mutation-${onlySurvivors ? 'survivors-' : ''}${slug(batch[0]!)}`;
  rmSync(join(root, out, 'mutation.json'), { force: true });
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', '--mutate', mutate.join(','),
    '--reporters', 'json,html,progress-append-only'], {
    cwd: root, stdio: 'inherit', env: { ...process.env, STRYKER_OUT: out },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0 || !existsSync(join(root, out, 'mutation.json'))) {
    console.log(`mutation:areas: ${batch.join(' + ')} failed (exit ${run.status}) after ${seconds} s`);
    process.exitCode = 1;
    continue;
  }
  spawnSync('npx', ['tsx', 'scripts/mutation-summary.ts', '--merge'], { cwd: root, stdio: 'ignore' });
  console.log(`mutation:areas: ${batch.join(' + ')} (${onlySurvivors ? `${mutate.length} survivors of ` : ''}${files.length} files) measured in ${seconds} s`);
}
