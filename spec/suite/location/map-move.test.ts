import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, part, useApp } from '../../harness/unit.ts';
import { dragMap, flush, picker, rows, searchBox, type, until } from './support/dom.ts';
import { geocoderUrls, searchUrls } from './support/qq.ts';
import { useScripts } from '../../harness/scripts.ts';

const app = useApp(qqmapApp);
const scripts = useScripts();
afterEach(() => { vi.useRealTimers(); });

/** Drags the picker's map left and down, so that its centre moves east and north. */
const dragPickerMap = () => dragMap(part('location.choose.map', picker()), [60, 140]);

const located = (u: URL) => u.searchParams.get('location')!.split(',').map(Number) as [number, number];

describe('moving the picker\'s map', () => {
  // Genuine picker (research notes): a region change with a centre moves the picker there and, when not searching,
  // resets the list and lists the places around the new centre.
  it('lists the nearby places around the new centre through the reverse geocoder [loc.reverse-geocoder, loc.choose-location.page]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await dragPickerMap();
    await until(() => expect(geocoderUrls(scripts)).toHaveLength(2));
    const [lat, lng] = located(geocoderUrls(scripts)[1]!);
    expect(lat).toBeGreaterThan(CENTER.latitude);
    expect(lng).toBeGreaterThan(CENTER.longitude);
    await until(() => expect(rows()[0]?.name).toBe('Nearby place 1'));
    expect(rows()).toHaveLength(v('loc.picker.page-size').pageSize);
  });

  it('while searching it lists nothing new around the moved centre [loc.reverse-geocoder, loc.place-search]', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await type(searchBox(), 'tea');
    await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
    await until(() => expect(rows()[0]?.name).toBe('tea 1'));
    await dragPickerMap();
    await flush();
    expect(geocoderUrls(scripts)).toHaveLength(1);
    expect(searchUrls(scripts)).toHaveLength(1);
    expect(rows()[0]?.name).toBe('tea 1');
  });
});
