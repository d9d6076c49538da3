import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { flush, focusSearch, loading, rows, searchBox, tick, until } from './support/dom.ts';
import { geocoderUrls, isServiceCall, searchUrls } from './support/qq.ts';
import { useScripts } from '../../harness/scripts.ts';
import { fireEvent } from '@testing-library/dom';

const app = useApp(qqmapApp);
const scripts = useScripts();

afterEach(() => { vi.useRealTimers(); });

/** Fake only the clock the spec's delays run on; promises, script answers and renders keep running. */
function virtualClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
}

/** Opens the picker and waits until it lists the nearby places. */
async function openPicker() {
  void call(app().uni, 'chooseLocation', { ...CENTER });
  await until(() => expect(rows().length).toBeGreaterThan(0));
}

/** Opens the picker while the service's answers are held, and waits for its first request. */
async function openPickerUnanswered() {
  void call(app().uni, 'chooseLocation', { ...CENTER });
  await until(() => expect(geocoderUrls(scripts)).toHaveLength(1));
}

describe('keyword search', () => {
  it('waits 1000 ms after the last keystroke and sends one request for the last keyword [loc.picker.search-debounce]', async () => {
    virtualClock();
    await openPicker();
    const { delayMs } = v('loc.picker.search-debounce');
    const input = searchBox();
    await focusSearch(input);
    for (const text of ['c', 'ca', 'caf']) {
      fireEvent.input(input, { target: { value: text } });
      await tick();
      await vi.advanceTimersByTimeAsync(delayMs - 1);
    }
    fireEvent.input(input, { target: { value: 'cafe' } });
    await tick();
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    await flush();
    expect(searchUrls(scripts)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(searchUrls(scripts).map((u) => u.searchParams.get('keyword'))).toEqual(['cafe']);
    await vi.advanceTimersByTimeAsync(10 * delayMs);
    await flush();
    expect(searchUrls(scripts)).toHaveLength(1);
    expect(rows()[0]!.name).toBe('cafe 1');
  });

  it('a keyword typed away to nothing clears the list after 1000 ms and sends no request [loc.picker.search-debounce, loc.place-search]', async () => {
    // Genuine picker (research notes): the debounced search resets the list, then lists only when the keyword is non-empty.
    virtualClock();
    await openPicker();
    const { delayMs } = v('loc.picker.search-debounce');
    const geocodes = geocoderUrls(scripts).length;
    const input = searchBox();
    await focusSearch(input);
    fireEvent.input(input, { target: { value: 'c' } });
    await tick();
    fireEvent.input(input, { target: { value: '' } });
    await tick();
    await vi.advanceTimersByTimeAsync(delayMs);
    await flush();
    expect(searchUrls(scripts)).toEqual([]);
    expect(geocoderUrls(scripts)).toHaveLength(geocodes);
    expect(rows()).toEqual([]);
    expect(loading()).toBe(false);
  });
});

describe('script-callback requests', () => {
  it('fail when the callback has not run within 30 s: the script and its callback are removed, loading ends [loc.jsonp.timeout]', async () => {
    virtualClock();
    scripts.hold(isServiceCall);
    await openPickerUnanswered();
    const { timeoutMs } = v('loc.jsonp.timeout');
    const [request] = geocoderUrls(scripts);
    const callback = request!.searchParams.get(v('loc.jsonp.timeout').callbackParam)!;
    const element = scripts.elements.find((s) => s.src.startsWith(request!.origin + request!.pathname))!;
    expect(typeof (window as any)[callback]).toBe('function');
    expect(loading()).toBe(true);

    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    await flush();
    expect(typeof (window as any)[callback]).toBe('function');
    expect(element.isConnected).toBe(true);
    expect(loading()).toBe(true);

    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect((window as any)[callback]).toBeUndefined();
    expect(element.isConnected).toBe(false);
    expect(loading()).toBe(false);
    expect(rows()).toEqual([]);
    // Failed: an answer that comes after all lists nothing.
    await scripts.answerHeld();
    await flush();
    expect(rows()).toEqual([]);
  });

  it('a callback that runs in time delivers the places [loc.jsonp.timeout]', async () => {
    virtualClock();
    scripts.hold(isServiceCall);
    await openPickerUnanswered();
    expect(rows()).toEqual([]);
    await vi.advanceTimersByTimeAsync(v('loc.jsonp.timeout').timeoutMs - 1);
    await scripts.answerHeld();
    await flush();
    expect(rows().length).toBeGreaterThan(0);
    expect(loading()).toBe(false);
    expect(geocoderUrls(scripts)).toHaveLength(1);
  });
});
