/**
 * `npm run matrix`: runs the conformance suite against several targets, one after another, and writes the
 * cross-target matrix (`matrix.json`, `matrix.html`) and the rendered spec (`spec.html`, `spec/SPEC.md`).
 *
 *   npm run matrix -- [--targets a,b,c] [--reuse | --fresh] [--out DIR] [--ports 4185-4189] [--lock FILE]
 *
 * Each target's run goes to `<out>/targets/<name>/` (its conformance.json and .html, Allure, run.log).
 * A target whose inputs (target-inputs.ts: the suite, its own folder, the reference for targets built on
 * it) have not changed since its last run there is not run again: that run is reused, and the matrix
 * says so. `--fresh` runs every target; `--reuse` renders from the runs already there, whatever their
 * inputs. Targets take the ports of `--ports` in turn
 * (UNI_REFERENCE_PORT for targets built on the reference; default that variable or 4173); `--lock` runs
 * each target under flock(1). A target that cannot run becomes a column saying why. Exits 0 once the
 * matrix is written: faulty targets fail by design, the matrix is the verdict.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogue } from '../catalogue/index.ts';
import { SECTION_TITLES } from '../catalogue/types.ts';
import { clauseHashes } from './clause-hash.ts';
import { renderMatrixHtml } from './matrix-html.ts';
import { buildMatrix, DEFAULT_TARGETS, formatScore, type TargetRun } from './matrix-model.ts';
import { readRun, reusableRun, runTarget } from './matrix-runs.ts';
import { inputsHash } from './target-inputs.ts';
import { writeSpec } from './spec-doc.ts';

const root = resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    targets: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    out: { type: 'string' },
    ports: { type: 'string' },
    lock: { type: 'string' },
  },
});

const out = resolve(args.out ?? process.env.UNI_REPORTS_DIR ?? resolve(root, 'reports'));
const names = args.targets ? args.targets.split(',').map((s) => s.trim()).filter(Boolean) : [...DEFAULT_TARGETS];
const ports = portRange(args.ports ?? process.env.UNI_REFERENCE_PORT ?? '4173');

const runs: TargetRun[] = [];
for (const [i, name] of names.entries()) {
  if (args.reuse) {
    runs.push(readRun(out, name));
    continue;
  }
  const inputs = inputsHash(root, name);
  const earlier = args.fresh ? undefined : reusableRun(out, name, inputs);
  if (earlier) {
    console.log(`\n══ matrix: ${name} (${i + 1} of ${names.length}): reused, its inputs unchanged since ${earlier.finishedAt} ══`);
    runs.push(earlier);
    continue;
  }
  console.log(`\n══ matrix: ${name} (${i + 1} of ${names.length}) ══`);
  runs.push(await runTarget(name, { root, out, port: ports[i % ports.length]!, lock: args.lock, inputs }));
}

const matrix = buildMatrix({ clauses: catalogue, runs, sectionTitles: SECTION_TITLES, hashes: clauseHashes(catalogue, root) });
mkdirSync(out, { recursive: true });
writeFileSync(resolve(out, 'matrix.json'), `${JSON.stringify(matrix, null, 2)}\n`);
writeFileSync(resolve(out, 'matrix.html'), renderMatrixHtml(matrix));
const written = [resolve(out, 'matrix.json'), resolve(out, 'matrix.html'), ...writeSpec(matrix, out, root)];

console.log('\n── conformance matrix ──');
for (const t of matrix.targets) {
  const tests = t.tests?.ratio != null ? `, tests ${(t.tests.ratio * 100).toFixed(1)} % (${t.tests.passed}/${t.tests.ran})` : '';
  const when = t.reused ? `  [reused: inputs unchanged since ${t.finishedAt}]` : t.durationMs !== undefined ? `  [${(t.durationMs / 1000).toFixed(0)} s]` : '';
  console.log(`${t.name.padEnd(26)}${(t.ran ? formatScore(t.score) : 'not run').padStart(9)}  ${t.ran ? `${t.score.pass}/${t.score.applicable} passing, ${t.summary.fail} fail, ${t.summary['expected-fail']} expected-fail, ${t.summary['not-applicable']} not-applicable${tests}` : ''}${t.note ? `  (${t.note})` : ''}${t.stale ? `  (${t.stale} stale results)` : ''}${when}`);
}
console.log(`${matrix.allPass.count} of ${matrix.allPass.total} clauses pass on every target that ran`);
console.log(`written: ${written.map((p) => relative(process.cwd(), p)).join(' · ')}`);

/** `4185-4189` or `4185` → the ports to take in turn. */
function portRange(spec: string): number[] {
  const [from, to = from] = spec.split('-').map(Number);
  if (!Number.isInteger(from) || !Number.isInteger(to) || to! < from!) throw new Error(`--ports takes N or N-M, not ${spec}`);
  return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
}
