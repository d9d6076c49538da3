import { waitFor } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { QQ_INVALID_KEY, QQ_NO_RESULTS, QQ_SERVICE } from '../../../mocks/handlers/qqmap.ts';
import { server } from '../../../mocks/node.ts';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { flush, loading, picker, rows, searchBox, type } from './support/dom.ts';
import { geocoderUrls, searchUrls } from './support/qq.ts';
import { useScripts } from './support/scripts.ts';

describe('a key Tencent refuses', () => {
  const app = useApp({ ...qqmapApp, maps: { qqmap: { key: QQ_INVALID_KEY } } });
  const scripts = useScripts();

  it('lists no places and stops loading when the reverse geocoder answers an error status [loc.reverse-geocoder]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await waitFor(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await waitFor(() => expect(loading()).toBe(false));
    await flush();
    expect(rows()).toEqual([]);
    expect(geocoderUrls(scripts)[0]!.searchParams.get('key')).toBe(QQ_INVALID_KEY);
  });
});

describe('a keyword nothing matches', () => {
  const app = useApp(qqmapApp);
  const scripts = useScripts();

  it('empties the list and stops loading [loc.place-search]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await type(searchBox(v('device.i18n.english').strings['uni.chooseLocation.search']), QQ_NO_RESULTS);
    await waitFor(() => expect(searchUrls(scripts)).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(loading()).toBe(false));
    expect(rows()).toEqual([]);
  });
});

describe('a reverse geocoder script that fails to load', () => {
  const app = useApp(qqmapApp);
  const scripts = useScripts();

  it('lists no places and stops loading at once, without waiting for the callback timeout [loc.reverse-geocoder, loc.jsonp.timeout]', async () => {
    server.use(http.get(`${QQ_SERVICE}/geocoder/*`, () => HttpResponse.error()));
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await waitFor(() => expect(geocoderUrls(scripts)).toHaveLength(1));
    await waitFor(() => expect(loading()).toBe(false));
    expect(rows()).toEqual([]);
  });
});
