/**
 * `npm run spec:render`: renders `spec/SPEC.md` and `<out>/spec.html` from whatever reports exist, without
 * running anything: the results of the targets of the latest `matrix.json` (or the default targets) that
 * have a run under `<out>/targets/`; a target without one shows "not run".
 *
 *   npm run spec:render -- [--out DIR]   (default UNI_REPORTS_DIR or reports/)
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogue } from '../catalogue/index.ts';
import { SECTION_TITLES } from '../catalogue/types.ts';
import { clauseHashes } from './clause-hash.ts';
import { buildMatrix, DEFAULT_TARGETS, type Matrix } from './matrix-model.ts';
import { readRun } from './matrix-runs.ts';
import { writeSpec } from './spec-doc.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(args.out ?? process.env.UNI_REPORTS_DIR ?? resolve(root, 'reports'));

// The targets of the latest matrix, read again from their runs so the spec follows the catalogue as it is now.
const saved = resolve(out, 'matrix.json');
const names = existsSync(saved) ? (JSON.parse(readFileSync(saved, 'utf8')) as Matrix).targets.map((t) => t.name) : DEFAULT_TARGETS;
const matrix = buildMatrix({ clauses: catalogue, runs: names.map((name) => readRun(out, name)), sectionTitles: SECTION_TITLES, hashes: clauseHashes(catalogue, root) });
console.log(`spec:render: results of ${matrix.targets.filter((t) => t.ran).map((t) => t.name).join(', ') || 'no target'} from ${relative(process.cwd(), out) || '.'}`);
console.log(`written: ${writeSpec(matrix, out, root).map((p) => relative(process.cwd(), p)).join(' · ')}`);
