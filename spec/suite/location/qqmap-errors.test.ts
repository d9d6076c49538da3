import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QQ_INVALID_KEY, QQ_NO_RESULTS, QQ_SERVICE } from '../../../mocks/handlers/qqmap.ts';
import { server } from '../../../mocks/node.ts';
import { fill, v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { flush, loading, rows, scrollListToEnd, searchBox, type, until } from './support/dom.ts';
import { geocoderUrls, searchUrls } from './support/qq.ts';
import { useScripts } from '../../harness/scripts.ts';

describe('a key Tencent refuses', () => {
  const app = useApp({ ...qqmapApp, maps: { qqmap: { key: QQ_INVALID_KEY } } });
  const scripts = useScripts();

  it('lists no places and stops loading when the reverse geocoder answers an error status [loc.reverse-geocoder]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await until(() => expect(loading()).toBe(false));
    await flush();
    expect(rows()).toEqual([]);
    expect(geocoderUrls(scripts)[0]!.searchParams.get('key')).toBe(QQ_INVALID_KEY);
  });
});

describe('a keyword nothing matches', () => {
  const app = useApp(qqmapApp);
  const scripts = useScripts();

  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
  afterEach(() => { vi.useRealTimers(); });

  it('empties the list and stops loading [loc.place-search]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await type(searchBox(), QQ_NO_RESULTS);
    await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
    await until(() => expect(searchUrls(scripts)).toHaveLength(1));
    await until(() => expect(loading()).toBe(false));
    await flush();
    expect(rows()).toEqual([]);
  });
});

describe('a reverse geocoder script that fails to load', () => {
  const app = useApp(qqmapApp);
  const scripts = useScripts();

  it('lists no places and stops loading at once, without waiting for the callback timeout [loc.reverse-geocoder, loc.jsonp.timeout]', async () => {
    server.use(http.get(`${QQ_SERVICE}/geocoder/*`, () => HttpResponse.error()));
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await until(() => expect(loading()).toBe(false));
    expect(rows()).toEqual([]);
  });
});

describe('Tencent services that fail every request', () => {
  const app = useApp(qqmapApp);
  const scripts = useScripts();
  afterEach(() => { vi.useRealTimers(); });

  // Genuine picker (research notes): a failure only clears loading; the list starts, and reset() restarts it, with hasNextPage = true.
  // One swipe a test: a framework's list may take two swipes within a fraction of a second as one.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.get(`${QQ_SERVICE}/*`, () => HttpResponse.error()));
  });

  it('scrolling to the end after a failed page of nearby places asks for the next page [loc.reverse-geocoder]', async () => {
    const { pageSize } = v('loc.picker.page-size');
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await until(() => expect(loading()).toBe(false));
    await scrollListToEnd();
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(2));
    expect(geocoderUrls(scripts)[1]!.searchParams.get('poi_options')).toBe(fill(v('loc.reverse-geocoder').poiOptions, { pageSize, pageIndex: 2 }));
    await until(() => expect(loading()).toBe(false));
    expect(rows()).toEqual([]);
  });

  it('scrolling to the end after a failed page of a keyword search asks for the next page [loc.place-search]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await until(() => expect(loading()).toBe(false));
    await type(searchBox(), 'tea');
    await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
    await until(() => expect(searchUrls(scripts)).toHaveLength(1));
    await until(() => expect(loading()).toBe(false));
    await scrollListToEnd();
    await until(() => expect(searchUrls(scripts)).toHaveLength(2));
    expect(searchUrls(scripts).map((u) => u.searchParams.get('page_index'))).toEqual(['1', '2']);
    await until(() => expect(loading()).toBe(false));
    expect(rows()).toEqual([]);
  });
});
