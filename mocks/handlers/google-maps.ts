/**
 * The Google Maps JavaScript API, served as a stand-in library: the map surface a `<map>` draws with
 * (map-surface.ts) and the parts the location picker uses: `google.maps.places.PlacesService` with `nearbySearch` / `textSearch` and the library's pagination
 * (`hasNextPage`, `nextPage()`). Every call is recorded in `window.__googleMapsCalls` so tests can read
 * the requests. Places: 45 nearby (pages of 20), 25 for a keyword, none for `GOOGLE_NO_RESULTS`.
 */
import { http, HttpResponse } from 'msw';
import { mapSurface } from './map-surface.ts';
import { libraryReady, scriptResponse, type ScriptAnswer } from './script-response.ts';

export const GOOGLE_LIBRARY = 'https://maps.googleapis.com/maps/api/js';
/** The Geolocation web service, which a page without device location may ask instead. */
export const GOOGLE_GEOLOCATE = 'https://www.googleapis.com/geolocation/v1/geolocate';
export const GOOGLE_GEOLOCATION = { location: { lat: 37.4220656, lng: -122.0840897 }, accuracy: 1200 };
export const GOOGLE_NEARBY_TOTAL = 45;
export const GOOGLE_SEARCH_TOTAL = 25;
export const GOOGLE_NO_RESULTS = 'zzzz';
/** Results per page, fixed by the Places library. */
export const GOOGLE_PAGE_SIZE = 20;

export interface GoogleCall {
  method: 'nearbySearch' | 'textSearch' | 'nextPage';
  request?: { location: { lat: number; lng: number }; query?: string; radius?: number };
  page: number;
}

const install = `(function () {
  var calls = window.__googleMapsCalls = window.__googleMapsCalls || [];
  var fixtures = ${JSON.stringify({ nearby: GOOGLE_NEARBY_TOTAL, search: GOOGLE_SEARCH_TOTAL, none: GOOGLE_NO_RESULTS, size: GOOGLE_PAGE_SIZE })};
  var maps = (${mapSurface})('google');
  var LatLng = maps.LatLng;
  function place(i, center, query) {
    var location = new LatLng(+(center.lat + (i + 1) * 0.0004).toFixed(6), +(center.lng + (i + 1) * 0.0003).toFixed(6));
    return query
      ? { name: query + ' ' + (i + 1), formatted_address: (i + 1) + ' Query St, Springfield', geometry: { location: location } }
      : { name: 'Google place ' + (i + 1), vicinity: (i + 1) + ' Main St, Springfield', geometry: { location: location } };
  }
  function run(method, request, callback) {
    calls.push({ method: method, request: JSON.parse(JSON.stringify(request)), page: 1 });
    var query = method === 'textSearch' ? request.query : '';
    var total = query === fixtures.none ? 0 : query ? fixtures.search : fixtures.nearby;
    function deliver(index) {
      var start = index * fixtures.size;
      var results = [];
      for (var i = start; i < Math.min(total, start + fixtures.size); i++) results.push(place(i, request.location, query));
      var pagination = {
        hasNextPage: start + fixtures.size < total,
        nextPage: function () {
          calls.push({ method: 'nextPage', page: index + 2 });
          Promise.resolve().then(function () { deliver(index + 1); });
        },
      };
      Promise.resolve().then(function () { callback(results, results.length ? 'OK' : 'ZERO_RESULTS', pagination); });
    }
    deliver(0);
  }
  function PlacesService() {}
  PlacesService.prototype.nearbySearch = function (request, callback) { run('nearbySearch', request, callback); };
  PlacesService.prototype.textSearch = function (request, callback) { run('textSearch', request, callback); };
  maps.places = { PlacesService: PlacesService, PlacesServiceStatus: { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } };
  window.google = { maps: maps };
})();`;

export function googleMapsScript(href: string): ScriptAnswer {
  return libraryReady(new URL(href), install);
}

export const handlers = [
  http.get(GOOGLE_LIBRARY, ({ request }) => scriptResponse(googleMapsScript(request.url))),
  http.post(GOOGLE_GEOLOCATE, () => HttpResponse.json(GOOGLE_GEOLOCATION)),
];
