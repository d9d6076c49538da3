/**
 * The map services for Playwright: the same answers MSW gives Vitest (mocks/handlers), served with
 * `page.route` before the harness's guard (the last route registered runs first). Every request is
 * recorded; a test may answer some urls itself.
 */
import type { Page } from '@playwright/test';
import { amapScript } from '../../../../mocks/handlers/amap.ts';
import { googleMapsScript } from '../../../../mocks/handlers/google-maps.ts';
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

export async function routeMapServices(page: Page, override?: Override): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(MAP_HOSTS, async (route) => {
    const href = route.request().url();
    requests.push(new URL(href));
    const answer = override?.(new URL(href)) ?? mockScript(href);
    if (answer === 'abort') await route.abort('connectionrefused');
    else await route.fulfill({ status: answer.status, contentType: 'application/javascript; charset=utf-8', body: answer.body });
  });
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
