import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, part, partOrNull, useApp, watch } from '../../harness/unit.ts';
import { back, confirm, flush, picker, rows, searchBox, selectRow, showsPlaceholder, type, until } from './support/dom.ts';
import { useScripts } from '../../harness/scripts.ts';

const app = useApp(qqmapApp);
useScripts();
afterEach(() => { vi.useRealTimers(); });

describe('uni.chooseLocation', () => {
  it('opens /choose-location with the latitude and longitude as its query [loc.route.choose-location]', async () => {
    const { uni, getCurrentPages } = app();
    const route = v('loc.route.choose-location');
    void call(uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(getCurrentPages()).toHaveLength(2));
    const top = getCurrentPages()[1]!;
    // An internal page's route may be reported with its leading slash.
    expect(`/${top.route.replace(/^\//, '')}`).toBe(route.path);
    expect(Object.keys(top.options as object).sort()).toEqual([...route.query].sort());
    expect(top.options).toEqual({ latitude: String(CENTER.latitude), longitude: String(CENTER.longitude) });
  });

  it('fails with a keyword that is not a string and opens nothing [device.api.invalid-type]', async () => {
    // Genuine protocol (research notes): { keyword: String } only.
    const { uni, getCurrentPages } = app();
    const { ok, res } = await call(uni, 'chooseLocation', { ...CENTER, keyword: 5 });
    expect(ok).toBe(false);
    expect(res.errMsg.startsWith(fill(v('device.api.invalid-type').errMsg, { api: 'chooseLocation', name: 'keyword', expected: 'String' }))).toBe(true);
    expect(getCurrentPages()).toHaveLength(1);
  });

  it('the page opened by navigateTo rather than chooseLocation is left by its back button [loc.route.choose-location, loc.choose-location.page]', async () => {
    const { uni, getCurrentPages } = app();
    const route = v('loc.route.choose-location');
    const outcome = await call(uni, 'navigateTo', { url: `${route.path}?latitude=${CENTER.latitude}&longitude=${CENTER.longitude}` });
    expect(outcome.ok).toBe(true);
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await back();
    await until(() => expect(getCurrentPages()).toHaveLength(1));
  });

  it('shows a map, a search box, the nearby places, and confirm and back buttons [loc.choose-location.page]', async () => {
    const { uni } = app();
    void call(uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    const root = picker();
    // Each part the clause names, found as the page's part of that name: part() finds the shown one or
    // throws, naming the part.
    for (const name of v('loc.choose-location.page').parts) {
      expect(part(`location.choose.${name}`, root), name).toBeTruthy();
    }
    expect(showsPlaceholder(v('device.i18n.english').strings['uni.chooseLocation.search'])).toBe(true);
    expect(rows()[0]!.name).toBe('Nearby place 1');
  });

  it('is a page of its own without the app\'s navigation bar, whose back button would be a second one [loc.choose-location.page]', async () => {
    const { uni } = app();
    // The entry page has the app's bar: the picker's page is the one without it.
    expect(partOrNull('shell.navigation-bar', part('shell.page'))).not.toBeNull();
    void call(uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    const page = part('shell.page');
    expect(page.contains(picker()), 'the picker is the page shown').toBe(true);
    expect(partOrNull('shell.navigation-bar', page)).toBeNull();
  });

  it('confirming the selected place reports it as a location result [loc.entity.location-result]', async () => {
    const { uni, getCurrentPages } = app();
    const result = v('loc.entity.location-result');
    const outcome = call(uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(2));
    await selectRow(2);
    await confirm();
    const { ok, res, calls } = await outcome;
    expect(ok).toBe(true);
    expect(calls).toEqual({ success: 1, fail: 0, complete: 1 });
    expect(Object.keys(res).sort()).toEqual([...result.fields, 'errMsg'].sort());
    expect(res).toEqual({
      name: 'Nearby place 3',
      address: '北京市朝阳区建国路3号',
      distance: 135,
      latitude: +(CENTER.latitude + 3 * 0.0004).toFixed(6),
      longitude: +(CENTER.longitude + 3 * 0.0003).toFixed(6),
      errMsg: result.errMsg,
    });
    await until(() => expect(getCurrentPages()).toHaveLength(1));
  });

  it('confirm does nothing while no place is selected [loc.entity.location-result]', async () => {
    const { uni, getCurrentPages } = app();
    let settled = false;
    void call(uni, 'chooseLocation', { ...CENTER }).then(() => { settled = true; });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await confirm();
    await flush();
    expect(settled).toBe(false);
    expect(getCurrentPages()).toHaveLength(2);
  });

  it('a place selected before a keyword search is no longer selected once the search lists its places [loc.entity.location-result, loc.picker.search-debounce]', async () => {
    // Genuine picker (research notes): reset() sets selectedIndex = -1, and confirm acts only when something is selected.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { uni, getCurrentPages } = app();
    let settled = false;
    const outcome = call(uni, 'chooseLocation', { ...CENTER }).then((o) => { settled = true; return o; });
    await until(() => expect(rows().length).toBeGreaterThan(2));
    await selectRow(2);
    await type(searchBox(), 'tea');
    await vi.advanceTimersByTimeAsync(v('loc.picker.search-debounce').delayMs);
    await until(() => expect(rows()[0]?.name).toBe('tea 1'));
    await confirm();
    await flush();
    expect(settled).toBe(false);
    expect(getCurrentPages()).toHaveLength(2);
    await selectRow(0);
    await confirm();
    expect((await outcome).res).toMatchObject({ name: 'tea 1' });
  });

  it('the back button fails the call with chooseLocation:fail and closes the picker [loc.choose-location.fail]', async () => {
    const { uni, getCurrentPages } = app();
    const outcome = call(uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await selectRow(0);
    await back();
    const { ok, res } = await outcome;
    expect(ok).toBe(false);
    expect(res.errMsg.startsWith(v('loc.choose-location.fail').errMsg)).toBe(true);
    await until(() => expect(getCurrentPages()).toHaveLength(1));
  });

  it('leaving the picker by navigateBack also fails the call [loc.choose-location.fail]', async () => {
    const { uni } = app();
    const outcome = call(uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    await call(uni, 'navigateBack');
    // Settled within the page's turns, as the picker's back button settles it: a call left pending fails here at once.
    const pending = watch(outcome);
    await until(() => expect(pending.settled).toBe(true));
    const { ok, res } = await outcome;
    expect(ok).toBe(false);
    expect(res.errMsg.startsWith(v('loc.choose-location.fail').errMsg)).toBe(true);
  });
});
