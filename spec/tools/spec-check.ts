/**
 * `npm run spec:check`: every seed fact is a clause, every clause has a test or sits on the pending
 * list, every test cites only known ids, and the reference imports nothing from spec/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../catalogue/index.ts';
import { pending } from '../pending.ts';
import { citationsIn, uncitedTests } from './citations.ts';
import { checkCoverage } from './coverage.ts';
import { findSpecImports } from './reference-independent.ts';
import { seedFactsStep } from './seed-facts.ts';
import { selectorUsesUnder } from './selectors.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const citations = citationsIn(resolve(root, 'spec/suite'), root);

// --prune-pending: take the clauses that have gained tests off the pending list.
if (process.argv.includes('--prune-pending')) {
  const file = resolve(root, 'spec/pending.ts');
  const kept = readFileSync(file, 'utf8').split('\n').filter((line) => {
    const id = line.match(/^\s*'([^']+)',$/)?.[1];
    return !id || !citations.has(id);
  });
  writeFileSync(file, kept.join('\n'));
  console.log(`spec:check: pruned ${pending.filter((id) => citations.has(id)).length} clauses from spec/pending.ts`);
}
const current = process.argv.includes('--prune-pending') ? pending.filter((id) => !citations.has(id)) : pending;
const report = checkCoverage(catalogue, citations, current);

const bySection = new Map<number, number>();
for (const c of catalogue) bySection.set(c.section, (bySection.get(c.section) ?? 0) + 1);
console.log(`spec:check: ${catalogue.length} clauses (${[...bySection].sort(([a], [b]) => a - b).map(([s, n]) => `§${s} ${n}`).join(', ')})`);
console.log(`spec:check: ${report.covered.length} with tests, ${report.pending.length} pending their capability issue`);
const specImports = findSpecImports(resolve(root, 'src'), root).map((i) =>
  `${i.file}:${i.line} imports ${i.specifier} (${i.target}): the reference must stand alone; give it its own copy of what it needs`);
const errors = [
  ...report.errors,
  ...uncitedTests(resolve(root, 'spec/suite'), root).map((t) => `${t.file}:${t.line} cites no clause: ${t.title}`),
  ...specImports,
  ...selectorUsesUnder(resolve(root, 'spec/suite'), root).map((u) =>
    `${u.file}:${u.line} ${u.rule}: ${u.text}`),
  ...await seedFactsStep(root),
];
for (const e of errors) console.error(`spec:check: ${e}`);
process.exitCode = errors.length ? 1 : 0;
