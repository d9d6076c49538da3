// @ts-check
/**
 * Mutation testing of the whole reference (src/reference, `.ts` and `.tsx`) against the whole suite, both layers.
 * `npm run mutation` runs it all; `npm run mutation -- --mutate <glob>` narrows it to one area. Surviving
 * mutants judged equivalent, unpinned or killed in the browser are listed, one mutant a row, in
 * mutation/equivalents.json; `npm run mutation:summary` matches them against the kept result.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
// Concurrent narrowed runs each write their own reports (and sandboxes) when STRYKER_OUT names a folder.
const out = process.env.STRYKER_OUT ?? 'reports/mutation';

export default {
  // The whole suite: Stryker's vitest runner for the unit layer, then, for a mutant that survives it, the
  // browser tests whose pages executed it (scripts/mutation/suite-runner.mjs). `--testRunner vitest` measures
  // the unit layer alone.
  testRunner: 'suite',
  appendPlugins: ['./scripts/mutation/suite-runner.mjs'],
  // A browser try starts Playwright and a server (a few seconds) on top of its tests' own time: a mutant is
  // timed out only well past that, since Stryker counts a time-out as detected.
  timeoutMS: 30_000,
  // The suite reaches the reference only through the harness's dynamically loaded target, so Vitest's
  // import graph cannot relate tests to mutated files: run them all (perTest coverage still narrows each mutant).
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  // TypeScript 7 has no JS compiler API: a tsconfig that does not exist makes Stryker skip its tsconfig rewrite.
  tsconfigFile: 'tsconfig.none.json',
  coverageAnalysis: 'perTest',
  // The whole suite's per-test coverage of all 6,600 mutants outgrows Node's default heap in the dry run
  // (the runner ran out of memory and the run stopped); the machine has 24 GiB.
  testRunnerNodeArgs: ['--max-old-space-size=8192'],
  // Two cores: more runners only queue.
  concurrency: 2,
  // Module-level tables are the framework's own data (defaults, image-mode placement, bridge names): mutate them
  // too. Each static mutant runs every test (perTest coverage cannot narrow load-time code).
  ignoreStatic: false,
  // All of the reference: its APIs, the components' render code, the shell and the system pages.
  mutate: [
    'src/reference/**/*.{ts,tsx}',
    '!src/reference/**/*.d.ts',
    '!src/reference/**/*.test.{ts,tsx}',
    // What the reference's own tests share: no part of the reference.
    '!src/reference/test-support/**',
  ],
  // The genuine-runtime targets keep their own installs and build caches; the reference's tests never load them.
  ignorePatterns: ['.stryker-tmp*', 'reports', 'test-results', 'playwright-report', 'allure-results', 'allure-report',
    'spec/targets/*/node_modules', 'spec/targets/*/.cache'],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  incrementalFile: `${out}/stryker-incremental.json`,
  tempDirName: process.env.STRYKER_OUT ? `.stryker-tmp-${out.replace(/\W+/g, '-')}` : '.stryker-tmp',
  cleanTempDir: 'always',
};
