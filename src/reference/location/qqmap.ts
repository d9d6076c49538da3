/**
 * The Tencent (QQ) place source: its web services through script-callback requests. Nearby places come
 * from the reverse geocoder, which also yields the area code that bounds later keyword searches.
 */
import { fill, v } from '../../../spec/catalogue/index.ts';
import { getJSONP } from './jsonp.ts';
import type { PlacePage, PlaceQuery, PlaceSource } from './place-source.ts';
import { toPoi, type QQPlace } from './poi.ts';

const search = v('loc.place-search');
const geocoder = v('loc.reverse-geocoder');
const { pageSize } = v('loc.picker.page-size');
const { radiusM } = v('loc.picker.nearby-radius');

/** Tencent answers every call with `status` 0 on success, else a code and a message. */
interface QQResponse {
  status?: number;
  message?: string;
}
interface SearchResponse extends QQResponse {
  data?: QQPlace[];
}
interface GeocoderResponse extends QQResponse {
  result?: { ad_info?: { adcode?: number | string }; pois?: QQPlace[] };
}

function checked<T extends QQResponse>(res: T): T {
  if (res.status !== undefined && res.status !== 0) throw new Error(res.message || `status ${res.status}`);
  return res;
}

export function qqPlaceSource(key: string): PlaceSource {
  let adcode = '';
  const page = (places: QQPlace[], query: PlaceQuery): PlacePage => ({
    items: places.map((p) => toPoi(p, query)),
    hasNextPage: places.length === pageSize,
  });
  return {
    async list(query) {
      const lat = query.latitude;
      const lng = query.longitude;
      const common = `output=jsonp&key=${encodeURIComponent(key)}`;
      if (query.keyword) {
        const boundary = adcode
          ? fill(search.regionBoundary, { adcode, lat, lng })
          : fill(search.nearbyBoundary, { lat, lng, radius: radiusM });
        const res = checked(await getJSONP<SearchResponse>(`${search.endpoint}?${common}&boundary=${boundary}`
          + `&keyword=${encodeURIComponent(query.keyword)}&page_size=${pageSize}&page_index=${query.pageIndex}`));
        return page(res.data ?? [], query);
      }
      const poiOptions = fill(geocoder.poiOptions, { pageSize, pageIndex: query.pageIndex });
      const res = checked(await getJSONP<GeocoderResponse>(`${geocoder.endpoint}?${common}&location=${lat},${lng}&get_poi=1&poi_options=${poiOptions}`));
      const code = res.result?.ad_info?.adcode;
      if (code) adcode = String(code);
      return page(res.result?.pois ?? [], query);
    },
  };
}
