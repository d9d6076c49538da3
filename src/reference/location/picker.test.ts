/**
 * The reference's own choices, beside conformance, in the location picker's list: it starts idle until the
 * page starts it, a tapped place moves the map to it, and an answer or a failure for a query the list has
 * since left (the map moved, a new search) is dropped. The seed gives the requests and the result; the suite
 * judges those (spec/suite/location/choose-location*).
 */
import { describe, expect, it } from 'vitest';
import { LocationPicker } from './picker.ts';
import type { PlacePage, PlaceQuery } from './places.ts';
import type { Poi } from './poi.ts';

const poi = (name: string, latitude = 39.9, longitude = 116.4): Poi => ({ name, address: '', distance: 0, latitude, longitude });

/** A place source whose answers the test gives, one query at a time, in any order. */
function source() {
  const asked: { query: PlaceQuery; answer(page: PlacePage): Promise<void>; fail(message: string): Promise<void> }[] = [];
  const settled = () => new Promise<void>((r) => queueMicrotask(r));
  return {
    asked,
    list: (query: PlaceQuery) => new Promise<PlacePage>((resolve, reject) => {
      asked.push({ query, answer: (page) => { resolve(page); return settled(); }, fail: (m) => { reject(new Error(m)); return settled(); } });
    }),
  };
}

it('starts idle, without an error, until the page starts it', () => {
  const picker = new LocationPicker(source(), { latitude: 1, longitude: 2 });
  expect(picker.state).toMatchObject({ loading: false, error: '', list: [] });
});

it('moves the map to a tapped place', async () => {
  const places = source();
  const picker = new LocationPicker(places, { latitude: 1, longitude: 2 });
  picker.start();
  await places.asked[0]!.answer({ items: [poi('Gate', 10, 20), poi('Park', 30, 40)], hasNextPage: false });
  picker.select(1);
  expect(picker.state).toMatchObject({ selectedIndex: 1, center: { latitude: 30, longitude: 40 } });
});

describe('a query the list has left', () => {
  it('adds no places when its answer comes late', async () => {
    const places = source();
    const picker = new LocationPicker(places, { latitude: 1, longitude: 2 });
    picker.start();
    picker.move({ latitude: 5, longitude: 6 });
    await places.asked[1]!.answer({ items: [poi('New')], hasNextPage: false });
    await places.asked[0]!.answer({ items: [poi('Old')], hasNextPage: true });
    expect(picker.state.list.map((p) => p.name)).toEqual(['New']);
    expect(picker.state.hasNextPage).toBe(false);
  });
  it('shows no error when it fails late', async () => {
    const places = source();
    const picker = new LocationPicker(places, { latitude: 1, longitude: 2 });
    picker.start();
    picker.move({ latitude: 5, longitude: 6 });
    await places.asked[1]!.answer({ items: [poi('New')], hasNextPage: false });
    await places.asked[0]!.fail('timeout');
    expect(picker.state).toMatchObject({ error: '', loading: false });
  });
  it('adds nothing once a search has reset the list, however many queries ago it was made', async () => {
    const places = source();
    const picker = new LocationPicker(places, { latitude: 1, longitude: 2 });
    picker.start();
    picker.focusSearch();
    picker.cancelSearch();
    await places.asked[0]!.answer({ items: [poi('Old')], hasNextPage: true });
    expect(picker.state.list).toEqual([]);
    await places.asked[1]!.answer({ items: [poi('Current')], hasNextPage: false });
    expect(picker.state.list.map((p) => p.name)).toEqual(['Current']);
  });
});
