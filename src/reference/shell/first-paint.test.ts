// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
// The library entry, which has every module in before anything launches.
import { launch, type ReferenceApp } from '../index.ts';
import type { AppConfig } from '../runtime/app-config.ts';
import { paintFirstPage } from './first-paint.ts';

const pages: AppConfig['pages'] = [
  { path: 'pages/index/index', style: { navigationBarTitleText: 'Home' }, text: 'Home page' },
  { path: 'pages/detail/detail', style: { navigationBarTitleText: 'Detail' }, text: 'Detail page' },
  { path: 'pages/plain/plain', text: 'No title' },
];
const hashApp: AppConfig = { pages, router: { mode: 'hash' } };
const historyApp: AppConfig = { pages, router: { mode: 'history' } };

/** The boxes from the container down to the shown page's title, each with its style, as a user sees them. */
function bar(container: HTMLElement): string[] {
  const path = ['uni-app', 'uni-main', 'uni-content', 'div', 'uni-page:not([hidden])', 'uni-page-head', 'h1'];
  const found: string[] = [];
  let at: Element | null = container;
  for (const step of path) {
    at = at.querySelector(`:scope > ${step}`);
    if (!at) return [...found, `no ${step}`];
    found.push(`${at.tagName.toLowerCase()}${at.className ? `.${at.className}` : ''} ${(at as HTMLElement).style.cssText}`);
  }
  return [...found, `text ${at.textContent}`];
}

let running: ReferenceApp | undefined;
afterEach(() => {
  running?.destroy();
  running = undefined;
  history.replaceState(null, '', '/');
});

/** The first render's bar for `app` opened at `url`, and the first paint's there. */
function bothAt(app: AppConfig, url: string) {
  history.replaceState(null, '', url);
  const painted = document.createElement('div');
  const didPaint = paintFirstPage(app, painted, location, null);
  const rendered = document.createElement('div');
  running = launch(app, rendered, { globals: false });
  return { didPaint, painted: bar(painted), rendered: bar(rendered) };
}

describe('the first paint draws what the first render draws, before it', () => {
  it.each([
    ['the entry page, hash mode', hashApp, '/#/', 'Home'],
    ['a page by its hash', hashApp, '/#/pages/detail/detail?x=1', 'Detail'],
    ['a page without a title', hashApp, '/#/pages/plain/plain', ''],
    ['an unknown page, which opens the entry page', hashApp, '/#/pages/none/none', 'Home'],
    ['a page by its path, history mode', historyApp, '/pages/detail/detail', 'Detail'],
    ['the entry page by its own path, history mode', historyApp, '/pages/index/index', 'Home'],
  ])('%s', (_, app, url, title) => {
    const { didPaint, painted, rendered } = bothAt(app, url);
    expect(didPaint).toBe(true);
    expect(painted).toEqual(rendered);
    expect(painted.at(-1)).toBe(`text ${title}`);
  });
});

describe('the first paint paints nothing where it cannot know the first render\'s bar', () => {
  it.each([
    ['a page with a custom navigation bar', { pages: [{ path: 'pages/a/a', style: { navigationStyle: 'custom' } }] } as AppConfig],
    ['a page with a maximum width', { pages: [{ path: 'pages/a/a', style: { maxWidth: 600 } }] } as AppConfig],
    ['an app with a top window', { ...hashApp, topWindow: { path: 'windows/top' } }],
    ['an app with a left window', { ...hashApp, leftWindow: { path: 'windows/left' } }],
    ['an app with a right window', { ...hashApp, rightWindow: { path: 'windows/right' } }],
  ])('%s', (_, app) => {
    const container = document.createElement('div');
    expect(paintFirstPage(app, container, { hash: '', pathname: '/', search: '' }, null)).toBe(false);
    expect(container.childNodes.length).toBe(0);
  });

  it('a reload, whose page stack the router restores from the history state', () => {
    const container = document.createElement('div');
    expect(paintFirstPage(hashApp, container, { hash: '#/', pathname: '/', search: '' }, { usr: { stack: [] } })).toBe(false);
    expect(container.childNodes.length).toBe(0);
  });
});

it('the first render replaces the first paint', () => {
  history.replaceState(null, '', '/#/');
  const container = document.createElement('div');
  paintFirstPage(hashApp, container, location, null);
  running = launch(hashApp, container, { globals: false });
  expect(container.querySelectorAll('uni-app')).toHaveLength(1);
  expect(container.querySelectorAll('uni-page-head')).toHaveLength(1);
});
