import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * The `suite` project of vitest.config.ts for Stryker's vitest runner: the same environment and setup, without
 * the report writers (allure, json, junit), which would fight over files across Stryker's parallel sandboxes.
 * Its tests are the suite's and the reference's own (its choices the seed leaves open, beside the code they
 * test), which the suite runner tries last (scripts/mutation/suite-runner.mjs). STRYKER_TESTS (comma-separated
 * globs) narrows them for a quick run on one area.
 */
const OWN_TESTS = 'src/reference/**/*.test.{ts,tsx}';
// STRYKER_LAYERS=own (suite-runner.mjs): the reference's own tests alone.
const include = process.env.STRYKER_TESTS?.split(',') ?? (process.env.STRYKER_LAYERS === 'own' ? [OWN_TESTS] : ['spec/suite/**/*.test.{ts,tsx}', OWN_TESTS]);
// STRYKER_SKIP (comma-separated globs) leaves files out of a narrowed run, e.g. the slow any-argument property.
const exclude = process.env.STRYKER_SKIP?.split(',') ?? [];

export default defineConfig({
  plugins: [react()],
  // As in vitest.config.ts: JSX for React's production build, which the reference's unit face loads.
  oxc: { jsx: { development: false } },
  test: {
    name: 'suite',
    include,
    exclude,
    environment: 'happy-dom',
    environmentOptions: {
      // Requests from the DOM go to mocked hosts; happy-dom's CORS preflight would reach the network.
      happyDOM: { url: 'http://localhost:3000', settings: { fetch: { disableSameOriginPolicy: true } } },
    },
    // collection-scope.ts: what a file runs before its first test counts for that file's tests, not as static.
    setupFiles: ['scripts/mutation/collection-scope.ts', 'spec/harness/vitest.setup.ts'],
    reporters: ['default'],
    // A mutant that leaves a promise unsettled fails its test here, well before Stryker's own timeout, which
    // would restart the runner (seconds each). Every suite test takes well under a second.
    testTimeout: 3_000,
    // Stryker switches mutants at run time, so one worker may keep the modules it loaded across runs.
    isolate: process.env.STRYKER_ISOLATE === '1',
  },
});
