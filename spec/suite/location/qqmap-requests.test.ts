import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QQ_ADCODE, QQ_NEARBY_TOTAL, QQ_SEARCH_TOTAL, QQ_SERVICE, qqmapJson } from '../../../mocks/handlers/qqmap.ts';
import { scriptResponse } from '../../../mocks/handlers/script-response.ts';
import { server } from '../../../mocks/node.ts';
import { fill, v } from '../../catalogue/index.ts';
import { CENTER, MAP_KEYS, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { back, flush, rows, scrollListToEnd, searchBox, type, until } from './support/dom.ts';
import { geocoderUrls, isServiceCall, searchUrls } from './support/qq.ts';
import { useScripts } from '../../harness/scripts.ts';

const app = useApp(qqmapApp);
const scripts = useScripts();
const { pageSize } = v('loc.picker.page-size');
const { radiusM } = v('loc.picker.nearby-radius');
const query = (u: URL) => Object.fromEntries(u.searchParams);

async function openPicker() {
  void call(app().uni, 'chooseLocation', { ...CENTER });
  await until(() => expect(rows().length).toBeGreaterThan(0));
}

/** Types a keyword into the search box and waits out the search's debounce on the virtual clock. */
async function search(keyword: string) {
  await type(searchBox(), keyword);
  await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
}

describe('the Tencent reverse geocoder', () => {
  it('lists nearby places by location with page_size and page_index as a script request [loc.reverse-geocoder, loc.picker.page-size]', async () => {
    await openPicker();
    const [first, ...rest] = geocoderUrls(scripts);
    expect(rest).toEqual([]);
    const { callback, ...params } = query(first!);
    expect(callback).toMatch(/^[\w$]+$/);
    expect(params).toEqual({
      output: 'jsonp',
      key: MAP_KEYS.qqmap,
      location: `${CENTER.latitude},${CENTER.longitude}`,
      get_poi: '1',
      poi_options: fill(v('loc.reverse-geocoder').poiOptions, { pageSize, pageIndex: 1 }),
    });
    expect(rows()).toHaveLength(pageSize);
  });

  it('asks about a location of two finite numbers when the page is opened without a whole latitude and longitude [loc.route.choose-location, loc.reverse-geocoder]', async () => {
    const { path } = v('loc.route.choose-location');
    const { latitude, longitude } = CENTER;
    for (const search of ['', `?latitude=${latitude}`, `?longitude=${longitude}`, `?latitude=north&longitude=${longitude}`, `?latitude=${latitude}&longitude=east`]) {
      const asked = geocoderUrls(scripts).length;
      // No opening animation: its default 300 ms would be waited out on the real clock.
      await call(app().uni, 'navigateTo', { url: `${path}${search}`, animationType: 'none' });
      await until(() => expect(geocoderUrls(scripts).length).toBeGreaterThan(asked));
      const location = geocoderUrls(scripts).at(-1)!.searchParams.get('location')!;
      expect(location.split(',').map(Number).every(Number.isFinite), `${path}${search} asked about ${location}`).toBe(true);
      await back();
      await until(() => expect(app().getCurrentPages()).toHaveLength(1));
    }
  });

  it('scrolling to the end of the list loads the next page until a page comes back short [loc.reverse-geocoder]', async () => {
    await openPicker();
    await scrollListToEnd();
    await until(() => expect(rows()).toHaveLength(2 * pageSize));
    await scrollListToEnd();
    await until(() => expect(rows()).toHaveLength(QQ_NEARBY_TOTAL));
    await scrollListToEnd();
    await flush();
    const pages = geocoderUrls(scripts).map((u) => u.searchParams.get('poi_options'));
    expect(pages).toEqual([1, 2, 3].map((pageIndex) => fill(v('loc.reverse-geocoder').poiOptions, { pageSize, pageIndex })));
    expect(rows().map((r) => r.name)).toEqual(Array.from({ length: QQ_NEARBY_TOTAL }, (_, i) => `Nearby place ${i + 1}`));
  });
});

describe('the Tencent place search', () => {
  // The search waits out its debounce on a virtual clock; script answers, promises and renders keep running.
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
  afterEach(() => { vi.useRealTimers(); });

  it('searches a keyword within the area of the last reverse geocode, with page_size and page_index [loc.place-search, loc.picker.page-size]', async () => {
    await openPicker();
    await search('coffee');
    await until(() => expect(searchUrls(scripts)).toHaveLength(1));
    const { callback, ...params } = query(searchUrls(scripts)[0]!);
    expect(callback).toBeTruthy();
    expect(params).toEqual({
      output: 'jsonp',
      key: MAP_KEYS.qqmap,
      keyword: 'coffee',
      boundary: fill(v('loc.place-search').regionBoundary, { adcode: QQ_ADCODE, lat: CENTER.latitude, lng: CENTER.longitude }),
      page_size: String(pageSize),
      page_index: '1',
    });
    await until(() => expect(rows()).toHaveLength(pageSize));
    await scrollListToEnd();
    await until(() => expect(rows()).toHaveLength(QQ_SEARCH_TOTAL));
    expect(searchUrls(scripts).map((u) => u.searchParams.get('page_index'))).toEqual(['1', '2']);
  });

  it('before any area is known it searches nearby within 5000 m [loc.place-search, loc.picker.nearby-radius]', async () => {
    // The reverse geocoder has not answered (and so named no area) when the keyword is searched.
    scripts.hold(isServiceCall);
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await search('tea');
    await until(() => expect(searchUrls(scripts)).toHaveLength(1));
    expect(searchUrls(scripts)[0]!.searchParams.get('boundary'))
      .toBe(fill(v('loc.place-search').nearbyBoundary, { lat: CENTER.latitude, lng: CENTER.longitude, radius: radiusM }));
    await scripts.answerHeld((u) => searchUrls(scripts).some((s) => s.href === u.href));
    await until(() => expect(rows()).toHaveLength(pageSize));
    expect(rows()[0]!.name).toBe('tea 1');
  });

  it('when the reverse geocode names no area it still lists its places and searches a keyword nearby within 5000 m [loc.place-search, loc.reverse-geocoder, loc.picker.nearby-radius]', async () => {
    // A geocoder answer without `ad_info` (and so without an adcode): no region is known yet.
    server.use(http.get(`${QQ_SERVICE}/geocoder/*`, ({ request }) => {
      const url = new URL(request.url);
      const json = qqmapJson(url) as { result: { ad_info?: unknown } };
      delete json.result.ad_info;
      const callback = url.searchParams.get('callback')!;
      return scriptResponse({ status: 200, body: `${callback}&&${callback}(${JSON.stringify(json)})` });
    }));
    await openPicker();
    expect(rows()).toHaveLength(pageSize);
    await search('tea');
    await until(() => expect(searchUrls(scripts)).toHaveLength(1));
    expect(searchUrls(scripts)[0]!.searchParams.get('boundary'))
      .toBe(fill(v('loc.place-search').nearbyBoundary, { lat: CENTER.latitude, lng: CENTER.longitude, radius: radiusM }));
  });
});
