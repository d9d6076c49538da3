/**
 * Tencent (QQ) map services, answered as script-callback (JSONP) responses: the reverse geocoder with
 * nearby POIs and the place search, both paged, plus the map library script (map-surface.ts). Vitest reaches them through
 * MSW; Playwright fulfils its routes with `qqmapScript` directly. Realistic shapes from Tencent's
 * WebService API: `status` 0 with `result` / `data`, or an error code and message.
 */
import { http } from 'msw';
import { mapSurface } from './map-surface.ts';
import { libraryReady, scriptResponse, type ScriptAnswer } from './script-response.ts';

export const QQ_SERVICE = 'https://apis.map.qq.com/ws';
export const QQ_LIBRARY = 'https://map.qq.com/api/js';

/** A key Tencent refuses. */
export const QQ_INVALID_KEY = 'invalid-key';
export const QQ_KEY_ERROR = { status: 311, message: 'key格式错误' };
/** Nearby places around any centre: three pages of 20, 20 and 5. */
export const QQ_NEARBY_TOTAL = 45;
/** Keyword results: two pages of 20 and 5; the keyword `QQ_NO_RESULTS` finds nothing. */
export const QQ_SEARCH_TOTAL = 25;
export const QQ_NO_RESULTS = 'zzzz';
export const QQ_ADCODE = 110105;

const adInfo = { nation: '中国', province: '北京市', city: '北京市', district: '朝阳区', adcode: QQ_ADCODE };

/** Place `i` (0-based) around a centre, `_distance` only when the request had one (nearby boundaries). */
export function qqPlace(i: number, lat: number, lng: number, title: string, withDistance: boolean) {
  return {
    id: `${QQ_ADCODE}${String(i).padStart(6, '0')}`,
    title,
    address: `北京市朝阳区建国路${i + 1}号`,
    category: '购物:综合商场',
    location: { lat: +(lat + (i + 1) * 0.0004).toFixed(6), lng: +(lng + (i + 1) * 0.0003).toFixed(6) },
    ...(withDistance ? { _distance: (i + 1) * 45 } : {}),
    ad_info: { ...adInfo },
  };
}

function page<T>(total: number, pageSize: number, pageIndex: number, make: (i: number) => T): T[] {
  const start = (pageIndex - 1) * pageSize;
  return Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, k) => make(start + k));
}

/** The JSON a service call answers with, before it is wrapped in the callback. */
export function qqmapJson(url: URL): unknown {
  const q = url.searchParams;
  if (q.get('key') === QQ_INVALID_KEY) return { ...QQ_KEY_ERROR, request_id: 'e1' };
  if (url.pathname.startsWith('/ws/geocoder/v1')) {
    const [lat, lng] = (q.get('location') ?? '0,0').split(',').map(Number) as [number, number];
    const options = Object.fromEntries((q.get('poi_options') ?? '').split(';').map((kv) => kv.split('=')));
    const pois = page(QQ_NEARBY_TOTAL, Number(options.page_size ?? 10), Number(options.page_index ?? 1),
      (i) => qqPlace(i, lat, lng, `Nearby place ${i + 1}`, true));
    return {
      status: 0, message: 'query ok', request_id: 'g1',
      result: { location: { lat, lng }, address: '北京市朝阳区建国路', ad_info: { ...adInfo, name: '中国,北京市,北京市,朝阳区', location: { lat, lng } }, poi_count: pois.length, pois },
    };
  }
  if (url.pathname.startsWith('/ws/place/v1/search')) {
    const keyword = q.get('keyword') ?? '';
    const boundary = q.get('boundary') ?? '';
    const nums = (boundary.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    const nearby = boundary.startsWith('nearby(');
    const [lat, lng] = nearby ? [nums[0] ?? 0, nums[1] ?? 0] : [nums[2] ?? 0, nums[3] ?? 0];
    const total = keyword === QQ_NO_RESULTS ? 0 : QQ_SEARCH_TOTAL;
    const data = page(total, Number(q.get('page_size') ?? 10), Number(q.get('page_index') ?? 1),
      (i) => qqPlace(i, lat, lng, `${keyword} ${i + 1}`, nearby));
    return { status: 0, message: 'query ok', count: total, request_id: 's1', data };
  }
  return { status: 404, message: '请求的接口不存在' };
}

/** The map library (v2): the map surface a `<map>` draws with, see map-surface.ts. */
const qqLibrary = `window.qq = { maps: Object.assign((${mapSurface})('qq'), { version: '2.exp' }) };`;

/** The script body for a Tencent url: a service call answers through its `callback`, the library announces itself. */
export function qqmapScript(href: string): ScriptAnswer {
  const url = new URL(href);
  if (url.host === 'map.qq.com') return libraryReady(url, qqLibrary);
  const callback = url.searchParams.get('callback');
  if (!callback) return { status: 400, body: '' };
  return { status: 200, body: `${callback}&&${callback}(${JSON.stringify(qqmapJson(url))})` };
}

export const handlers = [
  http.get(`${QQ_SERVICE}/*`, ({ request }) => scriptResponse(qqmapScript(request.url))),
  http.get(QQ_LIBRARY, ({ request }) => scriptResponse(qqmapScript(request.url))),
];
