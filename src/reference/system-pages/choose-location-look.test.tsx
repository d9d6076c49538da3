// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the location picker draws as the framework's (the map over
 * the top 300 px with its centre pin, cancel and confirm in the corners, the search box and the list below,
 * the list's loading and failure), and tells assistive technology which place is selected and whether confirm
 * can be used. The seed gives the picker's map-service calls and results; the suite judges those
 * (spec/suite/location/choose-location*). Each box's inline style is pinned here; the places come from a
 * stand-in source.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ONE_PAGE, useLaunchedApp } from '../test-support/launched-app.ts';
import * as placeSource from '../location/place-source.ts';

const PLACES = [
  { name: 'Gate', address: 'Main St', distance: 120, latitude: 39.9, longitude: 116.4 },
  { name: 'Park', address: 'North Rd', distance: 80, latitude: 39.91, longitude: 116.41 },
];

beforeEach(() => {
  // A spy rather than a module mock: Stryker's runs share modules across test files, where a mock comes too late.
  vi.spyOn(placeSource, 'createPlaceSource').mockReturnValue({ list: async () => ({ items: PLACES, hasNextPage: false }) });
  // The test DOM loads no script: the map's library fails, and says so on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});
const { app, container } = useLaunchedApp({ ...ONE_PAGE, maps: { qqmap: { key: 'test-key' } } });

async function chooseLocation(options: Record<string, unknown> = {}) {
  await act(async () => { void (app().uni.chooseLocation as (o: object) => Promise<unknown>)(options).catch(() => undefined); });
  // The first list answer arrives a few promise turns after the page starts it.
  for (let turn = 0; turn < 10; turn++) await act(async () => { await Promise.resolve(); });
  return container().querySelector('.uni-system-choose-location') as HTMLElement;
}

it('draws the map, the buttons, the search box and the list as the framework does', async () => {
  const page = await chooseLocation({ latitude: 39.9, longitude: 116.4 });
  const boxes = [page, ...page.querySelectorAll<HTMLElement>('.map, .map-location, .nav, .nav-btn, .menu, .search, .search-input, .list, .list-item, .list-item-detail')]
    .map((e) => `${e.className}: ${e.style.cssText}`);
  expect(boxes).toMatchInlineSnapshot(`
    [
      "uni-system-choose-location: position: relative; height: 100vh; overflow: hidden; background: #f8f8f8;",
      "map: position: absolute; display: block; overflow: hidden; width: 100%; height: 300px; background: #e5e3df; top: 0px; left: 0px;",
      "map-location: position: absolute; left: 50%; bottom: 50%; width: 32px; height: 52px; margin-left: -16px; pointer-events: none; background: radial-gradient(circle at 50% 30%, #e43 30%, transparent 32%);",
      "nav: position: absolute; top: 0px; left: 0px; right: 0px; height: 44px;",
      "nav-btn back: position: absolute; left: 0px; width: 60px; line-height: 44px; text-align: center; cursor: pointer;",
      "nav-btn confirm disable: position: absolute; right: 0px; width: 60px; line-height: 44px; text-align: center; cursor: pointer; opacity: 0.4;",
      "menu: position: absolute; top: 300px; left: 0px; right: 0px; bottom: 0px; background: white;",
      "search: display: flex; height: 50px; padding: 8px; box-sizing: border-box;",
      "search-input: flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      "list: position: absolute; top: 50px; left: 0px; right: 0px; bottom: 0px; overflow-y: auto;",
      "list-item: padding: 10px; cursor: pointer;",
      "list-item-detail: font-size: 12px; color: #808080;",
      "list-item: padding: 10px; cursor: pointer;",
      "list-item-detail: font-size: 12px; color: #808080;",
    ]
  `);
});

it('marks the tapped place selected, and confirm as usable only then', async () => {
  const page = await chooseLocation({ latitude: 39.9, longitude: 116.4 });
  const confirm = page.querySelector('.confirm')!;
  const options = () => [...page.querySelectorAll('[role=option]')].map((o) => `${o.className} ${o.getAttribute('aria-selected')}`);
  expect([confirm.className, confirm.getAttribute('aria-disabled'), confirm.getAttribute('aria-label')]).toEqual(['nav-btn confirm disable', 'true', 'OK']);
  expect(page.querySelector('.back')!.getAttribute('aria-label')).toBe('Cancel');
  act(() => { (page.querySelectorAll('[role=option]')[1] as HTMLElement).click(); });
  expect(options()).toEqual(['list-item false', 'list-item selected true']);
  expect([confirm.className, confirm.getAttribute('aria-disabled')]).toEqual(['nav-btn confirm', 'false']);
});

it('centres on the default place when the latitude or longitude it was given is empty', async () => {
  const page = await chooseLocation({ latitude: '', longitude: 116.4 });
  const map = page.querySelector('uni-map') as HTMLElement;
  expect([map.dataset.latitude, map.dataset.longitude]).toEqual(['39.92', '116.46']);
});

it("draws the search's cancel button while it searches", async () => {
  const page = await chooseLocation({ latitude: 39.9, longitude: 116.4 });
  act(() => { (page.querySelector('.search-input') as HTMLElement).focus(); });
  const cancel = page.querySelector<HTMLElement>('.search-btn')!;
  expect([cancel.textContent, cancel.style.cssText]).toMatchInlineSnapshot(`
    [
      "Cancel",
      "padding: 0px 8px; color: #007aff; cursor: pointer;",
    ]
  `);
});

it('draws the list while its places load, and when they failed to', async () => {
  let fail: (error: Error) => void = () => undefined;
  vi.mocked(placeSource.createPlaceSource).mockReturnValue({ list: () => new Promise((_, reject) => { fail = reject; }) });
  const page = await chooseLocation({ latitude: 39.9, longitude: 116.4 });
  const loading = page.querySelector<HTMLElement>('.list-loading')!;
  expect(loading.style.cssText).toMatchInlineSnapshot(`"height: 50px; text-align: center;"`);
  await act(async () => { fail(new Error('the service refused')); await Promise.resolve(); });
  const error = page.querySelector<HTMLElement>('.list-error')!;
  expect([error.textContent, error.style.cssText]).toMatchInlineSnapshot(`
    [
      "the service refused",
      "padding: 10px; color: #c00;",
    ]
  `);
});
