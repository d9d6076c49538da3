/**
 * A target whose app throws while it boots, for the harness's self-test: each browser test must fail
 * within seconds with the page's error in its failure, not wait out the test's time limit.
 */
import type { Page } from '@playwright/test';
import { defineTarget, type FixtureApp } from '../../contract/index.ts';
import reference from '../reference/index.ts';

async function open(page: Page, app: FixtureApp): Promise<void> {
  await page.addInitScript((fixture) => {
    (window as any).__UNI_FIXTURE_APP__ = fixture;
    // The framework's first act, exposing `uni`, throws: the app never boots.
    Object.defineProperty(window, 'uni', { configurable: true, set() { throw new Error('the runtime failed to boot (on purpose)'); } });
  }, app);
  await page.goto('/#/');
}

export default defineTarget({ ...reference, name: 'broken-boot', expectations: {}, browser: { ...reference.browser, open } });
