import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config.ts';

// The suite's browser setup (target server, network guard) for the smoke file alone.
export default defineConfig({ ...base, testDir: '.', testMatch: 'smoke.browser.ts', reporter: 'list', workers: 1 });
