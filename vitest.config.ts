import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineInstalledSuite } from './spec/harness/installed.ts';
import { quietLogger } from './spec/harness/quiet-logger.ts';
import { servedFolders } from './spec/harness/served-folders.ts';
import { UNIT_PAGE_URL } from './spec/harness/unit-page.ts';

const reporters = process.env.VITEST_REPORTERS?.split(',') ?? ['default'];
// The conformance runner points every report of a run at one folder.
const out = process.env.UNI_REPORTS_DIR ?? 'reports';

export default defineConfig({
  plugins: [react()],
  // JSX for React's production runtime, which React's development build runs as well: the reference's unit
  // face loads the production build (spec/targets/reference/index.ts), whose JSX has no development entry.
  oxc: { jsx: { development: false } },
  customLogger: quietLogger(),
  server: { fs: { allow: servedFolders() } },
  test: {
    server: { deps: { inline: inlineInstalledSuite } },
    // Vitest leaves a core to itself by default; its main process is idle while files run, so on a
    // 2-core machine one worker per core cuts the unit layer by about a third (measured).
    maxWorkers: availableParallelism(),
    reporters: [
      ...reporters,
      ['json', { outputFile: `${out}/raw/vitest.json` }],
      ['junit', { outputFile: `${out}/junit/vitest.xml` }],
      // allure-vitest's, writing each file's results as it ends (allure-vitest-streaming.ts).
      ['./spec/harness/allure-vitest-streaming.ts', { resultsDir: `${out}/allure-results` }],
    ],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['spec/suite/**/*.test.{ts,tsx}'],
          // A fresh worker per test file unless the target's unit face keeps nothing across files: the
          // conformance runner sets UNI_UNIT_ISOLATE=0 for such a target (contract `isolateUnitFiles`).
          isolate: process.env.UNI_UNIT_ISOLATE !== '0',
          // Transformed modules kept on disk between runs (keyed by content and config; in node_modules, so a
          // fresh install starts over): the unit layer's transforms take about a tenth of its CPU time.
          experimental: { fsModuleCache: true },
          environment: 'happy-dom',
          environmentOptions: {
            // Requests from the DOM go to mocked hosts; happy-dom's CORS preflight would reach the network.
            happyDOM: { url: UNIT_PAGE_URL, settings: { fetch: { disableSameOriginPolicy: true } } },
          },
          // Before allure-vitest's setup, which then records no step per expect() (matcher-steps.ts).
          setupFiles: ['spec/harness/matcher-steps.ts', 'allure-vitest/setup', 'spec/harness/vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'self',
          include: ['spec/tools/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['spec/harness/matcher-steps.ts', 'allure-vitest/setup'],
        },
      },
    ],
  },
});
