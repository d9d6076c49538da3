/**
 * `npm run bench`: figures, not timed tests. The suite's wall time per layer (unit, property, browser) and
 * tests per second; for the reference app, its JavaScript size gzipped, first render of the fixture app,
 * and uni.navigateTo → new page painted, each the median of repeated runs in Chromium.
 * Writes reports/bench.json beside the printed table.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { basicApp } from '../spec/fixtures/apps.ts';
import { listTestFiles } from '../spec/tools/citations.ts';
import { exec } from '../spec/tools/exec.ts';
import { countStatuses, readPlaywright, readVitest } from '../spec/tools/results.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'reports/bench');
const runs = Number(process.env.BENCH_RUNS ?? 15);
const port = 4390;
mkdirSync(out, { recursive: true });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function timeLayer(name: string, command: string, args: string[], dir: string) {
  const started = performance.now();
  await exec(command, args, { UNI_REPORTS_DIR: dir, VITEST_REPORTERS: 'dot', PW_PROGRESS: 'dot' }, true);
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

// The reference app: a production build, served by vite preview.
await exec('npx', ['vite', 'build', '--logLevel', 'error'], { UNI_REFERENCE_PORT: String(port) }, true);
const dist = resolve(root, `node_modules/.cache/reference-dist-${port}`);
const jsFiles = readdirSync(resolve(dist, 'assets')).filter((f) => f.endsWith('.js'));
const jsBytes = jsFiles.reduce((sum, f) => sum + readFileSync(resolve(dist, 'assets', f)).length, 0);
const jsGzip = jsFiles.reduce((sum, f) => sum + gzipSync(readFileSync(resolve(dist, 'assets', f)), { level: 9 }).length, 0);

const server = spawn('npx', ['vite', 'preview', '--port', String(port)], { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, UNI_REFERENCE_PORT: String(port) } });
const url = `http://127.0.0.1:${port}/`;
for (let i = 0; i < 100; i++) {
  try { if ((await fetch(url)).ok) break; } catch { /* not up yet */ }
  await new Promise((r) => setTimeout(r, 100));
}
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
// In-page measurements as source text: the TypeScript loader would wrap functions with helpers the page lacks.
const FIRST_CONTENTFUL_PAINT = `new Promise((done) => {
  new PerformanceObserver((list) => {
    const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
    if (fcp) done(fcp.startTime);
  }).observe({ type: 'paint', buffered: true });
})`;
const NAVIGATE_TO_PAINTED = `new Promise((done) => {
  const t0 = performance.now();
  window.uni.navigateTo({ url: '/pages/detail/detail' });
  const check = () => {
    const el = document.querySelector('uni-page:not([hidden]) .fixture-text');
    if (el && el.textContent === 'Detail page') requestAnimationFrame(() => done(performance.now() - t0));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;
const firstRender: number[] = [];
const navigate: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript((app) => { (window as any).__UNI_FIXTURE_APP__ = app; }, basicApp);
    await page.goto(`${url}#/`);
    await page.locator('uni-page:not([hidden])').getByText('Home page').waitFor();
    // First render: navigation start to the first contentful paint; then navigateTo → the new page painted.
    firstRender.push(await page.evaluate(FIRST_CONTENTFUL_PAINT) as number);
    // navigateTo → the new page's text painted (the frame after it is in the DOM and visible).
    navigate.push(await page.evaluate(NAVIGATE_TO_PAINTED) as number);
    await context.close();
  }
} finally {
  await browser.close();
  try { process.kill(-server.pid!); } catch { /* already gone */ }
}

const figures = {
  machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  suite: { wholeSeconds, layers },
  reference: {
    jsBytes, jsGzipBytes: jsGzip,
    firstRenderMs: +median(firstRender).toFixed(1),
    navigateToPaintedMs: +median(navigate).toFixed(1),
    runs,
  },
  takenAt: new Date().toISOString(),
};
writeFileSync(resolve(root, 'reports/bench.json'), `${JSON.stringify(figures, null, 2)}\n`);
console.log(`machine: ${figures.machine.cpus} cores (${figures.machine.cpu}), ${figures.machine.memoryGiB} GiB, Node ${figures.machine.node}`);
console.log('layer      seconds  tests  tests/s');
for (const l of layers) console.log(`${l.layer.padEnd(10)}${String(l.seconds).padStart(8)}${String(l.tests).padStart(7)}${String(l.testsPerSecond).padStart(9)}${l.failed ? `  (${l.failed} failed)` : ''}`);
console.log(`whole suite ${wholeSeconds} s`);
console.log(`reference JS ${(jsBytes / 1024).toFixed(1)} KiB, ${(jsGzip / 1024).toFixed(1)} KiB gzipped`);
console.log(`first render (FCP) median ${figures.reference.firstRenderMs} ms; navigateTo → painted median ${figures.reference.navigateToPaintedMs} ms (${runs} runs each)`);
