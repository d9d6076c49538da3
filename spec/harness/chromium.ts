/**
 * How this machine launches Chromium, for the Playwright runner (playwright.config.ts) and for tools that
 * launch it themselves (`npm run explore`, the bench): Debian's headless shell, or its full chromium, where
 * Playwright cannot download its own browser (scripts/ensure-browser.mjs), with the flags it needs; Playwright's
 * own otherwise. The headless shell (no browser UI) runs the browser layer in about three quarters of the time.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const systemChromium = process.env.PW_BUNDLED_BROWSER
  ? undefined
  : [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

/**
 * No page reaches another host: Chromium resolves no name but this machine's (IP literals included), so a
 * request off the machine fails at once; a route a test registers still answers first. Unlike intercepting
 * every request to refuse some, it costs a page load nothing.
 */
const offMachine = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]';
/** How such a request fails, as the suite's guard (browser.ts) tells it from other failures. */
export const OFF_MACHINE_UNRESOLVED = 'net::ERR_NAME_NOT_RESOLVED';

export const chromiumLaunchOptions: LaunchOptions = systemChromium
  ? {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic', offMachine],
    }
  : { args: [offMachine] };
