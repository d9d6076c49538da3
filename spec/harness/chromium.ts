/**
 * How this machine launches Chromium, for the Playwright runner (playwright.config.ts) and for tools that
 * launch it themselves (`npm run explore`, the bench): Debian's headless shell, or its full chromium, where
 * Playwright cannot download its own browser (scripts/ensure-browser.mjs), with the flags it needs; Playwright's
 * own otherwise. The headless shell (no browser UI) runs the browser layer in about three quarters of the time;
 * the bench prefers the full browser.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const system = (paths: string[]) => (process.env.PW_BUNDLED_BROWSER ? undefined : [process.env.CHROMIUM_PATH, ...paths].find((p) => p && existsSync(p)));
const testChromium = system(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
// The bench's figures are a user's browser's: the full browser paints on its display's frame clock, which the
// headless shell does not keep (2026-11-28, the same hour: navigateTo → painted 11.1 ms there, 27.5 ms here; first
// render against Vue 3 ×1.03 there, ×0.82 here), and they stay comparable with earlier ones.
const benchChromium = system(['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/chromium-headless-shell']);

/**
 * No page reaches another host: Chromium resolves no name but this machine's (IP literals included), so a
 * request off the machine fails at once; a route a test registers still answers first. Unlike intercepting
 * every request to refuse some, it costs a page load nothing.
 */
const offMachine = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]';
/** How such a request fails, as the suite's guard (browser.ts) tells it from other failures. */
export const OFF_MACHINE_UNRESOLVED = 'net::ERR_NAME_NOT_RESOLVED';

const launchOptions = (executablePath: string | undefined, extra: string[] = []): LaunchOptions => (executablePath
  ? {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic', offMachine, ...extra],
    }
  : { args: [offMachine, ...extra] });

/**
 * Every tab of the target's site in one renderer. Measured when each test opened a tab of its own: the browser
 * layer ran about 8 % faster (2026-11-28: 54.6 / 55.3 s against 59.1 / 59.3 s, back to back). Since the
 * harness reuses one tab per worker (reused-tab.ts), a tab opens only after a test that could not be reset
 * and for popups, and the difference is within the machine's noise (79.4 / 79.6 against 84.3 / 77.1
 * CPU-seconds); kept, as the genuine editions' verdicts were checked with it. Not for the bench, whose every
 * run is a fresh start.
 */
export const chromiumLaunchOptions = launchOptions(testChromium, ['--process-per-site']);
/** For `npm run bench`. */
export const benchChromiumLaunchOptions = launchOptions(benchChromium);
