// `npm run conformance -- --smoke`, browser face: opens the basic fixture app once and prints what the
// page exposes and said; a page that fails to boot fails here with its errors (openApp).
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

test('opens an app', async ({ page, openApp, part, target }) => {
  const said: string[] = [];
  page.on('console', (m) => said.push(`console.${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => said.push(`page error: ${e.message}`));
  const say = (line: string) => console.log(`smoke (browser, ${target.name}): ${line}`);
  await openApp(basicApp);
  const found = await page.evaluate(() => ({
    apis: Object.keys((window as any).uni).filter((k) => typeof (window as any).uni[k] === 'function').length,
    pages: (window as any).getCurrentPages().map((p: { route: string; options: unknown }) => ({ route: p.route, options: p.options })),
  }));
  say(`${page.url()}: uni has ${found.apis} functions; getCurrentPages(): ${JSON.stringify(found.pages)}`);
  const shown = await part('shell.page').first().textContent({ timeout: 5_000 }).catch((e: Error) => `(no shell.page part: ${e.message.split('\n')[0]})`);
  say(`shell.page shows: ${JSON.stringify(shown?.trim().slice(0, 120))}`);
  for (const line of said) say(line);
  expect(found.pages.map((p: { route: string }) => p.route)).toEqual([basicApp.pages[0]!.path]);
  await expect(part('shell.page')).toContainText(basicApp.pages[0]!.text!);
});
