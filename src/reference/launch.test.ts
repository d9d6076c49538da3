// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `launch`: an app launched without globals leaves the
 * window alone, and an app torn down takes the globals it set with it, so that a page can launch and destroy
 * apps in turn. The seed gives the globals a launched app sets (`uni`, `getCurrentPages`, the messaging SDK's
 * `wx` and `jWeixin`); the suite judges those.
 */
import { afterEach, expect, it } from 'vitest';
// The library entry, which has every module in before anything launches.
import { launch, type ReferenceApp } from './index.ts';

const GLOBALS = ['uni', 'getCurrentPages', 'wx', 'jWeixin'];
const onWindow = () => GLOBALS.filter((name) => name in window);

let app: ReferenceApp | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  history.replaceState(null, '', '/');
});

it('an app launched without globals sets none on the window', () => {
  app = launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'), { globals: false });
  expect(onWindow()).toEqual([]);
});

it('an app with globals sets them all, and takes them with it when destroyed', () => {
  app = launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'));
  expect(onWindow()).toEqual(GLOBALS);
  app.destroy();
  app = undefined;
  expect(onWindow()).toEqual([]);
});

it('an app without globals, torn down, leaves the globals of an app that set them', () => {
  app = launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'));
  const quiet = launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'), { globals: false });
  quiet.destroy();
  expect(onWindow()).toEqual(GLOBALS);
});
