/**
 * `npm run conformance`: runs the suite against a target and writes the conformance report.
 *
 *   npm run conformance -- [--target NAME|PATH] [--clause ID]… [--area AREA] [--section N]
 *                          [--layer unit|browser] [--out DIR] [--strict]
 *
 * Exits 1 when a clause fails (with --strict, also when a clause expected to fail passes).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogue } from '../catalogue/index.ts';
import { AREAS, SECTION_TITLES, type Area } from '../catalogue/types.ts';
import { loadTarget, TARGET_ENV } from '../harness/select-target.ts';
import { pending } from '../pending.ts';
import { citationsIn } from './citations.ts';
import { exec } from './exec.ts';
import { renderHtml } from './html.ts';
import { buildReport, CLAUSE_STATUSES, type ConformanceReport } from './report.ts';
import { readPlaywright, readVitest, type Layer } from './results.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    target: { type: 'string' },
    clause: { type: 'string', multiple: true },
    area: { type: 'string', multiple: true },
    section: { type: 'string', multiple: true },
    layer: { type: 'string' },
    out: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});

const targetName = args.target ?? process.env[TARGET_ENV] ?? 'reference';
const out = resolve(args.out ?? resolve(root, 'reports'));
const layers: Layer[] = args.layer === 'unit' || args.layer === 'browser' ? [args.layer] : ['unit', 'browser'];

for (const area of args.area ?? []) if (!AREAS.includes(area as Area)) throw new Error(`unknown area ${area}; one of ${AREAS.join(', ')}`);
const filtered = Boolean(args.clause?.length || args.area?.length || args.section?.length);
const selection = filtered
  ? catalogue.filter((c) => args.clause?.includes(c.id) || args.area?.includes(c.area) || args.section?.includes(String(c.section))).map((c): string => c.id)
  : undefined;
for (const id of args.clause ?? []) if (!selection?.includes(id)) throw new Error(`unknown clause id ${id}`);

const target = await loadTarget(targetName);
const started = Date.now();
console.log(`conformance: target ${target.name} ${target.version} · capabilities: ${target.capabilities.join(', ') || 'none'}`);
console.log(`conformance: ${selection ? `${selection.length} selected clauses` : `all ${catalogue.length} clauses`} · layers: ${layers.join(', ')}`);

rmSync(out, { recursive: true, force: true, maxRetries: 3 });
mkdirSync(out, { recursive: true });

const citations = citationsIn(resolve(root, 'spec/suite'), root);
const filesFor = (pattern: RegExp) => {
  const files = new Set<string>();
  for (const [id, list] of citations) if (!selection || selection.includes(id)) list.filter((f) => pattern.test(f)).forEach((f) => files.add(f));
  return [...files].sort();
};
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titleFilter = selection && `\\[([^\\]]*, )?(${selection.map(escapeRe).join('|')})(, [^\\]]*)?\\]`;

const env = { [TARGET_ENV]: targetName, UNI_REPORTS_DIR: out, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
const codes: Record<string, number> = {};
const unitFiles = filesFor(/\.test\.tsx?$/);
if (layers.includes('unit') && unitFiles.length) {
  console.log(`\n── unit layer (Vitest, ${unitFiles.length} files) ──`);
  const filter = titleFilter ? ['-t', titleFilter] : [];
  codes.unit = await exec('npx', ['vitest', 'run', '--project', 'suite', ...filter, ...(selection ? unitFiles : [])], env);
}
const browserFiles = filesFor(/\.spec\.ts$/);
if (layers.includes('browser') && browserFiles.length) {
  console.log(`\n── browser layer (Playwright, ${browserFiles.length} files) ──`);
  const filter = titleFilter ? ['--grep', titleFilter] : [];
  codes.browser = await exec('npx', ['playwright', 'test', ...filter, ...(selection ? browserFiles : [])], env);
}

const results = [
  ...readVitest(resolve(out, 'raw/vitest.json'), root),
  ...readPlaywright(resolve(out, 'raw/playwright.json'), root),
];
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; version: string };
const report = buildReport({
  clauses: catalogue,
  results,
  target,
  pending,
  selection,
  layers,
  durationMs: Date.now() - started,
  suite: { name: pkg.name, version: pkg.version },
  strict: args.strict,
});
// A runner that crashed before reporting must not read as a pass.
const crashed = Object.entries(codes).filter(([layer, code]) => code !== 0 && !results.some((r) => r.layer === layer));
if (crashed.length) report.ok = false;

writeFileSync(resolve(out, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(resolve(out, 'conformance.html'), renderHtml(report, SECTION_TITLES));
const allure = await exec('npx', ['allure', 'generate', resolve(out, 'allure-results'), '--config', resolve(root, 'allurerc.mjs'), '--output', resolve(out, 'allure-report')], {}, true);

printSummary(report);
for (const [layer] of crashed) console.log(`conformance: the ${layer} runner exited without results`);
const rel = (p: string) => relative(process.cwd(), p) || '.';
console.log(`\nreports: ${rel(resolve(out, 'conformance.json'))} · ${rel(resolve(out, 'conformance.html'))} · ${allure === 0 ? rel(resolve(out, 'allure-report/index.html')) : 'allure report not generated'} · ${rel(resolve(out, 'junit'))}/`);
process.exitCode = report.ok ? 0 : 1;

function printSummary(r: ConformanceReport): void {
  const cols = CLAUSE_STATUSES;
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n── conformance of ${r.target.name} ──`);
  console.log(`${'section'.padEnd(34)}${pad('clauses', 8)}${cols.map((c) => pad(c, c.length + 2)).join('')}`);
  for (const s of r.sections) {
    console.log(`${`§${s.section} ${SECTION_TITLES[s.section]}`.padEnd(34)}${pad(s.total, 8)}${cols.map((c) => pad(s.counts[c] || '·', c.length + 2)).join('')}`);
  }
  console.log(`${'all'.padEnd(34)}${pad(r.summary.total, 8)}${cols.map((c) => pad(r.summary[c] || '·', c.length + 2)).join('')}`);
  console.log(`tests: ${r.run.tests.passed} passed, ${r.run.tests.failed} failed, ${r.run.tests.skipped} skipped in ${(r.run.durationMs / 1000).toFixed(1)} s`);
  for (const c of r.clauses.filter((x) => x.status === 'fail' || x.status === 'unexpected-pass')) {
    console.log(`${c.status.toUpperCase()} ${c.id}${c.note ? ` (${c.note})` : ''}\n  re-run: ${c.rerun}`);
    for (const t of c.tests.filter((x) => x.status === 'failed')) console.log(`  ✘ ${t.title}${t.error ? `\n    ${t.error}` : ''}`);
  }
  console.log(r.ok ? 'conformance: no regressions' : 'conformance: FAILED');
}
