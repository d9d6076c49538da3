// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for an app launched before its on-demand modules are in
 * (the browser host's way; the library entry loads them all first): asking for the messaging SDK or the token
 * helper before they are in says so. This file imports `launch` alone, so nothing has loaded the modules.
 */
import { afterEach, expect, it } from 'vitest';
import { launch, type ReferenceApp } from './launch.ts';

let app: ReferenceApp | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  history.replaceState(null, '', '/');
});

const open = () => launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'));

it('asking for the SDK or the token helper before they are in says they load on demand', () => {
  app = open();
  expect(() => app!.messagingSdk).toThrow('the messaging SDK is loaded on demand and is not in yet');
  expect(() => app!.tokenHelper).toThrow(/^the token helper is loaded on demand/);
});
