import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QQ_SERVICE, qqmapJson } from '../../../mocks/handlers/qqmap.ts';
import { scriptResponse } from '../../../mocks/handlers/script-response.ts';
import { server } from '../../../mocks/node.ts';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { confirm, rows, searchBox, selectRow, type, until } from './support/dom.ts';
import { haversine } from './support/geo.ts';
import { searchUrls } from './support/qq.ts';
import { useScripts } from '../../harness/scripts.ts';

const app = useApp(qqmapApp);
const scripts = useScripts();
afterEach(() => { vi.useRealTimers(); });

describe('place results', () => {
  it('a place search result is read as title, address, location and ad_info and reported as a location result with its distance computed [loc.entity.place-result, loc.entity.location-result]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const outcome = call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await type(searchBox(), 'mall');
    await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
    await until(() => expect(rows()[0]?.name).toBe('mall 1'));
    // What the service answered for that request: the fixture's places (no `_distance` within a region).
    const answered = qqmapJson(searchUrls(scripts)[0]!) as { data: Record<string, unknown>[] };
    const place = answered.data[1]!;
    expect(place).not.toHaveProperty('_distance');
    // The place read by the clause's field paths (`location.lat`): what the result must carry.
    const [title, address, lat, lng] = v('loc.entity.place-result').fields;
    const read = (path: string) => path.split('.').reduce<any>((value, key) => value?.[key], place);
    await selectRow(1);
    await confirm();
    const { ok, res } = await outcome;
    expect(ok).toBe(true);
    const at = { latitude: read(lat), longitude: read(lng) };
    expect(res).toMatchObject({ name: read(title), address: read(address), ...at, errMsg: v('loc.entity.location-result').errMsg });
    expect(Math.abs(res.distance - haversine(CENTER, at))).toBeLessThanOrEqual(1);
  });

  it('each row shows the place name, and its distance and address [loc.entity.place-result]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    // The reverse geocoder's POIs carry `_distance` (45 m a step in the fixture): 45, 90, 135 m …
    expect(rows()[0]).toEqual({ name: 'Nearby place 1', detail: '<100m | 北京市朝阳区建国路1号' });
    expect(rows()[2]).toEqual({ name: 'Nearby place 3', detail: '135m | 北京市朝阳区建国路3号' });
    expect(rows()[19]!.name).toBe('Nearby place 20');
  });

  it('a row\'s distance reads in km above 1000 m, in whole metres above 100 m, as <100m above 0 and not at all at 0 [loc.entity.place-result]', async () => {
    // The genuine picker's distanceLabel thresholds (research notes): > 1000, > 100, > 0, else nothing.
    const distances = [0, 50, 100, 101, 1000, 1500];
    server.use(http.get(`${QQ_SERVICE}/geocoder/*`, ({ request }) => {
      const url = new URL(request.url);
      const json = qqmapJson(url) as { result: { pois: { _distance?: number }[] } };
      json.result.pois.forEach((poi, i) => { poi._distance = distances[i % distances.length]; });
      const callback = url.searchParams.get('callback')!;
      return scriptResponse({ status: 200, body: `${callback}&&${callback}(${JSON.stringify(json)})` });
    }));
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    expect(rows().slice(0, 6).map((r) => r.detail.replace(/北京市.*$/, ''))).toEqual(['', '<100m | ', '<100m | ', '101m | ', '1000m | ', '1.5km | ']);
  });
});
