// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance, for an app torn down while its messaging SDK is still
 * loading: the SDK, when it comes, leaves the window alone. This file imports `launch` itself, not the
 * library entry, and holds the SDK's module back, so the app's APIs are whole while the SDK is not in.
 */
import { expect, it, vi } from 'vitest';
import { launch } from './launch.ts';

let release!: () => void;
const held = new Promise<void>((resolve) => { release = resolve; });
vi.mock('./sdk/messaging/index.ts', async (original) => {
  await held;
  return original();
});

const onWindow = () => ['uni', 'wx', 'jWeixin'].filter((name) => name in window);

it('an app torn down before its SDK is in sets no globals when it comes', async () => {
  const early = launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'));
  // The APIs loaded on demand are on its `uni`: only the SDK is missing.
  await vi.waitFor(() => expect(early.uni.request).toBeTypeOf('function'));
  expect(() => early.messagingSdk).toThrow(/not in yet/);
  early.destroy();
  release();
  // A later app's SDK in means the early app's turn has come and gone.
  const later = launch({ pages: [{ path: 'pages/index/index' }] }, document.createElement('div'), { globals: false });
  await vi.waitFor(() => later.messagingSdk);
  expect(onWindow()).toEqual([]);
  later.destroy();
});
