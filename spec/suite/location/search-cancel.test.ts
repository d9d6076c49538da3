import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { flush, focusSearch, rows, searchBox, shownText, tap, type, until } from './support/dom.ts';
import { geocoderUrls } from './support/qq.ts';
import { useScripts } from '../../harness/scripts.ts';

const app = useApp(qqmapApp);
const scripts = useScripts();
const strings = v('device.i18n.english').strings;
// The search waits out its debounce on a virtual clock; script answers, promises and renders keep running.
beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }); });
afterEach(() => { vi.useRealTimers(); });

/** Opens the picker, waits for the nearby places, searches for "tea" and waits for its results; gives the search box. */
async function searchedForTea() {
  void call(app().uni, 'chooseLocation', { ...CENTER });
  await until(() => expect(rows().length).toBeGreaterThan(0));
  const input = searchBox();
  await type(input, 'tea');
  await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
  await until(() => expect(rows()[0]?.name).toBe('tea 1'));
  return input;
}

/** The text of every alert on the page: an error the picker reports. */
const alertsShown = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

describe('entering and leaving a search', () => {
  // Genuine picker (research notes): the cancel link sets searching = false and keyword = '', and the
  // searching watcher resets the list and lists nearby places again.
  it('clears the search box, leaves searching and lists the nearby places again through the reverse geocoder [loc.choose-location.page, loc.reverse-geocoder]', async () => {
    await searchedForTea();
    const before = geocoderUrls(scripts).length;
    const cancelLink = () => shownText(strings['uni.chooseLocation.cancel']);
    await tap(cancelLink()!);
    await until(() => expect(rows()[0]?.name).toBe('Nearby place 1'));
    // A moment later, as the user looks again: a framework's field may redraw its value on a timer.
    await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
    await flush();
    expect(geocoderUrls(scripts).length).toBe(before + 1);
    expect(searchBox().value).toBe('');
    // No longer searching: the cancel link shows only while searching.
    expect(cancelLink()).toBeUndefined();
  });

  it('the nearby places show with no error, and focusing the search box empties the list, still with no error [loc.choose-location.page]', async () => {
    // Genuine picker: focusing sets searching = true, whose watcher resets the list; nothing failed, so nothing is reported.
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    expect(alertsShown()).toEqual([]);
    await focusSearch();
    await flush();
    expect(rows()).toEqual([]);
    expect(alertsShown()).toEqual([]);
  });

  it('focusing the search box again while searching keeps the search results [loc.choose-location.page, loc.place-search]', async () => {
    // Genuine picker: focusing sets searching = true; only a change of searching resets the list.
    const input = await searchedForTea();
    await focusSearch(input);
    await flush();
    expect(rows()[0]?.name).toBe('tea 1');
  });
});
