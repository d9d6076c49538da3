// @ts-check
/**
 * Mutation testing of the reference's framework logic (APIs, rules, clamps, state machines, mapping) against the
 * suite's Vitest layer. `npm run mutation` runs it all; `npm run mutation -- --mutate <glob>` narrows it to one
 * area. Surviving mutants judged equivalent are listed, with why, in stryker.equivalents.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
// Concurrent narrowed runs each write their own reports (and sandboxes) when STRYKER_OUT names a folder.
const out = process.env.STRYKER_OUT ?? 'reports/mutation';

export default {
  testRunner: 'vitest',
  // The suite reaches the reference only through the harness's dynamically loaded target, so Vitest's
  // import graph cannot relate tests to mutated files: run them all (perTest coverage still narrows each mutant).
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  // TypeScript 7 has no JS compiler API: a tsconfig that does not exist makes Stryker skip its tsconfig rewrite.
  tsconfigFile: 'tsconfig.none.json',
  coverageAnalysis: 'perTest',
  // Two cores: more runners only queue.
  concurrency: 2,
  // Module-level constants (catalogue look-ups) would need the whole suite per mutant; the logic is in functions.
  ignoreStatic: true,
  mutate: [
    'src/reference/api/**/*.ts',
    'src/reference/router/**/*.ts',
    'src/reference/runtime/**/*.ts',
    'src/reference/storage/**/*.ts',
    'src/reference/location/**/*.ts',
    'src/reference/sdk/**/*.ts',
    'src/reference/gestures/**/*.ts',
    'src/reference/i18n/**/*.ts',
    'src/reference/http/**/*.ts',
    'src/reference/overlays/popups.ts',
    'src/reference/shell/popup.ts',
    // Pure helpers beside the components; the components themselves are JSX render code.
    'src/reference/components/*/*.ts',
    '!src/reference/components/index.ts',
    '!src/reference/**/*.d.ts',
    '!src/reference/**/*.test.ts',
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
