/**
 * `npm run spec:mutate`: catalogue mutation. Each pinned catalogue value is altered in turn — a number
 * moved one step either side, a string changed, a list item dropped or one added, a flag flipped — and
 * the gate judges it: first the seed-facts check (an altered seed fact no longer reads as the seed writes
 * it), then the tests citing its clause, run against the reference with the altered value
 * (UNI_CATALOGUE_MUTATION, see catalogue/index.ts). The reference keeps its own values, so every alteration
 * must fail the gate; one that passes is a survivor: a spec value nothing pins. The report says which
 * layer caught each (seed, unit, browser).
 *
 *   npm run spec:mutate                      every alteration (about 25 minutes on 2 cores)
 *   npm run spec:mutate -- --sample 20       a sample, the same every run (--seed N picks another)
 *   npm run spec:mutate -- --clause ID       one clause's alterations (repeatable)
 *   npm run spec:mutate -- --resume          skips what the last run's report shows caught (it is written
 *                                            after every alteration, so an interrupted run resumes)
 *
 * Prints caught/total and each survivor; exits 1 when a survivor is not explained in
 * spec/catalogue/mutation-survivors.ts, or an alteration explained there is caught. Writes
 * reports/spec-mutate.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { alteredValues } from '../catalogue/alteration.ts';
import { catalogue } from '../catalogue/index.ts';
import { explainedSurvivors } from '../catalogue/mutation-survivors.ts';
import { toolCommand } from '../harness/package-bin.ts';
import { alterationKey, alterationsOf, sampleOf, type Alteration } from './catalogue-alterations.ts';
import { citationsIn, listTestFiles } from './citations.ts';
import { execHeld } from './exec.ts';
import { checkSeedFacts, seedFactsInput } from './seed-facts.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    sample: { type: 'string' },
    seed: { type: 'string', default: '20261125' },
    clause: { type: 'string', multiple: true },
    resume: { type: 'boolean', default: false },
  },
});

const citations = citationsIn(resolve(root, 'spec/suite'), root);
const testFiles = listTestFiles(resolve(root, 'spec/suite')).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
/**
 * The files that may hold a test of `id`: those citing it in a title, and those naming it in a string (a
 * `describe.each` row filling `[%s]` cites it only at run time). The runners' title filter picks the tests.
 */
const filesOf = (id: string) => [...new Set([...citations.get(id)!, ...testFiles.filter((f) => f.text.includes(`'${id}'`)).map((f) => f.file)])];
const clauses = catalogue.filter((c) => citations.has(c.id) && (!args.clause || args.clause.includes(c.id)));
const all = clauses.flatMap((c) => alterationsOf(c.id, c.values));
type Result = { key: string; caught: boolean; layer: string };
const reportFile = resolve(root, 'reports/spec-mutate.json');
const earlier: Result[] = args.resume && existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { results: Result[] }).results : [];
const caughtBefore = new Map(earlier.filter((r) => r.caught).map((r) => [r.key, r]));
const drawn = args.sample ? sampleOf(all, Number(args.sample), Number(args.seed)) : all;
const chosen = drawn.filter((a) => !caughtBefore.has(alterationKey(a)));
const resumed = drawn.flatMap((a) => caughtBefore.get(alterationKey(a)) ?? []);
console.log(`spec:mutate: ${drawn.length} of ${all.length} alterations of ${clauses.length} clauses${args.sample ? ` (sample, seed ${args.seed})` : ''}` +
  (args.resume ? `; ${resumed.length} caught in the last run's report, ${chosen.length} to run` : ''));

/** The seed-facts check of `npm run spec:check` on the catalogue with one value altered: its errors. */
const seedCheck = await seedFactsInput(root);
const seedErrors = (alteration: Alteration) => checkSeedFacts({
  ...seedCheck,
  catalogue: catalogue.map((c) => (c.id === alteration.id ? { ...c, values: alteredValues(c.values, alteration) } : c)),
}).errors;
const unaltered = checkSeedFacts(seedCheck).errors;
if (unaltered.length) throw new Error(`the seed-facts check fails on the catalogue as it is; fix that first:\n${unaltered.join('\n')}`);

const port = process.env.UNI_REFERENCE_PORT ?? '4186';
// One build of the reference's host for every browser run (reference/index.ts, UNI_REFERENCE_BUILT).
if (chosen.some((a) => filesOf(a.id).some((f) => f.endsWith('.spec.ts')))) {
  const built = await execHeld(...toolCommand('vite', 'vite', 'build', '--logLevel', 'error'), { UNI_REFERENCE_PORT: port });
  if (built.code !== 0) throw new Error(`the reference's host did not build:\n${built.output}`);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const results: Result[] = [...resumed];
mkdirSync(resolve(root, 'reports'), { recursive: true });
const writeReport = (done: boolean) => writeFileSync(reportFile,
  `${JSON.stringify({ seed: args.sample ? Number(args.seed) : undefined, total: all.length, drawn: drawn.length, ran: results.length, done, caught: results.filter((r) => r.caught).length, results }, null, 2)}\n`);
for (const [i, alteration] of chosen.entries()) {
  const files = filesOf(alteration.id);
  const unit = files.filter((f) => /\.test\.tsx?$/.test(f));
  const browser = files.filter((f) => f.endsWith('.spec.ts'));
  const filter = `\\[([^\\]]*, )?${escape(alteration.id)}(, [^\\]]*)?\\]`;
  const env = { UNI_CATALOGUE_MUTATION: JSON.stringify(alteration), UNI_REPORTS_DIR: resolve(root, 'reports/spec-mutate'), UNI_REFERENCE_PORT: port, UNI_REFERENCE_BUILT: '1' };
  // The cheapest layer first, and one failing test is enough.
  let layer = 'seed';
  let caught = seedErrors(alteration).length > 0;
  if (!caught && unit.length) {
    layer = 'unit';
    caught = (await execHeld(...toolCommand('vitest', 'vitest', 'run', '--project', 'suite', '-t', filter, '--bail', '1', ...unit), env)).code !== 0;
  }
  if (!caught && browser.length) {
    layer = 'browser';
    caught = (await execHeld(...toolCommand('@playwright/test', 'playwright', 'test', '--grep', filter, '--max-failures', '1', ...browser), env)).code !== 0;
  }
  const key = alterationKey(alteration);
  results.push({ key, caught, layer });
  writeReport(false);
  console.log(`${String(i + 1).padStart(4)}/${chosen.length} ${caught ? `caught (${layer})`.padEnd(16) : 'SURVIVED        '} ${key}`);
}
const survivors = results.filter((r) => !r.caught);
const unexplained = survivors.filter((r) => !explainedSurvivors[r.key]);
// An explanation of an alteration the gate now catches explains nothing: it must go, as a survivor must be explained.
const stale = results.filter((r) => r.caught && explainedSurvivors[r.key]);
const caught = results.length - survivors.length;
writeReport(true);
const byLayer = ['seed', 'unit', 'browser'].map((l) => `${results.filter((r) => r.caught && r.layer === l).length} by ${l === 'seed' ? 'the seed-facts check' : `the ${l} layer`}`).join(', ');
console.log(`\nspec:mutate: ${caught}/${results.length} caught (${byLayer})`);
console.log(`spec:mutate: ${caught}/${results.length} caught (${results.length ? ((caught / results.length) * 100).toFixed(1) : '–'} %), ${survivors.length - unexplained.length} survivors explained in spec/catalogue/mutation-survivors.ts`);
for (const s of unexplained) console.log(`survivor not explained: ${s.key}`);
for (const s of stale) console.log(`explained in mutation-survivors.ts but caught (${s.layer}): ${s.key}`);
process.exitCode = unexplained.length || stale.length ? 1 : 0;
