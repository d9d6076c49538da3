// Probe for the isolation self-test: in one worker, which reuses its context from test to test, each
// "leaves" test leaves something behind and the test after it must find none of it.
import { basicApp } from '../../fixtures/apps.ts';
import { expect, test } from '../../harness/browser.ts';

test.describe.configure({ mode: 'serial' });

const MARK = 'left-by-the-previous-test';
/** The history a freshly opened app has (its own entries included): the next test's must be the same. */
let openedHistoryLength: number | undefined;

test('leaves state behind in its page', async ({ page, openApp }) => {
  await page.addInitScript((mark) => { (window as any).__previous__ = mark; }, MARK);
  await page.route('**/left-behind', (route) => route.fulfill({ body: MARK }));
  await page.clock.install({ time: new Date('2001-01-01T00:00:00Z') });
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
});

test('finds none of its page\'s state', async ({ page, openApp }) => {
  await openApp(basicApp);
  expect(await page.evaluate(async (mark) => ({
    initScript: (window as any).__previous__ ?? null,
    localStorage: localStorage.getItem(mark),
    sessionStorage: sessionStorage.getItem(mark),
    cookie: document.cookie.includes(mark),
    windowName: window.name,
    historyLength: history.length,
    databases: (await indexedDB.databases()).map((d) => d.name).filter((name) => name === mark),
    year: new Date().getFullYear(),
    routed: await fetch('/left-behind').then((r) => r.text()).then((text) => text === mark),
  }), MARK)).toEqual({
    initScript: null, localStorage: null, sessionStorage: null, cookie: false, windowName: '',
    historyLength: openedHistoryLength, databases: [], year: new Date().getFullYear(), routed: false,
  });
});

test('leaves a permission granted to its context', async ({ context }) => {
  await context.grantPermissions(['geolocation']);
});

test('finds the permission not granted', async ({ page, openApp }) => {
  await openApp(basicApp);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe('prompt');
});
