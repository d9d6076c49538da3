/**
 * The AMap JavaScript API 2.0, served as a stand-in library: the map surface a `<map>` draws with
 * (map-surface.ts) and the parts the location picker uses:
 * `AMap.plugin('AMap.PlaceSearch')` and `new AMap.PlaceSearch({city, pageSize, pageIndex}).searchNearBy(
 * keyword, [lng, lat], radius, cb)` answering `complete` with `poiList.pois`, `no_data`, or `error`.
 * Every call is recorded in `window.__amapCalls`. Places: 25 nearby, 12 for a keyword, none for
 * `AMAP_NO_RESULTS`; the keyword `AMAP_ERROR` fails.
 */
import { http } from 'msw';
import { mapSurface } from './map-surface.ts';
import { libraryReady, scriptResponse, type ScriptAnswer } from './script-response.ts';

export const AMAP_LIBRARY = 'https://webapi.amap.com/maps';
export const AMAP_NEARBY_TOTAL = 25;
export const AMAP_SEARCH_TOTAL = 12;
export const AMAP_NO_RESULTS = 'zzzz';
export const AMAP_ERROR = 'fail-me';

export interface AMapCall {
  method: 'plugin' | 'PlaceSearch' | 'searchNearBy';
  name?: string;
  options?: { city: string; pageSize: number; pageIndex: number };
  keyword?: string;
  center?: [number, number];
  radius?: number;
}

const install = `(function () {
  var calls = window.__amapCalls = window.__amapCalls || [];
  var fixtures = ${JSON.stringify({ nearby: AMAP_NEARBY_TOTAL, search: AMAP_SEARCH_TOTAL, none: AMAP_NO_RESULTS, error: AMAP_ERROR })};
  function PlaceSearch(options) {
    calls.push({ method: 'PlaceSearch', options: JSON.parse(JSON.stringify(options)) });
    this.options = options;
  }
  PlaceSearch.prototype.searchNearBy = function (keyword, center, radius, callback) {
    calls.push({ method: 'searchNearBy', keyword: keyword, center: center.slice(), radius: radius });
    var size = this.options.pageSize, index = this.options.pageIndex;
    var total = keyword === fixtures.none ? 0 : keyword ? fixtures.search : fixtures.nearby;
    Promise.resolve().then(function () {
      if (keyword === fixtures.error) return callback('error', 'INVALID_USER_SCODE');
      var pois = [];
      for (var i = (index - 1) * size; i < Math.min(total, index * size); i++) {
        pois.push({
          id: 'B0FFG' + i, name: (keyword || '高德地点') + ' ' + (i + 1), type: '购物服务',
          address: '朝阳区建国路' + (i + 1) + '号', distance: (i + 1) * 60,
          location: { lng: +(center[0] + (i + 1) * 0.0003).toFixed(6), lat: +(center[1] + (i + 1) * 0.0004).toFixed(6) },
        });
      }
      if (!pois.length) return callback('no_data', {});
      callback('complete', { info: 'OK', poiList: { pois: pois, count: total, pageIndex: index, pageSize: size } });
    });
  };
  // Headless pages grant no position: the Geolocation plugin answers with its permission failure.
  function Geolocation(options) { this.options = options; }
  Geolocation.prototype.getCurrentPosition = function (callback) {
    Promise.resolve().then(function () {
      callback('error', { info: 'FAILED', message: 'Get geolocation failed.Geolocation permission denied.' });
    });
  };
  window.AMap = Object.assign((${mapSurface})('amap'), {
    version: '2.0',
    plugin: function (name, done) { calls.push({ method: 'plugin', name: name }); Promise.resolve().then(done); },
    PlaceSearch: PlaceSearch,
    Geolocation: Geolocation,
  });
})();`;

export function amapScript(href: string): ScriptAnswer {
  return libraryReady(new URL(href), install);
}

export const handlers = [
  http.get(AMAP_LIBRARY, ({ request }) => scriptResponse(amapScript(request.url))),
];
