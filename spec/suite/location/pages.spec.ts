import type { Locator, Page } from '@playwright/test';
import { fill, v } from '../../catalogue/index.ts';
import { amapApp, CENTER, googleApp, MAP_KEYS, noMapApp, qqmapApp } from '../../fixtures/location.ts';
import { currentRoutes, expect, test } from '../../harness/browser.ts';
import { captureWindowOpen, choice, consoleMessages, reported, routeMapServices, runClockUntil, settled, startChooseLocation } from './support/browser.ts';

const placeholder = v('device.i18n.english').strings['uni.chooseLocation.search'];
const { pageSize } = v('loc.picker.page-size');
const endpoint = (u: URL) => `${u.origin}${u.pathname}`;

/** The search field's placeholder as the user sees it: the field's own, or text drawn beside a bare field. */
const placeholderOf = (root: Locator) => root.getByPlaceholder(placeholder).or(root.getByText(placeholder, { exact: true })).first();

/** Scrolls the list to its end as a user does: the mouse wheel over it, turned more than once. */
async function scrollToEnd(page: Page, list: Locator) {
  await list.hover();
  await page.mouse.wheel(0, 200);
  await page.mouse.wheel(0, 100_000);
}

/** A virtual clock that moves only when the test moves it. */
async function stopTheClock(page: Page) {
  const start = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

test.describe('the location picker', () => {
  test('chooseLocation opens /choose-location and confirming a nearby place reports it [loc.route.choose-location, loc.choose-location.page, loc.entity.location-result]', async ({ page, openApp, part }) => {
    const requests = await routeMapServices(page);
    await openApp(qqmapApp);
    await startChooseLocation(page, { ...CENTER });
    const root = part('location.choose');
    const items = part('location.choose.item');
    await expect(items).toHaveCount(pageSize);
    // An internal page's route may be reported with its leading slash.
    expect((await currentRoutes(page)).map((r) => r.replace(/^\//, ''))).toEqual(['pages/index/index', v('loc.route.choose-location').path.slice(1)]);
    await expect(part('location.choose.map').first()).toBeVisible();
    await expect(part('location.choose.search').first()).toBeVisible();
    await expect(placeholderOf(root)).toBeVisible();
    await expect(part('location.choose.list').first()).toBeVisible();
    await expect(part('location.choose.back').first()).toBeVisible();
    await expect(part('location.choose.confirm').first()).toBeVisible();
    const geocoder = requests.find((u) => endpoint(u) === v('loc.reverse-geocoder').endpoint)!;
    expect(geocoder.searchParams.get('location')).toBe(`${CENTER.latitude},${CENTER.longitude}`);

    await expect(part('location.choose.item.name', items.nth(1))).toHaveText('Nearby place 2');
    await items.nth(1).click();
    await part('location.choose.confirm').first().click();
    await expect.poll(() => choice(page)).toBeTruthy();
    const { ok, res } = (await choice(page))!;
    expect(ok).toBe(true);
    expect(Object.keys(res).sort()).toEqual([...v('loc.entity.location-result').fields, 'errMsg'].sort());
    expect(res).toMatchObject({ name: 'Nearby place 2', distance: 90, errMsg: v('loc.entity.location-result').errMsg });
    await expect.poll(() => currentRoutes(page)).toEqual(['pages/index/index']);
  });

  test('the back button fails chooseLocation [loc.choose-location.fail]', async ({ page, openApp, part }) => {
    await routeMapServices(page);
    await openApp(qqmapApp);
    await startChooseLocation(page, { ...CENTER });
    await expect(part('location.choose.item')).toHaveCount(pageSize);
    await part('location.choose.back').first().click();
    await expect.poll(() => choice(page)).toBeTruthy();
    const outcome = (await choice(page))!;
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg.startsWith(v('loc.choose-location.fail').errMsg)).toBe(true);
    await expect.poll(() => currentRoutes(page)).toEqual(['pages/index/index']);
  });

  test('scrolling to the end of the list loads the next page [loc.reverse-geocoder]', async ({ page, openApp, part }) => {
    const requests = await routeMapServices(page);
    await openApp(qqmapApp);
    await startChooseLocation(page, { ...CENTER });
    const items = part('location.choose.item');
    await expect(items).toHaveCount(pageSize);
    await scrollToEnd(page, part('location.choose.list').first());
    await expect(items).toHaveCount(2 * pageSize);
    const pages = requests.filter((u) => endpoint(u) === v('loc.reverse-geocoder').endpoint).map((u) => u.searchParams.get('poi_options'));
    expect(pages).toEqual([1, 2].map((pageIndex) => fill(v('loc.reverse-geocoder').poiOptions, { pageSize, pageIndex })));
  });

  test('typing within 1000 ms sends one keyword search, 1000 ms after the last key [loc.picker.search-debounce, loc.place-search]', async ({ page, openApp, part }) => {
    await stopTheClock(page);
    const requests = await routeMapServices(page);
    await openApp(qqmapApp);
    await startChooseLocation(page, { ...CENTER });
    const items = part('location.choose.item');
    // The picker opens on the virtual clock: whatever it does on timers runs as the clock moves.
    await runClockUntil(page, requests, async () => (await items.count()) === pageSize);
    const searches = () => requests.filter((u) => endpoint(u) === v('loc.place-search').endpoint);
    const input = part('location.choose.search').first();
    await input.click();
    for (const key of 'park') {
      await input.press(key);
      await page.clock.runFor(500);
    }
    await page.clock.runFor(v('loc.picker.search-debounce').delayMs - 501);
    await settled(page, requests);
    expect(searches()).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => searches().length).toBe(1);
    expect(searches()[0]!.searchParams.get('keyword')).toBe('park');
    await expect(part('location.choose.item.name', items.first())).toHaveText('park 1');
    await page.clock.runFor(5000);
    await settled(page, requests);
    expect(searches()).toHaveLength(1);
  });

  test('a script request whose callback never runs fails after 30 s [loc.jsonp.timeout]', async ({ page, openApp, part }) => {
    await stopTheClock(page);
    const requests = await routeMapServices(page, (url) => (url.pathname.startsWith('/ws/') ? { status: 200, body: '/* the callback never comes */' } : undefined));
    await openApp(qqmapApp);
    await startChooseLocation(page, { ...CENTER });
    const spinner = part('location.choose.loading').first();
    const geocodes = () => requests.filter((u) => endpoint(u) === v('loc.reverse-geocoder').endpoint);
    // The picker opens on the virtual clock, 1 ms a step. The runtime starts its wait when it adds the script,
    // which the browser may request a step later: the wait began within the last two steps.
    const step = 1;
    await runClockUntil(page, requests, () => geocodes().length === 1, { step });
    // The list waits for the answer while the request is pending, and gives up on it at 30 s.
    await expect(spinner).toBeVisible();
    await page.clock.runFor(v('loc.jsonp.timeout').timeoutMs - 2 * step);
    await expect(spinner).toBeVisible();
    await page.clock.runFor(2 * step);
    await expect(spinner).toBeHidden();
    await expect(part('location.choose.item')).toHaveCount(0);
    await settled(page, requests);
    expect(geocodes()).toHaveLength(1);
  });
});

test.describe('the location viewer', () => {
  test('openLocation opens /open-location with its query and an encoded navigation link [loc.route.open-location, loc.open-location.navigation-link]', async ({ page, openApp, part }) => {
    await captureWindowOpen(page);
    await routeMapServices(page);
    await openApp(qqmapApp);
    const name = 'Tiananmen & Co, 1/F';
    await page.evaluate(([c, n]) => (window as any).uni.openLocation({ ...c, name: n, address: 'Dongcheng, Beijing' }), [CENTER, name] as const);
    const root = part('location.open').first();
    await expect(root).toBeVisible();
    await expect(root.getByText(name, { exact: true })).toBeVisible();
    await expect(root.getByText('Dongcheng, Beijing', { exact: true })).toBeVisible();
    const options = await page.evaluate(() => (window as any).getCurrentPages().at(-1).options);
    expect(options).toMatchObject({ latitude: String(CENTER.latitude), longitude: String(CENTER.longitude), name, address: 'Dongcheng, Beijing' });
    await part('location.open.navigate').first().click();
    const [href] = await page.evaluate(() => (window as any).__opened as string[]);
    const url = new URL(href!);
    expect(endpoint(url)).toBe(v('loc.open-location.navigation-link').qq);
    expect(url.searchParams.get('tocoord')).toBe(`${CENTER.latitude},${CENTER.longitude}`);
    expect(url.searchParams.get('to')).toBe(name);
    expect(url.searchParams.get('ref')).toBe(MAP_KEYS.qqmap);
    expect(href).toContain(`to=${encodeURIComponent(name)}`);
  });
});

test.describe('map providers', () => {
  test('with no map key the map says \'Map key not configured.\' and loads nothing [loc.map.key-not-configured]', async ({ page, openApp, part }) => {
    const messages = consoleMessages(page);
    const requests = await routeMapServices(page);
    await openApp(noMapApp);
    await startChooseLocation(page, { ...CENTER });
    await expect(part('location.choose').first()).toBeVisible();
    const message = v('loc.map.key-not-configured').message;
    // The seed names the message, not where it shows: on the console or on the page.
    await expect.poll(() => reported(page, messages, message)).toBe(true);
    await settled(page, requests);
    expect(requests).toEqual([]);
  });

  test('Google\'s library is loaded from its url and lists the places [loc.providers.map-libraries]', async ({ page, openApp, part }) => {
    const requests = await routeMapServices(page);
    await openApp(googleApp);
    await startChooseLocation(page, { ...CENTER });
    const first = part('location.choose.item').first();
    await expect(part('location.choose.item.name', first)).toHaveText('Google place 1');
    expect(requests.map(endpoint)).toEqual([v('loc.providers.map-libraries').google]);
  });

  test('AMap\'s library is loaded from its url and lists the places [loc.providers.map-libraries]', async ({ page, openApp, part }) => {
    const requests = await routeMapServices(page);
    await openApp(amapApp);
    await startChooseLocation(page, { ...CENTER });
    await expect(part('location.choose.item').first()).toBeVisible();
    expect(requests.map(endpoint)).toEqual([v('loc.providers.map-libraries').amap]);
  });

  test('with AMap the list shows 10 places a page [loc.picker.amap-page-size]', async ({ page, openApp, part }) => {
    await routeMapServices(page);
    await openApp(amapApp);
    await startChooseLocation(page, { ...CENTER });
    await expect(part('location.choose.item')).toHaveCount(v('loc.picker.amap-page-size').pageSize);
  });

  // A seed fact, not an option: judged on the Tencent library every target's picker draws its map with.
  test('a library that cannot load says \'Map load failed.\' [loc.map.load-failed]', async ({ page, openApp }) => {
    const messages = consoleMessages(page);
    // Only the library fails; the place services answer as ever.
    await routeMapServices(page, (url) => (endpoint(url) === v('loc.providers.map-libraries').qq ? 'abort' : undefined));
    await openApp(qqmapApp);
    await startChooseLocation(page, { ...CENTER });
    const message = v('loc.map.load-failed').message;
    // The seed names the message, not where it shows: on the console or on the page.
    await expect.poll(() => reported(page, messages, message)).toBe(true);
  });
});
