// `npm run conformance -- --smoke`, unit face: launches the basic fixture app once and mounts one
// component, printing what it finds, so an adapter's author sees at once whether the face works.
import { expect, it } from 'vitest';
import { basicApp } from '../../fixtures/apps.ts';
import { partOrNull, target, unitTarget } from '../../harness/unit.ts';

const say = (line: string) => console.log(`smoke (unit, ${target.name}): ${line}`);

it('launches an app and mounts a component', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const app = await unitTarget.launch(basicApp, container);
  const apis = Object.keys(app.uni).filter((k) => typeof app.uni[k] === 'function');
  say(`uni has ${apis.length} functions${apis.length ? ` (${apis.slice(0, 8).join(', ')}, …)` : ''}`);
  // A runtime may render after launch resolves: give it a moment, as the tests do.
  for (let turn = 0; turn < 100 && !container.textContent?.includes(basicApp.pages[0]!.text!); turn++) await new Promise((r) => setTimeout(r, 20));
  const pages = app.getCurrentPages();
  const shown = partOrNull('shell.page', container)?.textContent ?? `(no shown shell.page part) ${container.textContent ?? ''}`;
  say(`getCurrentPages(): ${JSON.stringify(pages.map((p) => ({ route: p.route, options: p.options })))}`);
  say(`shell.page shows: ${JSON.stringify(shown.trim().slice(0, 120))}`);
  say(`capabilities: ${['httpClient', 'tokenHelper', 'messagingSdk'].filter((k) => k in app).join(', ') || 'none'}`);
  const mounted = await unitTarget.mount('view', { children: 'mounted view' }, document.body.appendChild(document.createElement('div')));
  say(`mount('view') shows: ${JSON.stringify(mounted.container.textContent?.trim())}`);
  await mounted.unmount();
  await app.destroy();
  expect(pages.map((p) => p.route)).toEqual([basicApp.pages[0]!.path]);
  expect(shown).toContain(basicApp.pages[0]!.text);
});
