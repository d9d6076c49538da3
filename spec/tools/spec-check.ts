/**
 * `npm run spec:check`: every seed fact is a clause, every clause has a test or sits on the pending
 * list, and every test cites only known ids.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../catalogue/index.ts';
import { pending } from '../pending.ts';
import { citationsIn } from './citations.ts';
import { checkCoverage } from './coverage.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const report = checkCoverage(catalogue, citationsIn(resolve(root, 'spec/suite'), root), pending);

const bySection = new Map<number, number>();
for (const c of catalogue) bySection.set(c.section, (bySection.get(c.section) ?? 0) + 1);
console.log(`spec:check: ${catalogue.length} clauses (${[...bySection].sort(([a], [b]) => a - b).map(([s, n]) => `§${s} ${n}`).join(', ')})`);
console.log(`spec:check: ${report.covered.length} with tests, ${report.pending.length} pending their capability issue`);
for (const e of report.errors) console.error(`spec:check: ${e}`);
process.exitCode = report.errors.length ? 1 : 0;
