import { fireEvent, waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { picker, rows, searchBox, tick, type } from './support/dom.ts';
import { geocoderUrls } from './support/qq.ts';
import { useScripts } from './support/scripts.ts';

const app = useApp(qqmapApp);
const scripts = useScripts();
const strings = v('device.i18n.english').strings;

/** Opens the picker, waits for the nearby places, searches for "tea" and waits for its results; gives the search box. */
async function searchedForTea() {
  void call(app().uni, 'chooseLocation', { ...CENTER });
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  const input = searchBox(strings['uni.chooseLocation.search']);
  await type(input, 'tea');
  await waitFor(() => expect(rows()[0]?.name).toBe('tea 1'), { timeout: 3000 });
  return input;
}

describe('entering and leaving a search', () => {
  // Genuine picker (research notes): the cancel link sets searching = false and keyword = '', and the
  // searching watcher resets the list and lists nearby places again.
  it('clears the search box, leaves searching and lists the nearby places again through the reverse geocoder [loc.choose-location.page, loc.reverse-geocoder]', async () => {
    await searchedForTea();
    const before = geocoderUrls(scripts).length;
    const cancelLink = () => [...picker().querySelectorAll('*')].find((el) => el.children.length === 0 && el.textContent?.trim() === strings['uni.chooseLocation.cancel']) as HTMLElement | undefined;
    cancelLink()!.click();
    await tick();
    await waitFor(() => expect(rows()[0]?.name).toBe('Nearby place 1'));
    expect(geocoderUrls(scripts).length).toBe(before + 1);
    expect(searchBox(strings['uni.chooseLocation.search']).value).toBe('');
    // No longer searching: the cancel link shows only while searching.
    expect(cancelLink()).toBeUndefined();
  });

  it('focusing the search box again while searching keeps the search results [loc.choose-location.page, loc.place-search]', async () => {
    // Genuine picker: focusing sets searching = true; only a change of searching resets the list.
    const input = await searchedForTea();
    fireEvent.focus(input);
    fireEvent.focusIn(input);
    await tick();
    expect(rows()[0]?.name).toBe('tea 1');
  });
});
