import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config.ts';

// Runs the browser probe with the suite's own fixtures (the network guard) and target server.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.probe.spec.ts',
  reporter: [['json', { outputFile: `${process.env.UNI_REPORTS_DIR}/raw/playwright.json` }]],
  workers: 1,
});
