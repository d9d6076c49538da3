/**
 * `npm run mutation:areas`: the whole run made of Stryker runs over a few areas of the reference at a time (an
 * area is a folder, as the summary groups them; small areas go together up to about 12 kB of source, since
 * every run starts with a dry run of the whole suite, about two minutes), each on the whole suite, merged into
 * mutation/result.json as soon as it ends. A run stopped part-way keeps every batch it finished, and the next
 * invocation goes on from there, so a whole measurement can be built over several sittings.
 * It is incremental: a file is measured again in full only when it was never measured, its source changed, or
 * it was measured by part of the suite, and a run takes only such files of an area unless the area is named.
 * When a test file that killed one of its mutants has changed (the kept result names them, model.ts
 * `killersChanged`), its mutants run on those killers alone (reports/mutation-kills-*:
 * a kill there stands) and a mutant that lost its kill joins the survivors; without named killers (measured
 * before they were kept, or a kill no test made), in full. When only other tests changed since its measurement
 * (spec/ or the reference's own tests differ from the commit it was merged at), they can only kill survivors:
 * its survivors no row judges go into one run of survivors only, after the areas.
 *   npm run mutation:areas                      every area that needs it, then the survivors that need it
 *   npm run mutation:areas -- --list            the areas, their files, and what each needs
 *   npm run mutation:areas -- <area> <area>…    these areas, measured or not
 *   npm run mutation:areas -- --kills [<area>…]       only the runs on killers of these areas (else of every area)
 *                                                that need one, then those areas' survivors
 *   npm run mutation:areas -- --survivors [<area>…]   only the survivors no row judges, of these areas (else of
 *                                                every area), on the source the kept result measured: after new
 *                                                tests, what they kill, without running the areas' other mutants
 *   npm run mutation:areas -- --survivors --own [<area>…]   every survivor of these areas, judged or not, tried on
 *                                                the reference's own tests alone (STRYKER_LAYERS=own): after new own
 *                                                tests, when the suite's verdict on those survivors stands
 * Each batch's report stays in reports/mutation-<first area>/ (reports/mutation-survivors-<first area>/); the log
 * says each batch's wall time.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { areaOf, askedPlaces, judge, keyOf, validOf, mutateRange, needOf, rangeOf, sha256, type Proof, type Result, type Row, type Survivor } from './mutation/model.ts';
import { mutantFree, referenceFiles, suiteTestFiles } from './mutation/files.ts';

const root = resolve(import.meta.dirname, '..');
const kept = JSON.parse(readFileSync(join(root, 'mutation/result.json'), 'utf8')) as Result;
// A file Stryker makes no mutant of has nothing to measure: no run names it.
const reference = referenceFiles(root);
const free = new Set(await mutantFree(root, reference.filter((f) => !kept.files[f])));
const mutated = reference.filter((f) => !free.has(f)).sort();
const areas = new Map<string, string[]>();
for (const file of mutated) areas.set(areaOf(file), [...(areas.get(areaOf(file)) ?? []), file]);

const suiteTests = suiteTestFiles(root);
const read = (file: string) => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
const specChanged = new Map<string, boolean>();
/** The tests of a run: the suite (and its harness) and the reference's own tests. */
const TESTS = ['spec', ':(glob)src/reference/**/*.test.*'];
/** Whether the tests differ from `commit`: committed or not, a new file not yet added included. */
const specChangedSince = (commit: string) => {
  if (!specChanged.has(commit)) {
    const differs = spawnSync('git', ['diff', '--quiet', commit, '--', ...TESTS], { cwd: root }).status !== 0;
    const added = spawnSync('git', ['ls-files', '--others', '--exclude-standard', ...TESTS], { cwd: root, encoding: 'utf8' }).stdout.trim() !== '';
    specChanged.set(commit, differs || added);
  }
  return specChanged.get(commit)!;
};
/** What each file needs of this run (model.ts `needOf`), read once: its source and its killers' sources. */
const needs = new Map(mutated.map((file) => {
  const entry = kept.files[file];
  return [file, needOf(entry, read(file), suiteTests, read, entry ? specChangedSince(entry.commit) : true)] as const;
}));
const need = (file: string) => needs.get(file);

const args = process.argv.slice(2);
const unknown = args.filter((a) => !a.startsWith('--') && !areas.has(a));
if (unknown.length) throw new Error(`no such area: ${unknown.join(', ')} (\`-- --list\` lists them)`);
const named = args.filter((a) => !a.startsWith('--'));
const onlySurvivors = args.includes('--survivors');
const ownOnly = args.includes('--own');
const onlyKills = args.includes('--kills');
if (ownOnly && !onlySurvivors) throw new Error('--own tries survivors only: add --survivors');

const rows = JSON.parse(readFileSync(join(root, 'mutation/equivalents.json'), 'utf8')).rows as Row[];
const proofs = JSON.parse(readFileSync(join(root, 'mutation/browser-proofs.json'), 'utf8')).proofs as Proof[];
/** Whether `file`'s source is the one `result` measured. */
const unchanged = (result: Result, file: string) => result.files[file]?.sha256 === sha256(read(file) ?? '');
/**
 * The survivors to try, by file, of files whose source is the one `result` measured: those no row judges, or
 * (--own) every one, since the reference's own tests pin what the rows call unpinned. Read again after the
 * runs on killers, whose lost kills are survivors no row judges.
 */
function gapsOf(result: Result, unjudged = judge(result, rows, proofs, read).gaps) {
  const gaps = new Map<string, Survivor[]>();
  for (const s of ownOnly ? result.survivors : unjudged) gaps.set(s.file, [...(gaps.get(s.file) ?? []), s]);
  // Each file's source read and hashed once, not once per survivor.
  for (const file of gaps.keys()) if (!unchanged(result, file)) gaps.delete(file);
  return gaps;
}
const keptUnjudged = judge(kept, rows, proofs, read).gaps;
const gaps = gapsOf(kept, keptUnjudged);
const unjudged = new Set(keptUnjudged.map(keyOf));
/** Stryker's `--mutate` ranges of the survivors of `files`. */
const survivorRanges = (files: string[], of: Map<string, Survivor[]>) => files.flatMap((f) => (of.get(f) ?? []).map((s) => mutateRange(f, s)));

const slug = (area: string) => area.replace(/\W+/g, '-');
const BATCH_BYTES = 12_000;
const bytes = (files: string[]) => files.reduce((n, f) => n + statSync(join(root, f)).size, 0);
/** A run's areas and, of each, the files it takes. */
type Batch = { area: string; files: string[] }[];
/** Areas (of them, the files `take` keeps), a few to a run (each run's dry run is the whole suite). */
function batchesOf(chosen: string[], take: (file: string) => boolean = () => true): Batch[] {
  const batches: Batch[] = [];
  for (const area of chosen) {
    const files = areas.get(area)!.filter(take);
    if (!files.length) continue;
    const last = batches.at(-1);
    if (last && bytes(last.flatMap((a) => a.files)) < BATCH_BYTES) last.push({ area, files });
    else batches.push([{ area, files }]);
  }
  return batches;
}
/** A batch's areas, a part of one named with how many of its files the run takes. */
const labelOf = (batch: Batch) => batch.map(({ area, files }) => (files.length < areas.get(area)!.length ? `${area} (${files.length} of ${areas.get(area)!.length} files)` : area)).join(' + ');

interface Run { label: string; out: string; mutate: string[]; files: number; survivors: boolean; tests?: string[]; carried?: string[] }
/**
 * A run measuring files in full: of an area, every file when it is named, else those that need it (the others'
 * measurements stand: running their mutants again would only repeat them). Of its files measured before on
 * today's source (run again to learn their killers, or to measure with the whole suite what part of it
 * measured), the survivors a row judges are carried over (scripts/mutation/carried.mjs), as a run of survivors
 * only would leave them.
 */
const fullRun = (batch: Batch): Run => {
  const files = batch.flatMap((a) => a.files);
  const again = files.filter((f) => unchanged(kept, f));
  return { label: labelOf(batch), out: `reports/mutation-${slug(batch[0]!.area)}`, mutate: files, files: files.length, survivors: false, carried: judgedSurvivors(again) };
};
/** The keys of the survivors of `files` that a row judges: a run to learn killers carries them over. */
const judgedSurvivors = (files: string[]) => kept.survivors.filter((s) => files.includes(s.file) && !unjudged.has(keyOf(s))).map(keyOf);
/**
 * One run for the files of these areas whose kills may no longer stand, on the test files that killed their
 * mutants (each file's killers, model.ts `needOf` 'kills'): a mutant costs only the killers that cover it, and
 * the dry run is theirs alone.
 */
const killsRun = (batch: Batch): Run => {
  const files = batch.flatMap((a) => a.files);
  const tests = [...new Set(files.flatMap((f) => Object.keys(kept.files[f]!.killers!)))].filter((t) => existsSync(join(root, t))).sort();
  // Where the kept result lists each killer's kills, only the mutants a changed killer killed (their ranges take
  // in the mutants inside them too, which the merge leaves as they were).
  const mutate = files.flatMap((f) => askedPlaces(kept.files[f]!, read)?.map((place) => mutateRange(f, rangeOf(place))) ?? [f]);
  // A survivor it runs can only be killed by them, and a run of survivors only would leave a judged one: carried over.
  return { label: `kills of ${labelOf(batch)} on their ${tests.length} killers`, out: `reports/mutation-kills-${slug(batch[0]!.area)}`, mutate, files: files.length, survivors: false, tests, carried: judgedSurvivors(files) };
};
/** One run for every survivor of these areas: a survivor costs its own tests, and one dry run serves them all. */
const survivorsRun = (chosen: string[], of: Map<string, Survivor[]>, take: (file: string) => boolean = () => true): Run[] => {
  const withGaps = chosen.filter((area) => areas.get(area)!.some((f) => of.has(f) && take(f)));
  const files = withGaps.flatMap((area) => areas.get(area)!).filter((f) => of.has(f) && take(f));
  if (!files.length) return [];
  const out = `reports/mutation-survivors-${ownOnly ? 'own-' : ''}${slug(withGaps[0]!)}`;
  return [{ label: `survivors of ${withGaps.join(' + ')}${ownOnly ? ' on the own tests' : ''}`, out, mutate: survivorRanges(files, of), files: files.length, survivors: true }];
};

let runs: Run[];
/**
 * What is tried on the whole suite after the runs above: of these areas, the files run on their killers here
 * (their lost kills) and, but with --kills, those whose tests changed since their measurement and that have
 * survivors no row judges (a file measured in full here is neither).
 */
let after: { areas: string[]; take: (file: string) => boolean } | undefined;
if (onlySurvivors) {
  runs = survivorsRun(named.length ? named : [...areas.keys()], gaps);
} else if (named.length && !onlyKills) {
  runs = batchesOf(named).map(fullRun);
} else {
  const chosen = named.length ? named : [...areas.keys()];
  const whole = onlyKills ? [] : batchesOf(chosen, (f) => need(f) === 'full');
  const byKillers = batchesOf(chosen, (f) => need(f) === 'kills');
  const take = (f: string) => need(f) === 'kills' || (!onlyKills && need(f) === 'survivors' && gaps.has(f));
  const tried = chosen.filter((area) => areas.get(area)!.some(take));
  if (tried.length) after = { areas: tried, take };
  runs = [...whole.map(fullRun), ...byKillers.map(killsRun)];
}
const planned = [...runs.map((r) => r.label), ...(after ? [`then the survivors of ${after.areas.join(' + ')}`] : [])];
console.log(`mutation:areas: ${runs.length} runs: ${planned.join(', ') || 'none, every measurement stands'}`);
if (args.includes('--list')) {
  console.log('');
  for (const [area, files] of areas) {
    const needs = files.map((f) => need(f) ?? 'measured');
    const what = (['full', 'kills', 'survivors'] as const).find((n) => needs.includes(n))?.padEnd(9) ?? 'measured ';
    const split = new Set(needs).size > 1 ? `: ${(['full', 'kills', 'survivors', 'measured'] as const).filter((n) => needs.includes(n)).map((n) => `${needs.filter((m) => m === n).length} ${n}`).join(', ')}` : '';
    console.log(`${what} ${area} (${files.length} files${split}${gaps.size ? `, ${files.reduce((n, f) => n + (gaps.get(f)?.length ?? 0), 0)} ${ownOnly ? 'survivors' : 'unjudged survivors'}` : ''})`);
  }
  // What the runs would take, in the kept result's mutants: the size of the backlog.
  const size = (kind: string) => {
    const files = mutated.filter((f) => (need(f) ?? 'measured') === kind);
    // A run of survivors takes those no row judges; the others, every mutant (of a run on killers, at most).
    if (kind === 'survivors') return `survivors ${files.length} files (${files.reduce((n, f) => n + (gaps.get(f)?.length ?? 0), 0)} unjudged survivors)`;
    const mutants = files.reduce((n, f) => n + (kept.files[f] ? validOf(kept.files[f]!) : 0), 0);
    return `${kind} ${files.length} files (${mutants} mutants${files.some((f) => !kept.files[f]) ? ' and those of files never measured' : ''})`;
  };
  console.log(`\n${['full', 'kills', 'survivors', 'measured'].map(size).join('; ')}`);
  process.exit(0);
}
function measure(run: Run) {
  rmSync(join(root, run.out, 'mutation.json'), { force: true });
  const carriedFile = join(root, run.out, 'carried.json');
  if (run.carried?.length) {
    mkdirSync(join(root, run.out), { recursive: true });
    writeFileSync(carriedFile, JSON.stringify(run.carried));
  }
  const started = Date.now();
  const stryker = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', '--mutate', run.mutate.join(','),
    '--reporters', 'json,html,progress-append-only'], {
    cwd: root, stdio: 'inherit',
    env: {
      ...process.env, STRYKER_OUT: run.out, ...(ownOnly ? { STRYKER_LAYERS: 'own' } : {}), ...(run.tests ? { STRYKER_TESTS: run.tests.join(',') } : {}),
      ...(run.carried?.length ? { STRYKER_CARRIED: carriedFile } : {}),
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (stryker.status !== 0 || !existsSync(join(root, run.out, 'mutation.json'))) {
    console.log(`mutation:areas: ${run.label} failed (exit ${stryker.status}) after ${seconds} s`);
    process.exitCode = 1;
    return;
  }
  spawnSync('npx', ['tsx', 'scripts/mutation-summary.ts', '--merge'], { cwd: root, stdio: 'ignore' });
  console.log(`mutation:areas: ${run.label} (${run.survivors ? `${run.mutate.length} survivors of ` : ''}${run.files} files${run.carried?.length ? `, ${run.carried.length} judged survivors carried over` : ''}) measured in ${seconds} s`);
}
for (const run of runs) measure(run);
// The runs above merged: the kept result now holds the kills their killers lost, as survivors no row judges.
if (after) {
  for (const run of survivorsRun(after.areas, gapsOf(JSON.parse(readFileSync(join(root, 'mutation/result.json'), 'utf8')) as Result), after.take)) measure(run);
}
