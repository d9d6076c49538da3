import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './spec/harness/chromium.ts';
import { loadTarget } from './spec/harness/select-target.ts';

const target = await loadTarget();
// The conformance runner points every report of a run at one folder.
const out = process.env.UNI_REPORTS_DIR ?? 'reports';

export default defineConfig({
  testDir: 'spec/suite',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.PW_WORKERS ? Number(process.env.PW_WORKERS) : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    [process.env.PW_PROGRESS ?? 'list'],
    ['json', { outputFile: `${out}/raw/playwright.json` }],
    ['junit', { outputFile: `${out}/junit/playwright.xml` }],
    ['allure-playwright', { resultsDir: `${out}/allure-results`, detail: false, suiteTitle: false }],
  ],
  use: {
    baseURL: target.browser.webServer.url,
    // In CI a failed test keeps its trace (DOM snapshots, network, console), as CI cannot be asked again. A
    // local run records none: recording every test to keep the failed ones cost the browser layer about an
    // eighth of its time (2026-11-28: 65.4 / 73.7 s against 58.4 / 59.8 s); re-run a failure with
    // `--trace on`. A screencast of every test would cost about a tenth more.
    trace: process.env.CI ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: chromiumLaunchOptions,
    // One context and one tab per worker, reset between tests by the harness (harness/reused-tab.ts): a fresh
    // context per test spawned renderer processes and cost about half the layer's time.
  },
  outputDir: `${out}/playwright-artifacts`,
  ...(target.timeouts?.browser ? { timeout: target.timeouts.browser } : {}),
  // A caller that serves the target itself says so (the mutation runner keeps one server for all its runs).
  ...(process.env.UNI_TARGET_SERVED === '1' ? {} : { webServer: {
    command: target.browser.webServer.command,
    url: target.browser.webServer.url,
    // The project root, also when another config (the harness probes) extends this one.
    cwd: import.meta.dirname,
    // A run judges only the server it started: anything already listening on the target's port is refused
    // (Playwright names the url), never taken for the target.
    reuseExistingServer: false,
    timeout: target.timeouts?.webServer ?? 60_000,
    stdout: 'ignore',
  } }),
});
