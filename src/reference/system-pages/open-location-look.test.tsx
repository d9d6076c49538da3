// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the open-location page draws as the framework's (the map
 * over all but the bottom 80 px, a back button in the corner, a white panel with the name, the grey address
 * and a round blue link), and names its link by the place. The seed gives the page's map-service calls and
 * link; the suite judges those (spec/suite/location/open-location*). Each box's inline style is pinned here.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ONE_PAGE, useLaunchedApp } from '../test-support/launched-app.ts';

beforeEach(() => {
  // The test DOM loads no script: the map's library fails, and says so on the console, which is not what
  // these tests look at.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});
const { app, container } = useLaunchedApp({ ...ONE_PAGE, maps: { qqmap: { key: 'test-key' } } });

async function openLocation(options: Record<string, unknown>) {
  await act(async () => { await (app().uni.openLocation as (o: object) => Promise<unknown>)({ latitude: 39.9, longitude: 116.4, ...options }); });
  return container().querySelector('.uni-system-open-location') as HTMLElement;
}

it('draws the map, the back button and the panel as the framework does', async () => {
  const page = await openLocation({ name: 'Gate', address: 'Main St' });
  const boxes = [page, ...page.querySelectorAll<HTMLElement>('.map, .back, .info, .info > div, .info-name, .info-address, .nav')]
    .map((e) => `${e.className || e.tagName}: ${e.style.cssText}`);
  expect(boxes).toMatchInlineSnapshot(`
    [
      "uni-system-open-location: position: relative; height: 100vh; overflow: hidden;",
      "map: position: absolute; display: block; overflow: hidden; width: 100%; height: calc(100% - 80px); background: #e5e3df; top: 0px; left: 0px;",
      "nav-btn back: position: absolute; top: 0px; left: 0px; width: 44px; line-height: 44px; text-align: center; cursor: pointer;",
      "info: position: absolute; left: 0px; right: 0px; bottom: 0px; height: 80px; display: flex; align-items: center; padding: 0px 16px; box-sizing: border-box; background: white;",
      "DIV: min-width: 0; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      "info-name: font-size: 16px;",
      "info-address: font-size: 13px; color: #808080;",
      "nav: width: 48px; height: 48px; border-radius: 50%; background: #007aff; color: white; text-align: center; line-height: 48px; text-decoration: none;",
    ]
  `);
});

it('marks the place on the map, names the link by it, and shows no address when given none', async () => {
  const page = await openLocation({ name: 'Gate' });
  expect([...page.querySelectorAll('.uni-map-marker')].map((m) => m.getAttribute('title'))).toEqual(['Gate']);
  expect(page.querySelector('.nav')?.getAttribute('aria-label')).toBe('Gate');
  expect(page.querySelector('.info-address')?.textContent).toBe('');
});
