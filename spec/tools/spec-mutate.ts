/**
 * `npm run spec:mutate`: catalogue mutation. Each pinned catalogue value is altered in turn — a number
 * moved one step either side, a string changed, a list item dropped or one added, a flag flipped — and
 * the tests citing its clause run against the reference with the altered value (UNI_CATALOGUE_MUTATION,
 * see catalogue/index.ts). The reference keeps its own values, so every alteration must fail the gate; one
 * that passes is a survivor: a spec value no test pins.
 *
 *   npm run spec:mutate                      every alteration (hours on 2 cores)
 *   npm run spec:mutate -- --sample 20       a sample, the same every run (--seed N picks another)
 *   npm run spec:mutate -- --clause ID       one clause's alterations (repeatable)
 *
 * Prints caught/total and each survivor; exits 1 when a survivor is not explained in
 * spec/catalogue/mutation-survivors.ts. Writes reports/spec-mutate.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogue } from '../catalogue/index.ts';
import { explainedSurvivors } from '../catalogue/mutation-survivors.ts';
import { alterationKey, alterationsOf, sampleOf } from './catalogue-alterations.ts';
import { citationsIn, listTestFiles } from './citations.ts';
import { execHeld } from './exec.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    sample: { type: 'string' },
    seed: { type: 'string', default: '20261125' },
    clause: { type: 'string', multiple: true },
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
const chosen = args.sample ? sampleOf(all, Number(args.sample), Number(args.seed)) : all;
console.log(`spec:mutate: ${chosen.length} of ${all.length} alterations of ${clauses.length} clauses${args.sample ? ` (sample, seed ${args.seed})` : ''}`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const results: { key: string; caught: boolean; layer: string }[] = [];
for (const [i, alteration] of chosen.entries()) {
  const files = filesOf(alteration.id);
  const unit = files.filter((f) => /\.test\.tsx?$/.test(f));
  const browser = files.filter((f) => f.endsWith('.spec.ts'));
  const filter = `\\[([^\\]]*, )?${escape(alteration.id)}(, [^\\]]*)?\\]`;
  const env = { UNI_CATALOGUE_MUTATION: JSON.stringify(alteration), UNI_REPORTS_DIR: resolve(root, 'reports/spec-mutate'), UNI_REFERENCE_PORT: process.env.UNI_REFERENCE_PORT ?? '4186' };
  // The unit layer first: it is fast, and one failing test is enough.
  let caught = false;
  let layer = 'unit';
  if (unit.length) caught = (await execHeld('npx', ['vitest', 'run', '--project', 'suite', '-t', filter, '--bail', '1', ...unit], env)).code !== 0;
  if (!caught && browser.length) {
    layer = 'browser';
    caught = (await execHeld('npx', ['playwright', 'test', '--grep', filter, '--max-failures', '1', ...browser], env)).code !== 0;
  }
  const key = alterationKey(alteration);
  results.push({ key, caught, layer });
  console.log(`${String(i + 1).padStart(4)}/${chosen.length} ${caught ? 'caught  ' : 'SURVIVED'} ${key}`);
}
const survivors = results.filter((r) => !r.caught);
const unexplained = survivors.filter((r) => !explainedSurvivors[r.key]);
const caught = results.length - survivors.length;
mkdirSync(resolve(root, 'reports'), { recursive: true });
writeFileSync(resolve(root, 'reports/spec-mutate.json'), `${JSON.stringify({ seed: args.sample ? Number(args.seed) : undefined, total: all.length, ran: results.length, caught, results }, null, 2)}\n`);
console.log(`\nspec:mutate: ${caught}/${results.length} caught (${results.length ? ((caught / results.length) * 100).toFixed(1) : '–'} %), ${survivors.length - unexplained.length} survivors explained in spec/catalogue/mutation-survivors.ts`);
for (const s of unexplained) console.log(`survivor not explained: ${s.key}`);
process.exitCode = unexplained.length ? 1 : 0;
