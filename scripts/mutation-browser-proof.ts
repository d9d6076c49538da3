/**
 * `npm run mutation:proof -- [file]`: proves the browser-only rows of mutation/equivalents.json
 * (optionally only those of one file). Stryker runs only the Vitest layer; a row saying a Playwright test kills
 * its mutant counts as killed only once that test was seen failing on it. For each row this copies the tracked
 * files to a temporary folder, applies the mutant there (its location and replacement from a Stryker report
 * under reports/mutation*\/ on today's source), runs the named test, and records the outcome with the source's
 * hash in mutation/browser-proofs.json. A control run on the unmutated copy comes first: a test that fails
 * without the mutant proves nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { idOf, keyOf, sha256, type Proof, type Report, type ReportMutant, type Row } from './mutation/model.ts';

const root = resolve(import.meta.dirname, '..');
const only = process.argv[2];
const rows = (JSON.parse(readFileSync(join(root, 'mutation/equivalents.json'), 'utf8')) as { rows: Row[] }).rows
  .filter((r) => r.kind === 'browser-only' && (!only || r.file === only));
const proofsFile = join(root, 'mutation/browser-proofs.json');
const proofs = existsSync(proofsFile) ? (JSON.parse(readFileSync(proofsFile, 'utf8')) as { proofs: Proof[] }).proofs : [];

/** The report mutant a row names, from any report that measured today's source. */
function locate(row: Row): ReportMutant | undefined {
  for (const dir of readdirSync(join(root, 'reports')).filter((d) => d.startsWith('mutation'))) {
    const file = join(root, 'reports', dir, 'mutation.json');
    if (!existsSync(file)) continue;
    const entry = (JSON.parse(readFileSync(file, 'utf8')) as Report).files[row.file];
    if (entry?.source !== readFileSync(join(root, row.file), 'utf8')) continue;
    const found = entry.mutants.find((m) => keyOf(idOf(row.file, m)) === keyOf(row));
    if (found) return found;
  }
  return undefined;
}

/** Stryker's locations are 1-based lines and columns. */
function apply(source: string, m: ReportMutant): string {
  const lines = source.split('\n');
  const offset = (p: { line: number; column: number }) => lines.slice(0, p.line - 1).reduce((n, l) => n + l.length + 1, 0) + p.column - 1;
  return source.slice(0, offset(m.location.start)) + m.replacement + source.slice(offset(m.location.end));
}

function copyRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mutation-proof-'));
  for (const file of execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/** One Playwright run of `test` in `dir`, on a port of its own so it never meets another run's server. */
function runs(dir: string, test: string): boolean {
  const run = spawnSync('npx', ['playwright', 'test', test, '--reporter=line'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, PW_WORKERS: '1', UNI_REFERENCE_PORT: '4391', UNI_REPORTS_DIR: join(dir, 'reports') },
  });
  return run.status === 0;
}

const dir = copyRepo();
try {
  for (const test of new Set(rows.map((r) => r.test!))) {
    if (!runs(dir, test)) throw new Error(`${test} fails without a mutant: it proves nothing`);
  }
  for (const row of rows) {
    const mutant = locate(row);
    if (!mutant) throw new Error(`${keyOf(row)}: no report on today's source makes this mutant; run Stryker on ${row.file}`);
    const source = readFileSync(join(root, row.file), 'utf8');
    writeFileSync(join(dir, row.file), apply(source, mutant));
    const outcome = runs(dir, row.test!) ? 'passed' : 'failed';
    writeFileSync(join(dir, row.file), source);
    console.log(`${keyOf(row)}: ${row.test} ${outcome}`);
    const { file, line, column, endLine, endColumn, mutator, replacement } = row;
    const proof: Proof = { file, line, column, endLine, endColumn, mutator, replacement, test: row.test!, sha256: sha256(source), outcome, at: new Date().toISOString() };
    const i = proofs.findIndex((p) => keyOf(p) === keyOf(row) && p.test === row.test);
    if (i >= 0) proofs[i] = proof;
    else proofs.push(proof);
    writeFileSync(proofsFile, `${JSON.stringify({ proofs }, null, 1)}\n`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
