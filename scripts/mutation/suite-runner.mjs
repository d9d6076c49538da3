// @ts-check
/**
 * Stryker's test runner for the whole suite: its Vitest layer through Stryker's own vitest runner, and its
 * Playwright layer in Chromium, so that a mutant only a browser test sees (the page shell, a component's
 * layout, the canvas) is judged by that test within the run, and Stryker's score is the suite's.
 *
 * The dry run builds the reference's host from the sandbox (instrumented: every mutant in it, switched on by
 * the page global `__stryker__`), runs every browser test once and reads which mutants each test's page
 * executed (spec/harness/mutant-switch.ts writes a record per test). A mutant is then tried on the unit tests
 * that cover it first; only if it survives them, on the browser tests whose pages executed it; only if it
 * survives the whole suite, on the reference's own tests that cover it (src/reference/**\/*.test.*: its choices
 * the seed leaves open, tested beside conformance); static mutants and the files own-first.mjs lists try those
 * before the browser.
 * A kill names its tests, so the suite's share of the score stays known (scripts/mutation/model.ts counts the
 * kills of the reference's own tests apart). A judged survivor a run carries over (carried.mjs) runs no test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DryRunStatus, MutantRunStatus, TestStatus } from '@stryker-mutator/api/test-runner';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';
import { attributeCollection } from './collecting.mjs';
import { isCarried } from './carried.mjs';
import { filesFailedOutsideTests } from './failed-files.mjs';
import { isOwnTest } from './own-tests.mjs';
import { ownFirst } from './own-first.mjs';
import { isBrowserTestFile } from './test-files.mjs';

const BROWSER = 'browser:';
// STRYKER_LAYERS=own: a run of survivors whose suite verdict stands, on the reference's own tests only (no
// browser layer, no dry run of the suite): what they kill counts as theirs.
const OWN_ONLY = process.env.STRYKER_LAYERS === 'own';
// STRYKER_TESTS (vitest.stryker.config.ts) narrows the browser layer to the Playwright files it names: none, no
// browser layer (and no build of the host).
const BROWSER_FILES = process.env.STRYKER_TESTS?.split(',').filter(isBrowserTestFile);
// The host built from this sandbox, in the sandbox (its node_modules is the project's, shared by every run).
// Read when a run starts: Stryker loads this module before it moves the runner into the sandbox.
const dist = () => resolve('.stryker-host');
const require = createRequire(import.meta.url);
const PLAYWRIGHT_CLI = join(dirname(require.resolve('@playwright/test/package.json')), 'cli.js');
const VITE_CLI = join(dirname(require.resolve('vite/package.json')), 'bin/vite.js');
// Stryker's vitest runner marks its process as Vitest's; the host's build and the browser runs are not.
const { VITEST: _vitest, NODE_ENV: _nodeEnv, ...env } = process.env;
const vitestFactory = /** @type {any} */ (vitestPlugins.find((p) => p.name === 'vitest')).factory;

/** A port free now: each browser run serves the host on its own (Stryker may kill a runner mid-run). */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

// A runner that Stryker stops (a mutant that timed out) takes its browser run's processes with it.
const running = new Set();
process.on('exit', () => {
  for (const pid of running) try { process.kill(-pid, 'SIGKILL'); } catch { /* gone */ }
});

/** Runs a command in the sandbox; resolves with its exit code and the tail of its output. */
function run(command, args, extra = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, UNI_REFERENCE_DIST: dist(), ...extra }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child.pid);
    let tail = '';
    const keep = (chunk) => { tail = (tail + chunk).slice(-4000); };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      running.delete(child.pid);
      resolve({ code: code ?? 1, tail });
    });
  });
}

/** A browser test's Playwright selector, from its id (`browser:<file>:<line> <title>`, mutant-switch.ts). */
const selectorOf = (id) => id.slice(BROWSER.length, id.indexOf(' '));
// Only one runner makes the dry run; the others (and a runner Stryker restarts) read what it found here, in
// the sandbox they share: each mutant's browser tests, and the unit tests of each layer.
const coverageFile = () => resolve('.stryker-layers.json');

class SuiteRunner {
  /**
   * From the dry run's file, when first needed: `browser`, mutant id → browser tests whose page executed it;
   * `suite` and `own`, the ids of the suite's unit tests and of the reference's own tests.
   * @type {{ browser: Record<string, string[]>, suite: string[], own: string[] } | undefined}
   */
  layers;

  constructor(vitest, log) {
    this.vitest = vitest;
    this.log = log;
  }

  capabilities() {
    return this.vitest.capabilities();
  }

  init() {
    return this.vitest.init();
  }

  dispose() {
    if (this.server) {
      try { process.kill(-this.server.pid, 'SIGKILL'); } catch { /* gone */ }
      running.delete(this.server.pid);
    }
    return this.vitest.dispose();
  }

  /**
   * The port of this runner's server of the sandbox's host, started on first use: one server for all of its
   * browser runs, since the host is built once with every mutant in it (a server's start-up was about a second
   * and a half of each run). Stopped with the runner.
   */
  async servedPort() {
    this.served ??= (async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [VITE_CLI, 'preview', '--port', String(port), '--logLevel', 'error'],
        { env: { ...env, UNI_REFERENCE_DIST: dist(), UNI_REFERENCE_PORT: String(port) }, stdio: 'ignore', detached: true });
      running.add(child.pid);
      this.server = child;
      const url = `http://127.0.0.1:${port}`;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
        try { if ((await fetch(url)).ok) return port; } catch { /* not up yet */ }
      }
      throw new Error(`the host's server did not answer at ${url}`);
    })();
    return this.served;
  }

  /** Runs `tests` (`file:line` selectors, all when empty) in Chromium; returns each test's record. */
  async browserRun(tests, { mutant, workers }) {
    const dir = mkdtempSync(join(tmpdir(), 'stryker-browser-'));
    // Playwright's CLI run by Node itself: npx took about a second of each run to find it.
    const { code, tail } = await run(process.execPath, [PLAYWRIGHT_CLI, 'test', ...tests, '--reporter=dot', ...(mutant ? ['--max-failures=1'] : [])], {
      STRYKER_BROWSER_DIR: join(dir, 'records'),
      ...(mutant ? { STRYKER_ACTIVE_MUTANT: mutant } : {}),
      UNI_TARGET_SERVED: '1',
      UNI_REFERENCE_PORT: String(await this.servedPort()),
      UNI_REPORTS_DIR: join(dir, 'reports'),
      PW_WORKERS: String(workers),
    });
    let records = [];
    try {
      records = readdirSync(join(dir, 'records')).map((f) => JSON.parse(readFileSync(join(dir, 'records', f), 'utf8')));
    } catch { /* no test ran */ }
    rmSync(dir, { recursive: true, force: true });
    return { code, tail, records };
  }

  async dryRun(options) {
    const unit = await this.vitest.dryRun(options);
    if (unit.status !== DryRunStatus.Complete) return unit;
    // Vitest reports no coverage when no unit test executed a mutant.
    const mutantCoverage = unit.mutantCoverage ?? { static: {}, perTest: {} };
    attributeCollection(mutantCoverage, unit.tests);
    const unitIds = unit.tests.map((t) => t.id);
    const suite = unitIds.filter((id) => !isOwnTest(id));
    const own = unitIds.filter(isOwnTest);
    // Survivors of the suite tried on the reference's own tests alone (vitest.stryker.config.ts runs only those), or
    // a run narrowed to unit test files.
    if (OWN_ONLY || BROWSER_FILES?.length === 0) {
      writeFileSync(coverageFile(), JSON.stringify({ browser: {}, suite, own }));
      return { ...unit, mutantCoverage };
    }
    const build = await run('npx', ['vite', 'build', '--logLevel', 'error']);
    if (build.code !== 0) return { status: DryRunStatus.Error, errorMessage: `the reference's host did not build:\n${build.tail}` };
    const { code, tail, records } = await this.browserRun(BROWSER_FILES ?? [], { workers: 2 });
    if (!records.length) return { status: DryRunStatus.Error, errorMessage: `no browser test ran (exit ${code}):\n${tail}` };
    const tests = [];
    const browserCoverage = {};
    for (const r of records) {
      // A browser test that does not pass on the unmutated reference cannot judge a mutant: left out, said.
      if (r.status !== 'passed') {
        if (r.status !== 'skipped') this.log.warn(`browser test left out of the mutation run (${r.status} without a mutant): ${r.id}`);
        continue;
      }
      tests.push({ id: r.id, name: r.id.slice(BROWSER.length), status: TestStatus.Success, timeSpentMs: r.ms, fileName: r.file });
      mutantCoverage.perTest[r.id] = r.hits;
      for (const mutant of Object.keys(r.hits)) (browserCoverage[mutant] ??= []).push(r.id);
    }
    writeFileSync(coverageFile(), JSON.stringify({ browser: browserCoverage, suite, own }));
    return { ...unit, tests: [...unit.tests, ...tests], mutantCoverage };
  }

  async mutantRun(options) {
    if (isCarried(options.activeMutant)) return { status: MutantRunStatus.Survived, nrOfTests: 0 };
    const filter = options.testFilter;
    this.layers ??= JSON.parse(readFileSync(coverageFile(), 'utf8'));
    const layers = /** @type {NonNullable<typeof this.layers>} */ (this.layers);
    // A static mutant (no filter) runs every unit test of its layer; in the browser every page loads the modules
    // afresh, so the tests whose pages executed it are the ones that can see it.
    const unitTests = filter ? filter.filter((id) => !id.startsWith(BROWSER) && !isOwnTest(id)) : layers.suite;
    const browserTests = filter ? filter.filter((id) => id.startsWith(BROWSER)) : layers.browser[options.activeMutant.id] ?? [];
    const ownTests = filter ? filter.filter(isOwnTest) : layers.own;
    // Static mutants (module-level code: the page loads it, so every browser test whose page loaded the module
    // would run) and the files own-first.mjs lists try the own tests before the browser layer.
    const first = !filter || ownFirst(options.activeMutant.fileName);
    let nrOfTests = 0;
    const layersInOrder = [
      ['unit', unitTests], ...(first ? [['own', ownTests]] : []), ['browser', browserTests], ...(first ? [] : [['own', ownTests]]),
    ];
    for (const [layer, tests] of layersInOrder) {
      if (!tests.length) continue;
      const outcome = layer === 'browser' ? await this.browserMutantRun(options, tests) : await this.unitRun(options, tests);
      nrOfTests += outcome.nrOfTests ?? 0;
      if (outcome.status !== MutantRunStatus.Survived) return { ...outcome, nrOfTests };
    }
    return { status: MutantRunStatus.Survived, nrOfTests };
  }

  /** Runs the browser tests `tests` (their ids) on the mutant; a failed test kills it. */
  async browserMutantRun(options, tests) {
    const selectors = [...new Set(tests.map(selectorOf))];
    const { code, tail, records } = await this.browserRun(selectors, { mutant: options.activeMutant.id, workers: 1 });
    const failed = records.filter((r) => r.status !== 'passed' && r.status !== 'skipped');
    if (failed.length) {
      return { status: MutantRunStatus.Killed, killedBy: failed.map((r) => r.id), failureMessage: `browser test ${failed[0].status}`, nrOfTests: records.length };
    }
    if (code !== 0) return { status: MutantRunStatus.Error, errorMessage: `the browser run failed without a failing test (exit ${code}):\n${tail}` };
    return { status: MutantRunStatus.Survived, nrOfTests: records.length };
  }

  /** Runs `tests` (unit test ids) on the mutant with Stryker's vitest runner. */
  async unitRun(options, tests) {
    const unit = await this.vitest.mutantRun({ ...options, testFilter: tests });
    // A test file failed outside its tests (its import threw: the mutant broke a module it loads), so the tests
    // fail with the mutant. Vitest's runner counts tests only and reports such a run as survived. The kill
    // names that file's tests, which tells its layer.
    const failedFiles = unit.status === MutantRunStatus.Survived ? filesFailedOutsideTests(/** @type {any} */ (this.vitest).ctx) : [];
    if (!failedFiles.length) return unit;
    const inFile = tests.filter((id) => failedFiles.some((file) => id.startsWith(`${file}#`)));
    return { status: MutantRunStatus.Killed, killedBy: inFile, failureMessage: `a test file failed outside its tests: ${failedFiles[0]}`, nrOfTests: unit.nrOfTests };
  }
}

function createSuiteRunner(injector) {
  return new SuiteRunner(injector.injectFunction(vitestFactory), injector.resolve(commonTokens.logger));
}
createSuiteRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'suite', createSuiteRunner)];
