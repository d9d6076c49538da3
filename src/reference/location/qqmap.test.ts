/**
 * The reference's own choices, beside conformance, in reading Tencent's place answers: an error status with or
 * without its message, answers without data, without pois or without the area code. The seed gives the
 * requests the picker sends; the suite judges those against MSW's answers (spec/suite/location/*).
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as jsonp from './jsonp.ts';
import { qqPlaceSource } from './qqmap.ts';

// A spy rather than a module mock: Stryker's runs share modules across test files, where a mock comes too late.
let getJSONP: MockInstance<typeof jsonp.getJSONP>;
beforeEach(() => {
  getJSONP = vi.spyOn(jsonp, 'getJSONP').mockRejectedValue(new Error('no answer given'));
});
const answer = (body: unknown) => getJSONP.mockResolvedValueOnce(body);
const near = { latitude: 39.9, longitude: 116.4, keyword: '', pageIndex: 1 };
const place = { title: 'Gate', address: 'Main St', location: { lat: 39.9, lng: 116.4 }, _distance: 12 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an error status', () => {
  it('fails the list with its message, or with the status where it has none', async () => {
    answer({ status: 110, message: 'key invalid' });
    await expect(qqPlaceSource('k').list(near)).rejects.toThrow('key invalid');
    answer({ status: 120 });
    await expect(qqPlaceSource('k').list(near)).rejects.toThrow('status 120');
  });
  it('is no error when absent or 0', async () => {
    answer({ result: { pois: [place] } });
    expect((await qqPlaceSource('k').list(near)).items).toHaveLength(1);
    answer({ status: 0, result: { pois: [place] } });
    expect((await qqPlaceSource('k').list(near)).items).toHaveLength(1);
  });
});

describe('an answer without its list lists nothing', () => {
  it.each([
    ['a search without data', { keyword: 'cafe' }, { status: 0 }],
    ['a geocoder answer without pois', {}, { status: 0, result: { ad_info: { adcode: 110101 } } }],
    ['a geocoder answer without a result', {}, { status: 0 }],
  ])('%s', async (_, query, body) => {
    answer(body);
    expect(await qqPlaceSource('k').list({ ...near, ...query })).toEqual({ items: [], hasNextPage: false });
  });
});

it("lists a geocoder answer's places though it has no area code, and searches near the centre then", async () => {
  const source = qqPlaceSource('k');
  answer({ status: 0, result: { pois: [place] } });
  expect((await source.list(near)).items.map((p) => p.name)).toEqual(['Gate']);
  answer({ status: 0, data: [] });
  await source.list({ ...near, keyword: 'cafe' });
  expect(getJSONP.mock.calls[1]![0]).toContain('boundary=nearby(39.9,116.4,5000)');
});

it('searches within the area code a geocoder answer gave', async () => {
  const source = qqPlaceSource('k');
  answer({ status: 0, result: { ad_info: { adcode: 110101 }, pois: [] } });
  await source.list(near);
  answer({ status: 0, data: [] });
  await source.list({ ...near, keyword: 'cafe' });
  expect(getJSONP.mock.calls[1]![0]).toContain('boundary=region(110101,1,39.9,116.4)');
});
