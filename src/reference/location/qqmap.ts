/**
 * The Tencent (QQ) place source: its web services through script-callback requests. Nearby places come
 * from the reverse geocoder, which also yields the area code that bounds later keyword searches.
 */
import { getJSONP } from './jsonp.ts';
import { NEARBY_RADIUS, type PlacePage, type PlaceQuery, type PlaceSource } from './places.ts';
import { toPoi, type QQPlace } from './poi.ts';

const SEARCH_URL = 'https://apis.map.qq.com/ws/place/v1/search';
const GEOCODER_URL = 'https://apis.map.qq.com/ws/geocoder/v1/';
const PAGE_SIZE = 20;

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
    hasNextPage: places.length === PAGE_SIZE,
  });
  return {
    async list(query) {
      const lat = query.latitude;
      const lng = query.longitude;
      const common = `output=jsonp&key=${encodeURIComponent(key)}`;
      if (query.keyword) {
        const boundary = adcode ? `region(${adcode},1,${lat},${lng})` : `nearby(${lat},${lng},${NEARBY_RADIUS})`;
        const res = checked(await getJSONP<SearchResponse>(`${SEARCH_URL}?${common}&boundary=${boundary}`
          + `&keyword=${encodeURIComponent(query.keyword)}&page_size=${PAGE_SIZE}&page_index=${query.pageIndex}`));
        return page(res.data ?? [], query);
      }
      const poiOptions = `page_size=${PAGE_SIZE};page_index=${query.pageIndex}`;
      const res = checked(await getJSONP<GeocoderResponse>(`${GEOCODER_URL}?${common}&location=${lat},${lng}&get_poi=1&poi_options=${poiOptions}`));
      const code = res.result?.ad_info?.adcode;
      if (code) adcode = String(code);
      return page(res.result?.pois ?? [], query);
    },
  };
}
