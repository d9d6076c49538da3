// @vitest-environment happy-dom
/**
 * The reference's own test of the framework's page style `topWindow`, `leftWindow` and `rightWindow`: false turns
 * that window off while the page shows, the others staying. The suite judges the left one in Chromium
 * (spec/suite/navigation/windows.spec.ts, [nav.layout.windows]); this pins all three.
 */
import { expect, it } from 'vitest';
import { useLaunchedApp } from '../test-support/launched-app.ts';

const WINDOWS = ['topWindow', 'leftWindow', 'rightWindow'] as const;
const { app, container } = useLaunchedApp({
  pages: [{ path: 'pages/index/index' }, ...WINDOWS.map((name) => ({ path: `pages/no-${name}/index`, style: { [name]: false } }))],
  topWindow: { path: 'windows/top' },
  leftWindow: { path: 'windows/left' },
  rightWindow: { path: 'windows/right' },
});
// The test DOM's window (1024 px) is wide enough for windows without a matchMedia of their own.

const shown = () => [...container().querySelectorAll('[data-window]')].map((w) => w.getAttribute('data-window'));

it.each(WINDOWS)('a page with %s: false shows the other windows only', async (name) => {
  expect(shown()).toEqual(['windows/top', 'windows/left', 'windows/right']);
  await app().uni.navigateTo({ url: `/pages/no-${name}/index`, animationType: 'none' });
  expect(shown()).toEqual(['windows/top', 'windows/left', 'windows/right'].filter((path) => !path.endsWith(name.replace('Window', ''))));
});
