import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { windowsApp } from '../../fixtures/navigation.ts';
import { partOrNull, useApp } from '../../harness/unit.ts';

const { defaultMinWidth } = v('nav.layout.windows');

/** The windows app's top and left windows without the style pages.json leaves optional; no right window. */
const unstyledWindowsApp: FixtureApp = {
  ...windowsApp,
  topWindow: { path: 'windows/top/top', text: 'Top window' },
  leftWindow: { path: 'windows/left/left', text: 'Left window' },
  rightWindow: undefined,
};

useApp(unstyledWindowsApp);

describe('a layout window without a style [nav.layout.windows]', () => {
  it('a top and a left window without a style show on a page wide enough for windows, as windows with one do', () => {
    // The unit page is wide enough for windows without a matchMedia of their own.
    expect(window.matchMedia(`(min-width: ${defaultMinWidth}px)`).matches).toBe(true);
    expect(partOrNull('shell.top-window')?.textContent).toContain('Top window');
    expect(partOrNull('shell.left-window')?.textContent).toContain('Left window');
  });
});
