import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, partOrNull, parts, useApp } from '../../harness/unit.ts';
import { CLOSING_MS, TOAST_MS, drawnMarkup, isShown, pictureUrl, settle, textShown } from './dom.ts';

const app = useApp();
const okMessage = v('device.api.ok').ok;
const toastDuration = v('device.clipboard.content-copied').toastDurationMs;
const toast = v('comp.builtin.toast');

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('uni.showToast and uni.hideToast [comp.builtin.toast]', () => {
  it('shows the title and succeeds', async () => {
    const outcome = await call(app().uni, 'showToast', { title: 'Sent' });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'showToast' }));
    await settle(TOAST_MS);
    expect(textShown('Sent')).toBe(true);
  });

  it('hides after the default duration, not before', async () => {
    await call(app().uni, 'showToast', { title: 'Default' });
    await settle(toastDuration - 1);
    expect(textShown('Default')).toBe(true);
    await settle(1 + TOAST_MS);
    expect(textShown('Default')).toBe(false);
  });

  it('hides after the given duration', async () => {
    await call(app().uni, 'showToast', { title: 'Short', duration: 400 });
    await settle(399);
    expect(textShown('Short')).toBe(true);
    await settle(1 + TOAST_MS);
    expect(textShown('Short')).toBe(false);
  });

  it('a new toast replaces the shown one and restarts the clock', async () => {
    await call(app().uni, 'showToast', { title: 'First', duration: 1000 });
    await settle(900);
    await call(app().uni, 'showToast', { title: 'Second', duration: 1000 });
    await settle(200);
    expect(textShown('First')).toBe(false);
    expect(textShown('Second')).toBe(true);
    await settle(800 + TOAST_MS);
    expect(textShown('Second')).toBe(false);
  });

  it('hideToast closes it before its time', async () => {
    await call(app().uni, 'showToast', { title: 'Going' });
    await settle(TOAST_MS);
    const hidden = await call(app().uni, 'hideToast');
    expect(hidden.res.errMsg).toBe(fill(okMessage, { api: 'hideToast' }));
    await settle(TOAST_MS);
    expect(textShown('Going')).toBe(false);
  });

  it('showLoading stays until hideLoading', async () => {
    const shown = await call(app().uni, 'showLoading', { title: 'Loading' });
    expect(shown.res.errMsg).toBe(fill(okMessage, { api: 'showLoading' }));
    await settle(60_000);
    expect(textShown('Loading')).toBe(true);
    const hidden = await call(app().uni, 'hideLoading');
    expect(hidden.res.errMsg).toBe(fill(okMessage, { api: 'hideLoading' }));
    await settle(TOAST_MS);
    expect(textShown('Loading')).toBe(false);
  });

  it('a toast without options shows as one given the framework defaults [comp.builtin.toast]', async () => {
    await call(app().uni, 'showToast', {});
    await settle(TOAST_MS);
    const plain = drawnMarkup();
    await call(app().uni, 'hideToast');
    await settle(CLOSING_MS);
    await call(app().uni, 'showToast', toast.defaults);
    await settle(TOAST_MS);
    expect(drawnMarkup()).toBe(plain);
  });

  /** The page's markup while `show` shows `options`, then while it shows `other` after `hide` closed the first. */
  async function shownTwice(show: 'showToast' | 'showLoading', hide: 'hideToast' | 'hideLoading', options: Record<string, unknown>, other: Record<string, unknown>) {
    await call(app().uni, show, options);
    await settle(TOAST_MS);
    const first = drawnMarkup();
    await call(app().uni, hide);
    await settle(CLOSING_MS);
    await call(app().uni, show, other);
    await settle(TOAST_MS);
    return [first, drawnMarkup()];
  }

  it('shows an icon it does not know as the success icon [comp.builtin.toast]', async () => {
    const [success, unknown] = await shownTwice('showToast', 'hideToast', { title: 'Icon', icon: toast.defaults.icon }, { title: 'Icon', icon: 'sparkles' });
    expect(unknown).toBe(success);
  });

  it.each(toast.icons.filter((icon) => icon !== toast.defaults.icon))('keeps the %s icon it knows instead of showing the success icon [comp.builtin.toast]', async (icon) => {
    const [success, known] = await shownTwice('showToast', 'hideToast', { title: 'Icon', icon: toast.defaults.icon }, { title: 'Icon', icon });
    expect(known).not.toBe(success);
  });

  /** What the shown toast draws besides its text: how many icons, the picture of the one shown, whether it spins. */
  async function iconsOf(options: Record<string, unknown>) {
    await call(app().uni, 'showToast', { title: 'Icon', ...options });
    await settle(TOAST_MS);
    expect(partOrNull('popup.toast.text')?.textContent?.trim()).toBe('Icon');
    const icons = parts('popup.toast.icon').filter(isShown);
    return { icons: icons.length, picture: pictureUrl(icons[0]), spinner: partOrNull('popup.loading') !== null };
  }

  it('icon none shows the title alone, without an icon [comp.builtin.toast]', async () => {
    expect(await iconsOf({ icon: 'none' })).toEqual({ icons: 0, picture: undefined, spinner: false });
  });

  it.each(['success', 'error'])('icon %s shows one icon, not the loading spinner [comp.builtin.toast]', async (icon) => {
    expect(await iconsOf({ icon })).toMatchObject({ icons: 1, spinner: false });
  });

  it('icon loading shows one icon, the loading spinner [comp.builtin.toast]', async () => {
    expect(await iconsOf({ icon: 'loading' })).toMatchObject({ icons: 1, spinner: true });
  });

  it.each(toast.icons)('an image is the one icon, in place of the %s icon [comp.builtin.toast]', async (icon) => {
    expect(await iconsOf({ icon, image: '/static/toast-icon.png' })).toEqual({ icons: 1, picture: '/static/toast-icon.png', spinner: false });
  });

  it('showLoading without options shows the toast showToast shows given the loading defaults, the loading icon [comp.builtin.toast]', async () => {
    await call(app().uni, 'showLoading', {});
    await settle(TOAST_MS);
    const loading = drawnMarkup();
    await call(app().uni, 'hideLoading');
    await settle(CLOSING_MS);
    await call(app().uni, 'showToast', toast.loadingDefaults);
    await settle(TOAST_MS);
    expect(drawnMarkup()).toBe(loading);
  });
});

describe('uni.showToast checks its parameters', () => {
  it('a non-numeric duration fails with the wrong-type message [device.api.invalid-type]', async () => {
    const outcome = await call(app().uni, 'showToast', { title: 'x', duration: '100' });
    expect(outcome.res.errMsg.startsWith(fill(v('device.api.invalid-type').errMsg, { api: 'showToast', name: 'duration', expected: 'Number' }))).toBe(true);
    await settle(TOAST_MS);
    expect(textShown('x')).toBe(false);
  });
});
