// Probe for the no-leaks self-test: a page that sends a request off the machine and swallows its failure.
import { basicApp } from '../../fixtures/apps.ts';
import { test } from '../../harness/browser.ts';

test('swallows a request to a host that is not the target\'s', async ({ page, openApp }) => {
  await openApp(basicApp);
  await page.evaluate(() => fetch('https://no-handler.leak.test/probe').catch(() => undefined));
});
