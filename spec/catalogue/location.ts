import type { Clause } from './types.ts';

/** The internal location pages and their map-service calls (seed sections 2, 3, 7, 8, 9). */
export const location = [
  {
    id: 'loc.route.choose-location',
    section: 2, area: 'location',
    statement: 'uni.chooseLocation MUST open the internal route /choose-location with the latitude and longitude query parameters.',
    values: { path: '/choose-location', query: ['latitude', 'longitude'] },
  },
  {
    id: 'loc.choose-location.page',
    section: 2, area: 'location',
    statement: 'The /choose-location page MUST show a map, a search box, a list of nearby places, and confirm and back buttons.',
    values: { parts: ['map', 'search', 'list', 'confirm', 'back'] },
  },
  {
    id: 'loc.route.open-location',
    section: 2, area: 'location',
    statement: 'uni.openLocation MUST open the internal route /open-location with latitude, longitude, scale, name and address as its query.',
    values: { path: '/open-location', query: ['latitude', 'longitude', 'scale', 'name', 'address'] },
  },
  {
    id: 'loc.open-location.default-scale',
    section: 2, area: 'location',
    statement: 'uni.openLocation MUST open /open-location with scale 18 when it is given none.',
    values: { defaultScale: 18 },
  },
  {
    id: 'loc.open-location.scale-limits',
    section: 2, area: 'location',
    statement: 'uni.openLocation MUST keep a scale from 5 to 18, rounded down to a whole number, and open /open-location with the default scale for any other.',
    values: { min: 5, max: 18 },
  },
  {
    id: 'loc.open-location.navigation-link',
    section: 2, area: 'location',
    statement: 'The /open-location page MUST show the location and offer a navigation link to the provider\'s external maps service that routes to it.',
    values: {
      qq: 'https://apis.map.qq.com/uri/v1/routeplan',
      google: 'https://www.google.com/maps/dir/',
      amap: 'https://uri.amap.com/navigation',
      /** Names the framework gives the route's ends: 'my location' for the origin, 'destination' for an unnamed target. */
      originName: '我的位置',
      destinationName: '目的地',
    },
  },
  {
    id: 'loc.entity.location-result',
    section: 3, area: 'location',
    statement: 'A chosen location MUST be reported as a location result with exactly the fields name, address, distance, latitude and longitude (plus errMsg).',
    values: { fields: ['name', 'address', 'distance', 'latitude', 'longitude'], errMsg: 'chooseLocation:ok' },
  },
  {
    id: 'loc.entity.place-result',
    section: 3, area: 'location',
    statement: 'A place search result MUST be read as title, address, location {lat, lng} and ad_info {adcode}, and mapped to a location result.',
    values: { fields: ['title', 'address', 'location.lat', 'location.lng', 'ad_info.adcode'] },
  },
  {
    id: 'loc.place-search',
    section: 7, area: 'location',
    statement: 'The location picker MUST search places by keyword within a boundary with page_size and page_index.',
    values: {
      endpoint: 'https://apis.map.qq.com/ws/place/v1/search',
      params: ['keyword', 'boundary', 'page_size', 'page_index'],
      nearbyBoundary: 'nearby({lat},{lng},{radius})',
      regionBoundary: 'region({adcode},1,{lat},{lng})',
    },
  },
  {
    id: 'loc.reverse-geocoder',
    section: 7, area: 'location',
    statement: 'The location picker MUST list nearby places through the reverse geocoder by location, paged with page_size and page_index.',
    values: {
      endpoint: 'https://apis.map.qq.com/ws/geocoder/v1/',
      params: ['location', 'get_poi', 'poi_options'],
      poiOptions: 'page_size={pageSize};page_index={pageIndex}',
    },
  },
  {
    id: 'loc.providers.map-libraries',
    section: 7, area: 'location',
    statement: 'The two other map providers MUST be used through their own map libraries, loaded as scripts from their URLs.',
    values: {
      google: 'https://maps.googleapis.com/maps/api/js',
      amap: 'https://webapi.amap.com/maps',
      qq: 'https://map.qq.com/api/js',
      /** The global the library calls when it is ready: callbackPrefix + provider type. */
      callbackPrefix: '__map_callback__',
      /** AMap PlaceSearch searches 'nationwide'. */
      amapCity: '全国',
    },
  },
  {
    id: 'loc.map.key-not-configured',
    section: 8, area: 'location',
    statement: 'A map with no provider key configured MUST report \'Map key not configured.\' and load nothing.',
    values: { message: 'Map key not configured.' },
  },
  {
    id: 'loc.map.load-failed',
    section: 8, area: 'location',
    statement: 'A map whose provider script fails to load MUST report \'Map load failed.\'.',
    values: { message: 'Map load failed.' },
  },
  {
    id: 'loc.choose-location.fail',
    section: 8, area: 'location',
    statement: 'Leaving the location picker without confirming MUST fail chooseLocation with an errMsg starting \'chooseLocation:fail\'.',
    values: { errMsg: 'chooseLocation:fail' },
  },
  {
    id: 'loc.jsonp.timeout',
    section: 9, area: 'location',
    statement: 'A script-callback (JSONP) map request MUST fail when its callback has not run within 30 s.',
    values: { timeoutMs: 30000, callbackParam: 'callback' },
  },
  {
    id: 'loc.picker.page-size',
    section: 9, area: 'location',
    statement: 'The location picker MUST request 20 places a page.',
    values: { pageSize: 20 },
  },
  {
    id: 'loc.picker.amap-page-size',
    section: 9, area: 'location',
    // The seed's "one provider" is AMap in the genuine runtime (uniapp-facts.md §7.4).
    statement: 'With the AMap provider the location picker MUST request 10 places a page.',
    values: { pageSize: 10 },
  },
  {
    id: 'loc.picker.nearby-radius',
    section: 9, area: 'location',
    statement: 'The location picker MUST list nearby places within 5000 m.',
    values: { radiusM: 5000 },
  },
  {
    id: 'loc.picker.keyword-radius',
    section: 9, area: 'location',
    statement: 'The AMap provider MUST search a keyword within 50000 m.',
    values: { radiusM: 50000 },
  },
  {
    id: 'loc.picker.search-debounce',
    section: 9, area: 'location',
    statement: 'The location picker MUST debounce keyword search by 1000 ms (trailing).',
    values: { delayMs: 1000 },
  },
  {
    id: 'loc.map.zoom-limits',
    section: 9, area: 'location',
    statement: 'The map MUST limit zoom to 5–18.',
    values: { min: 5, max: 18 },
  },
] as const satisfies readonly Clause[];
