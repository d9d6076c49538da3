import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config.ts';

// Runs the browser probes (one file per self-test) with the suite's own fixtures and target server.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.probe.spec.ts',
  reporter: [['json', { outputFile: `${process.env.UNI_REPORTS_DIR}/raw/playwright.json` }]],
  workers: 1,
});
