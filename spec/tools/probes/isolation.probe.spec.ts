// Probe for the isolation self-test: in one worker, which reuses its context and tab from test to test, each
// "leaves" test leaves something behind and the test after it must find none of it.
import { basicApp } from '../../fixtures/apps.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../harness/browser.ts';
import { fingers } from '../../suite/components/touch.ts';

test.describe.configure({ mode: 'serial' });

const MARK = 'left-by-the-previous-test';
/** The history a freshly opened app has (its own entries included): the next test's must be the same. */
let openedHistoryLength: number | undefined;
/** What a listener the first test left on its page heard after it. */
const heard: string[] = [];
let defaultViewport: { width: number; height: number } | null = null;
/** The tab a test left its change in, where the harness undoes it rather than opening a new one. */
let tabLeft: Page | undefined;

/**
 * Records the page's mouse moves from now on. Installed and awaited before the pointer moves: a listener added
 * by an evaluation still on its way could miss a move dispatched first (the test then waited out its timeout).
 */
const listenToMoves = (page: Page) => page.evaluate(() => {
  const seen: { x: number; y: number; buttons: number }[] = ((window as any).__moves__ = []);
  addEventListener('mousemove', (e) => seen.push({ x: e.clientX, y: e.clientY, buttons: e.buttons }));
});
const movesSeen = (page: Page) => page.evaluate(() => (window as any).__moves__ as { x: number; y: number; buttons: number }[]);

test('leaves state behind in its page', async ({ page, openApp }) => {
  await page.addInitScript((mark) => { (window as any).__previous__ = mark; }, MARK);
  await page.route('**/left-behind', (route) => route.fulfill({ body: MARK }));
  page.on('console', (message) => heard.push(message.text()));
  await openApp(basicApp);
  openedHistoryLength = await page.evaluate(() => history.length);
  await page.evaluate(async (mark) => {
    localStorage.setItem(mark, mark);
    sessionStorage.setItem(mark, mark);
    document.cookie = `${mark}=1`;
    window.name = mark;
    history.pushState(null, '', location.href);
    await new Promise<void>((resolve) => {
      const open = indexedDB.open(mark);
      open.onsuccess = () => { open.result.close(); resolve(); };
    });
  }, MARK);
  // The pointer rests over the page: the next test's moves must start where a new tab's do.
  await page.mouse.move(100, 200);
  heard.length = 0;
});

test('finds none of its page\'s state', async ({ page, openApp }) => {
  await openApp(basicApp);
  await page.evaluate(() => console.log('heard by the previous test\'s listener?'));
  expect(await page.evaluate(async (mark) => ({
    initScript: (window as any).__previous__ ?? null,
    localStorage: localStorage.getItem(mark),
    sessionStorage: sessionStorage.getItem(mark),
    cookie: document.cookie.includes(mark),
    windowName: window.name,
    historyLength: history.length,
    databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name === mark),
    routed: await fetch('/left-behind').then((r) => r.text()).then((text) => text === mark),
  }), MARK)).toEqual({
    initScript: null, localStorage: null, sessionStorage: null, cookie: false, windowName: '',
    historyLength: openedHistoryLength, databases: [], routed: false,
  });
  expect(heard).toEqual([]);
  // Playwright's pointer moves from where a new tab's rests, the corner, not from where the last test left it.
  await listenToMoves(page);
  await page.mouse.move(40, 40, { steps: 2 });
  await expect.poll(() => movesSeen(page)).toEqual([{ x: 20, y: 20, buttons: 0 }, { x: 40, y: 40, buttons: 0 }]);
});

let contextLeft: BrowserContext | undefined;

test('leaves the page clock installed', async ({ page, context, openApp }) => {
  await page.clock.install({ time: new Date('2001-01-01T00:00:00Z') });
  await openApp(basicApp);
  await page.clock.runFor(60_000);
  contextLeft = context;
});

test('finds the real time, in the same context', async ({ page, context, openApp }) => {
  await openApp(basicApp);
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(new Date().getFullYear());
  // A real timer fires by itself: no clock holds it.
  expect(await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve('fired'), 10)))).toBe('fired');
  expect(context === contextLeft, 'the clock taken out of the context, not a new context').toBe(true);
});

test('installs the page clock anew after one was taken out', async ({ page, openApp }) => {
  await page.clock.install({ time: new Date('2002-02-02T00:00:00Z') });
  await openApp(basicApp);
  expect(await page.evaluate(() => new Date().getFullYear())).toBe(2002);
});

test('leaves a mouse button held', async ({ page, openApp }) => {
  await openApp(basicApp);
  await page.mouse.move(10, 10);
  await page.mouse.down();
});

test('finds no button held', async ({ page, openApp }) => {
  await openApp(basicApp);
  await listenToMoves(page);
  await page.mouse.move(20, 20);
  await expect.poll(() => movesSeen(page)).toEqual([expect.objectContaining({ buttons: 0 })]);
});

test('leaves the viewport resized', async ({ page, openApp }) => {
  defaultViewport = page.viewportSize();
  await openApp(basicApp);
  await page.setViewportSize({ width: 321, height: 432 });
  tabLeft = page;
});

test('finds the default viewport, in the same tab', async ({ page, openApp }) => {
  await openApp(basicApp);
  expect(page.viewportSize()).toEqual(defaultViewport);
  expect(await page.evaluate(() => innerWidth)).toBe(defaultViewport!.width);
  expect(page === tabLeft, 'the tab resized back, not a new one').toBe(true);
});

test.describe('with a viewport of its own', () => {
  test.use({ viewport: { width: 333, height: 444 } });
  test('takes the viewport it asks for, in the same tab', async ({ page, openApp }) => {
    await openApp(basicApp);
    expect(await page.evaluate(() => [innerWidth, innerHeight, screen.width, screen.height])).toEqual([333, 444, 333, 444]);
    expect(page === tabLeft, 'the tab resized, not a new one').toBe(true);
  });
});

test('finds the default viewport after a test with its own, in the same tab', async ({ page, openApp }) => {
  await openApp(basicApp);
  const { width, height } = defaultViewport!;
  expect(await page.evaluate(() => [innerWidth, innerHeight, screen.width, screen.height])).toEqual([width, height, width, height]);
  expect(page === tabLeft, 'the tab resized back, not a new one').toBe(true);
});

test('leaves fingers down', async ({ page, openApp }) => {
  await openApp(basicApp);
  // Two: the next test's finger has the first one's id, so the second is the one that would still be down.
  await (await fingers(page)).down({ x: 50, y: 300 }, { x: 150, y: 300 });
  tabLeft = page;
});

test('finds no finger down, in the same tab', async ({ page, openApp }) => {
  await openApp(basicApp);
  await page.evaluate(() => {
    const seen: number[] = ((window as any).__touches__ = []);
    addEventListener('touchstart', (e) => seen.push(e.touches.length));
  });
  await (await fingers(page)).down({ x: 60, y: 300 });
  await expect.poll(() => page.evaluate(() => (window as any).__touches__)).toEqual([1]);
  expect(page === tabLeft, 'the tab with the finger lifted, not a new one').toBe(true);
});

test('leaves a permission granted to its context', async ({ context }) => {
  await context.grantPermissions(['geolocation']);
});

test('finds the permission not granted', async ({ page, openApp }) => {
  await openApp(basicApp);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe('prompt');
});
