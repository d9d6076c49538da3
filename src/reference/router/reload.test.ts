// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: a reload restores the page stack the history entry
 * records, and opens the url's page afresh when that record is empty or names a page the app no longer has.
 * The seed gives the navigation operations; the suite judges them (spec/suite/navigation/*), a reload
 * among them in the browser.
 */
import { afterEach, expect, it } from 'vitest';
import { launch, type ReferenceApp } from '../index.ts';

let app: ReferenceApp | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  history.replaceState(null, '', '/');
});

/** Launches the app as a reload of `url` whose history entry records `stack`. */
function reload(url: string, stack: { id: number; url: string }[]) {
  history.replaceState({ usr: { stack }, key: 'k' }, '', url);
  app = launch({ pages: [{ path: 'pages/index/index' }, { path: 'pages/detail/detail' }] }, document.createElement('div'), { globals: false });
  return app.getCurrentPages().map((p) => p.route);
}

it('restores the recorded stack', () => {
  expect(reload('/#/pages/detail/detail', [{ id: 1, url: '/pages/index/index' }, { id: 2, url: '/pages/detail/detail' }]))
    .toEqual(['pages/index/index', 'pages/detail/detail']);
});

it("opens the url's page afresh when the record is empty", () => {
  expect(reload('/#/pages/detail/detail', [])).toEqual(['pages/detail/detail']);
});

it("opens the url's page afresh when the record names a page the app no longer has", () => {
  expect(reload('/#/pages/detail/detail', [{ id: 1, url: '/pages/index/index' }, { id: 2, url: '/pages/gone/gone' }])).toEqual(['pages/detail/detail']);
});

it('opens the entry page for an url of no page', () => {
  expect(reload('/#/pages/none/none', [])).toEqual(['pages/index/index']);
});
