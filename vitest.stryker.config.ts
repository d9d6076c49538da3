import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { isBrowserTestFile } from './scripts/mutation/test-files.mjs';

/**
 * Stryker's vitest runner's tests, in two projects: `suite`, the `suite` project of vitest.config.ts (the same
 * environment and setup), and `own`, the reference's own tests (its choices the seed leaves open, beside the
 * code they test), which the suite runner tries last (scripts/mutation/suite-runner.mjs; before the browser layer
 * for the files scripts/mutation/own-first.mjs lists). Without the report
 * writers (allure, json, junit), which would fight over files across Stryker's parallel sandboxes.
 * STRYKER_TESTS (comma-separated globs) narrows them, and the browser layer to the `*.spec.ts` files it names
 * (scripts/mutation/suite-runner.mjs), for a quick run on one area or on a file's killers; STRYKER_LAYERS=own
 * leaves the suite out.
 */
const SUITE_TESTS = 'spec/suite/**/*.test.{ts,tsx}';
const OWN_TESTS = 'src/reference/**/*.test.{ts,tsx}';
const narrowed = process.env.STRYKER_TESTS?.split(',');
// STRYKER_SKIP (comma-separated globs) leaves files out of a narrowed run, e.g. the slow any-argument property.
const exclude = process.env.STRYKER_SKIP?.split(',') ?? [];
/** A project's tests: the narrowed globs under its folder (not the browser layer's `*.spec.*`), else all of them. */
const within = (folder: string, all: string) => narrowed?.filter((glob) => glob.startsWith(folder) && !isBrowserTestFile(glob)) ?? [all];

const suite: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'suite',
    include: within('spec/', SUITE_TESTS),
    exclude,
    environment: 'happy-dom',
    environmentOptions: {
      // Requests from the DOM go to mocked hosts; happy-dom's CORS preflight would reach the network.
      happyDOM: { url: 'http://localhost:3000', settings: { fetch: { disableSameOriginPolicy: true } } },
    },
    // collection-scope.ts: what a file runs before its first test counts for that file's tests, not as static.
    setupFiles: ['scripts/mutation/collection-scope.ts', 'spec/harness/vitest.setup.ts'],
    // Stryker switches mutants at run time, so one worker may keep the modules it loaded across runs.
    isolate: process.env.STRYKER_ISOLATE === '1',
  },
};
// As in vitest.config.ts's `self` project, each file names its DOM; isolated, since they resize the window,
// spy on prototypes and launch apps of their own, which the suite's files, sharing a worker, would see.
const own: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'own', include: within('src/', OWN_TESTS), exclude, environment: 'node', setupFiles: ['scripts/mutation/collection-scope.ts'], isolate: true },
};

export default defineConfig({
  plugins: [react()],
  // As in vitest.config.ts: JSX for React's production build, which the reference's unit face loads.
  oxc: { jsx: { development: false } },
  test: {
    reporters: ['default'],
    // A mutant that leaves a promise unsettled fails its test here, well before Stryker's own timeout, which
    // would restart the runner (seconds each). Every suite test takes well under a second.
    testTimeout: 3_000,
    projects: [...(process.env.STRYKER_LAYERS === 'own' ? [] : [suite]), own].filter((p) => p.test!.include!.length > 0),
  },
});
