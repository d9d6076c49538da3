import { describe, expect, it } from 'vitest';
import type { FixtureApp } from '../../contract/index.ts';
import { part, useApp } from '../../harness/unit.ts';
import { navigated, rendered } from './settle.ts';

describe('a page without a style in pages.json [nav.page-shell]', () => {
  const unstyledApp: FixtureApp = { pages: [{ path: 'pages/index/index', text: 'Home page' }], router: { mode: 'hash' } };
  useApp(unstyledApp);

  it('shows its text under a navigation bar with an empty title', () => {
    expect(part('shell.page').textContent).toContain('Home page');
    // What the user reads: a template's whitespace around nothing (V2) is an empty title too.
    expect(part('shell.navigation-bar.title').textContent?.trim()).toBe('');
  });
});

describe('the document title [nav.page-shell]', () => {
  const app = useApp();

  it('is the title of the tab page shown, switching to another tab page and back', async () => {
    await rendered();
    expect(document.title).toBe('Home');
    await navigated(app(), 'switchTab', { url: '/pages/mine/mine' }, ['pages/mine/mine']);
    await rendered();
    expect(document.title).toBe('Mine');
    await navigated(app(), 'switchTab', { url: '/pages/index/index' }, ['pages/index/index']);
    await rendered();
    expect(document.title).toBe('Home');
  });

  it('is the title of the page an animated back navigation returns to', async () => {
    await navigated(app(), 'navigateTo', { url: '/pages/detail/detail', animationType: 'none' }, ['pages/index/index', 'pages/detail/detail']);
    await rendered();
    expect(document.title).toBe('Detail');
    await navigated(app(), 'navigateBack', {}, ['pages/index/index']);
    await rendered();
    expect(document.title).toBe('Home');
  });
});
