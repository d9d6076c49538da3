/**
 * How this machine launches Chromium, for the Playwright runner (playwright.config.ts) and for tools that
 * launch it themselves (`npm run explore`): Debian's chromium where Playwright cannot download its own
 * browser (scripts/ensure-browser.mjs), with the flags it needs; Playwright's own otherwise.
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const systemChromium = process.env.PW_BUNDLED_BROWSER
  ? undefined
  : [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && existsSync(p));

export const chromiumLaunchOptions: LaunchOptions = systemChromium
  ? {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic'],
    }
  : {};
