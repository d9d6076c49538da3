/**
 * `npm run conformance`: runs the suite against a target and writes the conformance report. Its command
 * lines are `USAGE` below (`--help` prints them).
 *
 * Exits 1 when a clause fails (with --strict, also when a clause expected to fail passes). With --shard
 * it runs the I-th of N parts (the runners' own sharding) and leaves its results for --merge, which
 * writes the same reports a single run does. --together runs the two layers at the same time (the unit
 * layer fills the browser layer's idle start-up and last tests), printing the unit layer's output after.
 * A merge refuses shards that judged different versions of a clause (clause-hash.ts) unless
 * --allow-stale. --smoke opens one app in each face and prints what it found (globals, the first page, the page's
 * errors): where a new adapter's author starts.
 * Paths given (an adapter, --out, the shard folders) are read from the folder the run starts in, and the
 * reports go to its ./reports unless --out; the runners then run in the suite's root. An installed suite
 * runs this through its bin, `npx uni-conformance` (bin/uni-conformance.mjs), with the same flags.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogue } from '../catalogue/index.ts';
import { AREAS, SECTION_TITLES, type Area } from '../catalogue/types.ts';
import { browserRunnerEnv, installed } from '../harness/installed.ts';
import { toolCommand } from '../harness/package-bin.ts';
import { absoluteTargetName, loadTarget, TARGET_ENV, unitLayerEnv } from '../harness/select-target.ts';
import { pending } from '../pending.ts';
import { citationsIn } from './citations.ts';
import { clauseHashes } from './clause-hash.ts';
import { exec, execHeld } from './exec.ts';
import { renderHtml } from './html.ts';
import { buildReport, CLAUSE_STATUSES, type ConformanceReport } from './report.ts';
import { readPlaywright, readVitest, type Layer, type TestResult } from './results.ts';
import { startWebServer } from './web-server.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const USAGE = `Usage:
  npm run conformance -- [--target NAME|PATH] [--clause ID]… [--area AREA] [--section N]
                         [--layer unit|browser] [--together] [--out DIR] [--strict] [--shard I/N]
  npm run conformance -- --merge SHARD_DIR… [--out DIR] [--strict] [--allow-stale]
  npm run conformance -- --smoke [--target NAME|PATH]
Areas: ${AREAS.join(', ')}. README: "The conformance run" and "Run the suite against your implementation".`;
const { values: args, positionals } = parsed();

/** The command line, or usage and exit 2 for --help or an option the run does not know (not a stack trace). */
function parsed() {
  try {
    const result = parseOptions();
    if (result.values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    return result;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

function parseOptions() {
  return parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h', default: false },
      shard: { type: 'string' },
      merge: { type: 'boolean', default: false },
      target: { type: 'string' },
      clause: { type: 'string', multiple: true },
      area: { type: 'string', multiple: true },
      section: { type: 'string', multiple: true },
      layer: { type: 'string' },
      out: { type: 'string' },
      strict: { type: 'boolean', default: false },
      together: { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      'allow-stale': { type: 'boolean', default: false },
    },
  });
}


/** What one run (or one shard) leaves in `raw/results.json` for the report or a merge. */
interface RunRecord {
  target: string;
  selection?: string[];
  layers: Layer[];
  results: TestResult[];
  /** Exit codes of the runners that ran. */
  codes: Partial<Record<Layer, number>>;
  /** The clauses' content hashes when the run started: what its results were judged against. */
  hashes: Record<string, string>;
  durationMs: number;
}

// What the run is given and writes is found from the folder it starts in; then it moves to the suite's root,
// where the runners find their configs, the suite and the reference (an installed suite's root is
// node_modules/uni-conformance, its user's project elsewhere).
const startedIn = process.cwd();
const out = resolve(args.out ?? 'reports');
const targetName = absoluteTargetName(args.target ?? process.env[TARGET_ENV] ?? 'reference');
const shardDirs = positionals.map((p) => resolve(p));
process.chdir(root);
if (args.smoke) process.exit(await smoke(targetName));
const started = Date.now();
const record = args.merge ? mergeShards(shardDirs) : await runSuite();
writeFileSync(resolve(out, 'raw/results.json'), `${JSON.stringify(record, null, 2)}\n`);

if (args.shard) {
  const failed = record.results.filter((r) => r.status === 'failed').length;
  console.log(`\nconformance: shard ${args.shard}: ${record.results.length - failed} tests passed, ${failed} failed; merge the shards with --merge to judge the clauses`);
  process.exitCode = failed || Object.values(record.codes).some((c) => c !== 0) ? 1 : 0;
} else {
  const target = await loadTarget(record.target);
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; version: string };
  const report = buildReport({
    clauses: catalogue,
    results: record.results,
    target,
    pending,
    selection: record.selection,
    layers: record.layers,
    durationMs: record.durationMs,
    suite: { name: pkg.name, version: pkg.version },
    strict: args.strict,
    hashes: record.hashes,
    // A rerun line as the user would type it: an installed suite runs through its bin, an adapter by its path.
    ...(installed && { rerunCommand: 'npx uni-conformance' }),
    ...(isAbsolute(record.target) && { rerunTarget: relative(startedIn, record.target) }),
  });
  // A runner that crashed before reporting must not read as a pass.
  const crashed = Object.entries(record.codes).filter(([layer, code]) => code !== 0 && !record.results.some((r) => r.layer === layer));
  if (crashed.length) report.ok = false;
  writeFileSync(resolve(out, 'conformance.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(resolve(out, 'conformance.html'), renderHtml(report, SECTION_TITLES));
  const allure = await exec(...toolCommand('allure', 'allure', 'generate', resolve(out, 'allure-results'), '--config', resolve(root, 'allurerc.mjs'), '--output', resolve(out, 'allure-report')), {}, true);
  printSummary(report);
  for (const [layer] of crashed) console.log(`conformance: the ${layer} runner exited without results`);
  const rel = (p: string) => relative(startedIn, p) || '.';
  console.log(`\nreports: ${rel(resolve(out, 'conformance.json'))} · ${rel(resolve(out, 'conformance.html'))} · ${allure === 0 ? rel(resolve(out, 'allure-report/index.html')) : 'allure report not generated'} · ${rel(resolve(out, 'junit'))}/`);
  process.exitCode = report.ok ? 0 : 1;
}

async function smoke(targetName: string): Promise<number> {
  const target = await loadTarget(targetName);
  console.log(`smoke: target ${target.name} ${target.version} · contract ${target.contractVersion} · capabilities: ${target.capabilities.join(', ') || 'none'}`);
  const env = { [TARGET_ENV]: targetName, UNI_REPORTS_DIR: resolve(out, 'smoke') };
  console.log('\n── unit face (Vitest, happy-dom) ──');
  const unit = await exec(...toolCommand('vitest', 'vitest', 'run', '--config', 'spec/tools/smoke/vitest.smoke.config.ts'), env);
  console.log('\n── browser face (Playwright, Chromium) ──');
  const browser = await exec(...toolCommand('@playwright/test', 'playwright', 'test', '--config', 'spec/tools/smoke/playwright.smoke.config.ts'), { ...env, ...browserRunnerEnv() });
  console.log(`\nsmoke: unit face ${unit === 0 ? 'works' : 'FAILED'} · browser face ${browser === 0 ? 'works' : 'FAILED'}`);
  return unit || browser ? 1 : 0;
}

async function runSuite(): Promise<RunRecord> {
  const layers: Layer[] = args.layer === 'unit' || args.layer === 'browser' ? [args.layer] : ['unit', 'browser'];
  for (const area of args.area ?? []) if (!AREAS.includes(area as Area)) throw new Error(`unknown area ${area}; one of ${AREAS.join(', ')}`);
  if (args.shard && !/^\d+\/\d+$/.test(args.shard)) throw new Error(`--shard takes I/N, e.g. 1/2`);
  const filtered = Boolean(args.clause?.length || args.area?.length || args.section?.length);
  const selection = filtered
    ? catalogue.filter((c) => args.clause?.includes(c.id) || args.area?.includes(c.area) || args.section?.includes(String(c.section))).map((c): string => c.id)
    : undefined;
  for (const id of args.clause ?? []) if (!selection?.includes(id)) throw new Error(`unknown clause id ${id}`);

  const target = await loadTarget(targetName);
  const hashes = clauseHashes(catalogue, root);
  console.log(`conformance: target ${target.name} ${target.version} · capabilities: ${target.capabilities.join(', ') || 'none'}`);
  console.log(`conformance: ${selection ? `${selection.length} selected clauses` : `all ${catalogue.length} clauses`} · layers: ${layers.join(', ')}${args.shard ? ` · shard ${args.shard}` : ''}`);
  clearRun(out);
  mkdirSync(resolve(out, 'raw'), { recursive: true });

  const citations = citationsIn(resolve(root, 'spec/suite'), root);
  const filesFor = (pattern: RegExp) => {
    const files = new Set<string>();
    for (const [id, list] of citations) if (!selection || selection.includes(id)) list.filter((f) => pattern.test(f)).forEach((f) => files.add(f));
    return [...files].sort();
  };
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const titleFilter = selection && `\\[([^\\]]*, )?(${selection.map(escapeRe).join('|')})(, [^\\]]*)?\\]`;
  const shard = args.shard ? [`--shard=${args.shard}`] : [];
  const noTests = args.shard ? { unit: ['--passWithNoTests'], browser: ['--pass-with-no-tests'] } : { unit: [], browser: [] };
  const env = { [TARGET_ENV]: targetName, ...unitLayerEnv(target), UNI_REPORTS_DIR: out, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' };
  const browserEnv = { ...env, ...browserRunnerEnv() };
  const codes: RunRecord['codes'] = {};
  const unitFiles = layers.includes('unit') ? filesFor(/\.test\.tsx?$/) : [];
  const browserFiles = layers.includes('browser') ? filesFor(/\.spec\.ts$/) : [];
  const unitRun = toolCommand('vitest', 'vitest', 'run', '--project', 'suite', ...shard, ...noTests.unit, ...(titleFilter ? ['-t', titleFilter] : []), ...(selection ? unitFiles : []));
  const browserRun = toolCommand('@playwright/test', 'playwright', 'test', ...shard, ...noTests.browser, ...(titleFilter ? ['--grep', titleFilter] : []), ...(selection ? browserFiles : []));
  const unitTitle = `\n── unit layer (Vitest, ${unitFiles.length} files) ──`;
  const browserTitle = `\n── browser layer (Playwright, ${browserFiles.length} files) ──`;
  // The target's server starts now, beside the unit layer, rather than when Playwright would start it: the browser
  // layer no longer waits for a build and a server's start (a caller that serves the target says so).
  // Its failure is held (not left unhandled) until the browser layer would start.
  const serving = browserFiles.length && process.env.UNI_TARGET_SERVED !== '1' ? startWebServer(target, browserEnv).catch((error: Error) => error) : undefined;
  /** The browser layer once the target is served; a server that does not come up is the layer's failure. */
  const browserLayer = async () => {
    const server = await serving;
    if (server instanceof Error) {
      console.error(`conformance: ${server.message}`);
      return 1;
    }
    try {
      return await exec(...browserRun, { ...browserEnv, UNI_TARGET_SERVED: '1' });
    } finally {
      await server?.stop();
    }
  };
  if (args.together && unitFiles.length && browserFiles.length) {
    console.log(`${browserTitle} (the unit layer runs alongside; its output follows)`);
    const [unit, browser] = await Promise.all([execHeld(...unitRun, env), browserLayer()]);
    console.log(`${unitTitle}\n${unit.output}`);
    Object.assign(codes, { unit: unit.code, browser });
  } else {
    if (unitFiles.length) {
      console.log(unitTitle);
      codes.unit = await exec(...unitRun, env);
    }
    if (browserFiles.length) {
      console.log(browserTitle);
      codes.browser = await browserLayer();
    }
  }
  return {
    target: targetName,
    selection,
    layers,
    results: [...readVitest(resolve(out, 'raw/vitest.json'), root), ...readPlaywright(resolve(out, 'raw/playwright.json'), root)],
    codes,
    durationMs: Date.now() - started,
    hashes,
  };
}

/**
 * Removes what an earlier run wrote to `dir`, and only that: other runs keep their folders inside it
 * (the matrix writes `reports/targets/<name>/`).
 */
function clearRun(dir: string): void {
  for (const entry of ['raw', 'junit', 'allure-results', 'allure-report', 'playwright-artifacts', 'conformance.json', 'conformance.html']) {
    rmSync(resolve(dir, entry), { recursive: true, force: true, maxRetries: 3 });
  }
}

/** Joins shard runs: their results, runner exit codes, Allure results and JUnit files. */
function mergeShards(dirs: string[]): RunRecord {
  if (dirs.length === 0) throw new Error('--merge takes the shard folders');
  const records = dirs.map((d) => JSON.parse(readFileSync(resolve(d, 'raw/results.json'), 'utf8')) as RunRecord);
  if (new Set(records.map((r) => r.target)).size > 1) throw new Error('the shards judged different targets');
  const differing = catalogue.map((c) => c.id).filter((id) => new Set(records.map((r) => r.hashes?.[id])).size > 1);
  if (differing.length && !args['allow-stale']) {
    throw new Error(`the shards judged different versions of ${differing.length} clauses (${differing.slice(0, 5).join(', ')}${differing.length > 5 ? ', …' : ''}): run them again on one version, or merge with --allow-stale`);
  }
  clearRun(out);
  mkdirSync(resolve(out, 'raw'), { recursive: true });
  mkdirSync(resolve(out, 'junit'), { recursive: true });
  dirs.forEach((dir, i) => {
    if (existsSync(resolve(dir, 'allure-results'))) cpSync(resolve(dir, 'allure-results'), resolve(out, 'allure-results'), { recursive: true });
    for (const file of existsSync(resolve(dir, 'junit')) ? readdirSync(resolve(dir, 'junit')) : []) {
      cpSync(resolve(dir, 'junit', file), resolve(out, 'junit', file.replace(/\.xml$/, `-shard-${i + 1}.xml`)));
    }
  });
  const codes: RunRecord['codes'] = {};
  for (const r of records) {
    for (const [layer, code] of Object.entries(r.codes) as [Layer, number][]) codes[layer] = Math.max(codes[layer] ?? 0, code);
  }
  console.log(`conformance: merged ${dirs.length} shards of ${records[0]!.target}`);
  return {
    target: records[0]!.target,
    selection: records[0]!.selection,
    // Shards may also be layers run apart (a unit run and a browser run of the same target).
    layers: [...new Set(records.flatMap((r) => r.layers))],
    results: records.flatMap((r) => r.results),
    codes,
    // With --allow-stale the first shard's hashes stand for the merge.
    hashes: records[0]!.hashes,
    durationMs: Math.max(...records.map((r) => r.durationMs)),
  };
}

function printSummary(r: ConformanceReport): void {
  const cols = CLAUSE_STATUSES;
  const pad = (s: string | number, n: number) => String(s).padStart(n);
  console.log(`\n── conformance of ${r.target.name} ──`);
  console.log(`${'section'.padEnd(34)}${pad('clauses', 8)}${cols.map((c) => pad(c, c.length + 2)).join('')}`);
  for (const s of r.sections) {
    console.log(`${`§${s.section} ${SECTION_TITLES[s.section]}`.padEnd(34)}${pad(s.total, 8)}${cols.map((c) => pad(s.counts[c] || '·', c.length + 2)).join('')}`);
  }
  console.log(`${'all'.padEnd(34)}${pad(r.summary.total, 8)}${cols.map((c) => pad(r.summary[c] || '·', c.length + 2)).join('')}`);
  const rate = r.run.testPassRate === null ? '' : ` (${(r.run.testPassRate * 100).toFixed(1)} % of the tests that ran)`;
  console.log(`tests: ${r.run.tests.passed} passed, ${r.run.tests.failed} failed, ${r.run.tests.skipped} skipped${rate} in ${(r.run.durationMs / 1000).toFixed(1)} s`);
  const partly = r.clauses.filter((c) => (c.status === 'expected-fail' || c.status === 'fail') && c.passed.ran);
  if (partly.length) console.log(`tests passed per failing clause: ${partly.map((c) => `${c.id} ${c.passed.passed}/${c.passed.ran}`).join(' · ')}`);
  for (const t of r.run.duplicateTitles) console.log(`DUPLICATE title (a report cannot tell the tests apart): ${t}`);
  for (const c of r.clauses.filter((x) => x.status === 'fail' || x.status === 'unexpected-pass')) {
    console.log(`${c.status.toUpperCase()} ${c.id} ${c.passed.passed}/${c.passed.ran} tests passed${c.note ? ` (${c.note})` : ''}\n  re-run: ${c.rerun}`);
    for (const t of c.tests.filter((x) => x.status === 'failed')) console.log(`  ✘ ${t.title}${t.error ? `\n    ${t.error}` : ''}`);
  }
  console.log(r.ok ? 'conformance: no regressions' : 'conformance: FAILED');
}
