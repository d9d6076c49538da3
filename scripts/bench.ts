/**
 * `npm run bench`: figures, not timed tests. The suite's wall time per layer (unit, property, browser) and
 * tests per second; for the reference app and each installed genuine edition, the JavaScript it loads
 * gzipped, first render of the fixture app, its first page's text painted, and uni.navigateTo → new page
 * painted, each the median of repeated runs in Chromium, with ratios against the reference.
 * Writes reports/bench.json beside the printed table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { benchChromiumLaunchOptions } from '../spec/harness/chromium.ts';
import { loadTarget, unitLayerEnv } from '../spec/harness/select-target.ts';
import { listTestFiles } from '../spec/tools/citations.ts';
import { exec } from '../spec/tools/exec.ts';
import { countStatuses, readPlaywright, readVitest } from '../spec/tools/results.ts';
import { measureApps, type AppFigures } from './bench-app.ts';
import { referenceChunks } from './bench-chunks.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'reports/bench');
const runs = Number(process.env.BENCH_RUNS ?? 15);
mkdirSync(out, { recursive: true });

const unitLayer = unitLayerEnv(await loadTarget());

async function timeLayer(name: string, command: string, args: string[], dir: string) {
  const started = performance.now();
  await exec(command, args, { ...unitLayer, UNI_REPORTS_DIR: dir, VITEST_REPORTERS: 'dot', PW_PROGRESS: 'dot' }, true);
  const seconds = (performance.now() - started) / 1000;
  const results = [...readVitest(resolve(dir, 'raw/vitest.json'), root), ...readPlaywright(resolve(dir, 'raw/playwright.json'), root)];
  const counts = countStatuses(results);
  return { layer: name, seconds: +seconds.toFixed(1), tests: counts.passed + counts.failed, failed: counts.failed, testsPerSecond: +((counts.passed + counts.failed) / seconds).toFixed(1) };
}

// Property tests are the suite's files that use fast-check; the rest of the Vitest files are the unit layer.
const vitestFiles = listTestFiles(resolve(root, 'spec/suite')).filter((f) => /\.test\.tsx?$/.test(f));
const propertyFiles = vitestFiles.filter((f) => readFileSync(f, 'utf8').includes("from 'fast-check'"));
const unitFiles = vitestFiles.filter((f) => !propertyFiles.includes(f));

// BENCH_SUITE=0 measures the reference app only.
const wholeStart = performance.now();
const layers = process.env.BENCH_SUITE === '0' ? [] : [
  await timeLayer('unit', 'npx', ['vitest', 'run', '--project', 'suite', ...unitFiles], resolve(out, 'unit')),
  await timeLayer('property', 'npx', ['vitest', 'run', '--project', 'suite', ...propertyFiles], resolve(out, 'property')),
  await timeLayer('browser', 'npx', ['playwright', 'test'], resolve(out, 'browser')),
];
const wholeSeconds = +((performance.now() - wholeStart) / 1000).toFixed(1);

// The apps: each target serves the basic fixture app through its contract; BENCH_TARGETS picks them, and the
// genuine editions join by default once their folders are installed.
process.env.UNI_REFERENCE_PORT ??= '4390';
const installed = (name: string) => existsSync(resolve(root, 'spec/targets', name, 'node_modules'));
const targetNames = process.env.BENCH_TARGETS?.split(',') ?? ['reference', ...['genuine-vue2', 'genuine-vue3'].filter(installed)];
// The reference's chunks as built for users: what its first page loads before any code runs, what waits.
const chunks = targetNames.includes('reference') ? await referenceChunks(resolve(out, 'reference-dist')) : undefined;
// The full Chromium (chromium.ts), which resolves no host off the machine (no request is intercepted to refuse it).
const browser = await chromium.launch(benchChromiumLaunchOptions);
let apps: AppFigures[] = [];
try {
  apps = await measureApps(browser, await Promise.all(targetNames.map((name) => loadTarget(name))), runs, root);
} finally {
  await browser.close();
}

// The reference against the genuine edition with the faster first render.
const reference = apps.find((a) => a.target === 'reference');
const fastestGenuine = apps.filter((a) => a.target !== 'reference').sort((a, b) => a.firstRenderMs - b.firstRenderMs)[0];
const againstFastestGenuine = reference && fastestGenuine ? {
  target: fastestGenuine.target,
  jsGzip: +(reference.jsGzipBytes / fastestGenuine.jsGzipBytes).toFixed(2),
  firstRender: +(reference.firstRenderMs / fastestGenuine.firstRenderMs).toFixed(2),
  pageShown: +(reference.pageShownMs / fastestGenuine.pageShownMs).toFixed(2),
  navigateToPainted: +(reference.navigateToPaintedMs / fastestGenuine.navigateToPaintedMs).toFixed(2),
} : undefined;

const figures = {
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverage: loadavg().map((l) => +l.toFixed(2)) },
  suite: { wholeSeconds, layers },
  chunks,
  apps,
  againstFastestGenuine,
  takenAt: new Date().toISOString(),
};
writeFileSync(resolve(root, 'reports/bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(`machine: ${figures.machine.cpus} cores (${figures.machine.cpu}), ${figures.machine.memoryGiB} GiB, Node ${figures.machine.node}, load average ${figures.machine.loadAverage.join(' ')} at the end`);
if (layers.length) {
  console.log('layer      seconds  tests  tests/s');
  for (const l of layers) console.log(`${l.layer.padEnd(10)}${String(l.seconds).padStart(8)}${String(l.tests).padStart(7)}${String(l.testsPerSecond).padStart(9)}${l.failed ? `  (${l.failed} failed)` : ''}`);
  console.log(`whole suite ${wholeSeconds} s`);
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
if (chunks) {
  const loaded = new Set(reference?.scripts.map((s) => s.path.replace(/^\//, '')) ?? []);
  const row = (c: { file: string; source: string; bytes: number; gzipBytes: number }) =>
    console.log(`  ${c.file.padEnd(40)}${kib(c.bytes).padStart(9)}${kib(c.gzipBytes).padStart(10)}  ${c.source}${loaded.has(c.file) ? '  (loaded by the basic app)' : ''}`);
  console.log(`\nreference chunks (vite build; KiB raw, gzip -9)`);
  console.log(`initial: the entry and its static imports${' '.repeat(9)}${kib(chunks.initialBytes).padStart(9)}${kib(chunks.initialGzipBytes).padStart(10)}`);
  chunks.initial.forEach(row);
  console.log(`on demand: ${chunks.onDemand.length} chunks${' '.repeat(30 - String(chunks.onDemand.length).length)}${kib(chunks.onDemandBytes).padStart(9)}${kib(chunks.onDemandGzipBytes).padStart(10)}`);
  chunks.onDemand.forEach(row);
}
const ratio = (value: number, base: number | undefined) => (base ? ` (×${(value / base).toFixed(2)})` : '');
console.log(`\napps (basic fixture app; medians of ${runs} runs; ratios against the reference)`);
console.log(`${'target'.padEnd(16)}${'JS KiB'.padStart(10)}${'gzip KiB'.padStart(18)}${'first render ms'.padStart(22)}${'page shown ms'.padStart(22)}${'navigateTo ms'.padStart(22)}${'frame'.padStart(7)}`);
for (const a of apps) {
  console.log(`${a.target.padEnd(16)}${kib(a.jsBytes).padStart(10)}${(kib(a.jsGzipBytes) + ratio(a.jsGzipBytes, reference?.jsGzipBytes)).padStart(18)}`
    + `${(a.firstRenderMs + ratio(a.firstRenderMs, reference?.firstRenderMs)).padStart(22)}${(a.pageShownMs + ratio(a.pageShownMs, reference?.pageShownMs)).padStart(22)}${(a.navigateToPaintedMs + ratio(a.navigateToPaintedMs, reference?.navigateToPaintedMs)).padStart(22)}${String(a.navigateToFrames).padStart(7)}`);
}
if (againstFastestGenuine && reference) {
  const a = againstFastestGenuine;
  console.log(`\nreference against ${a.target} (the genuine edition with the faster first render): JS loaded gzip ×${a.jsGzip}`
    + `, first render ×${a.firstRender} (goal ≤ 0.8), first page shown ×${a.pageShown}, navigateTo → painted ×${a.navigateToPainted}`
    + ` (${reference.navigateToPaintedMs} ms, painted in frame ${reference.navigateToFrames} after the call; ${a.target} in frame ${fastestGenuine!.navigateToFrames})`);
}
