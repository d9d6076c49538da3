/**
 * The map services for Playwright: the same answers MSW gives Vitest (mocks/handlers), served with
 * `page.route` (Chromium itself resolves no host off the machine: harness/chromium.ts). Every request is
 * recorded as the page sends it; a test may answer some urls itself.
 */
import { expect, type Page } from '@playwright/test';
import { amapScript } from '../../../../mocks/handlers/amap.ts';
import { GOOGLE_GEOLOCATE, GOOGLE_GEOLOCATION, googleMapsScript } from '../../../../mocks/handlers/google-maps.ts';
import { qqmapScript } from '../../../../mocks/handlers/qqmap.ts';
import type { ScriptAnswer } from '../../../../mocks/handlers/script-response.ts';

const MAP_HOSTS = /^https:\/\/(apis\.map\.qq\.com|map\.qq\.com|maps\.googleapis\.com|webapi\.amap\.com)\//;

export function mockScript(href: string): ScriptAnswer {
  const { host } = new URL(href);
  if (host === 'maps.googleapis.com') return googleMapsScript(href);
  if (host === 'webapi.amap.com') return amapScript(href);
  return qqmapScript(href);
}

export type Override = (url: URL) => ScriptAnswer | 'abort' | undefined;

/**
 * Answers the map services and gives the requests the page sends them, in order. They are recorded from
 * the page's `request` events, which arrive before any later call into the page returns: a request the
 * page sent while the clock ran is in the list once `page.clock.runFor` resolves.
 */
export async function routeMapServices(page: Page, override?: Override): Promise<URL[]> {
  const requests: URL[] = [];
  page.on('request', (request) => {
    if (MAP_HOSTS.test(request.url())) requests.push(new URL(request.url()));
  });
  await page.route(MAP_HOSTS, async (route) => {
    const href = route.request().url();
    const answer = override?.(new URL(href)) ?? mockScript(href);
    if (answer === 'abort') await route.abort('connectionrefused');
    else await route.fulfill({ status: answer.status, contentType: 'application/javascript; charset=utf-8', body: answer.body });
  });
  // Google's Geolocation web service, which a page without device location may ask (MSW answers it in Vitest).
  await page.route(`${GOOGLE_GEOLOCATE}?*`, (route) => route.fulfill({ json: GOOGLE_GEOLOCATION, headers: { 'access-control-allow-origin': '*' } }));
  return requests;
}

/** Records what the page hands to window.open instead of opening it. */
export async function captureWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = ((window as any).__opened = []);
    window.open = (url?: string | URL) => { opened.push(String(url)); return null; };
  });
}

/** Starts uni.chooseLocation in the page; its outcome lands in `window.__choice`. */
export async function startChooseLocation(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate((opts) => {
    (window as any).uni.chooseLocation({
      ...opts,
      success: (res: unknown) => { (window as any).__choice = { ok: true, res }; },
      fail: (res: unknown) => { (window as any).__choice = { ok: false, res }; },
    });
  }, options);
}

export function choice(page: Page): Promise<{ ok: boolean; res: Record<string, any> } | undefined> {
  return page.evaluate(() => (window as any).__choice);
}

const SETTLE_URL = 'https://apis.map.qq.com/__suite_settled';

/**
 * Waits until every map-service request the page sent so far is in `requests`: the page sends one more
 * (a marker the suite answers) and the wait ends when it is recorded, after those sent before it. The
 * marker is taken out of the list again. Lets a test say "no request was sent" without waiting for time.
 */
export async function settled(page: Page, requests: URL[]): Promise<void> {
  const marker = `${SETTLE_URL}?n=${Math.random().toString(36).slice(2)}`;
  await page.evaluate((url) => { void fetch(url, { mode: 'no-cors' }).catch(() => undefined); }, marker);
  await expect.poll(() => requests.some((u) => u.href === marker)).toBe(true);
  requests.splice(requests.findIndex((u) => u.href === marker), 1);
}

/** Collects what the page logs to its console, at any level. */
export function consoleMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => { messages.push(m.text()); });
  return messages;
}

/** Whether the page reported `message`, on its console or as text it shows (the seed does not say where). */
export async function reported(page: Page, messages: string[], message: string): Promise<boolean> {
  if (messages.some((m) => m.includes(message))) return true;
  return page.getByText(message).first().isVisible();
}

/**
 * Moves a paused clock (page.clock) in steps of `step` ms until `check` holds, looking after each step
 * once the page's requests are in (`settled`). Gives the virtual time that took: whatever `check` waits
 * for happened within the last step. A page whose own work runs on timers gets them, and no real time
 * is waited for.
 */
export async function runClockUntil(page: Page, requests: URL[], check: () => boolean | Promise<boolean>, { step = 10, limit = 10_000 } = {}): Promise<number> {
  for (let elapsed = 0; ; elapsed += step) {
    await settled(page, requests);
    if (await check()) return elapsed;
    if (elapsed >= limit) throw new Error(`not within ${limit} ms of virtual time: ${check.toString()}`);
    await page.clock.runFor(step);
  }
}
