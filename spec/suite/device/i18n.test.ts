import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { server } from '../../../mocks/node.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, part, relaunch, useApp, useMount } from '../../harness/unit.ts';
import { rootOf } from '../components/dom.ts';
import { useScreen } from '../components/finger.ts';
import { button, cancelChooser, OPENING_MS, phoneWindow, pickFiles, settle, shownImage, textShown, TOAST_MS } from './dom.ts';
import { logged } from './logged.ts';

const app = useApp();
const mount = useMount();
const screen = useScreen();
const image = 'https://img.example.com/i18n.png';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers();
  phoneWindow();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

type Strings = Record<string, string>;

/** Opens the preview and long-presses the image with a finger: the save menu. */
async function openSaveMenu() {
  await call(app().uni, 'previewImage', { urls: [image] });
  await settle();
  const img = shownImage()!;
  screen.pointer('pointerdown', img, 5, 5);
  await settle(v('comp.long-press.delay').delayMs);
  screen.pointer('pointerup', img, 5, 5);
  await settle();
}

/** Each framework string this area shows, checked where the user meets it. */
const probes: Record<string, (s: Strings) => Promise<void>> = {
  async 'uni.app.quit'(s) {
    // A back press on the entry page.
    window.history.back();
    await settle();
    expect(textShown(s['uni.app.quit']!)).toBe(true);
    await settle(v('nav.back-press.quit-prompt').windowMs);
  },
  async 'uni.showModal.cancel'(s) {
    call(app().uni, 'showModal', { content: 'probe' });
    await settle();
    expect(button(s['uni.showModal.cancel']!)).toBeDefined();
    button(s['uni.showModal.cancel']!)!.click();
    await settle();
  },
  async 'uni.showModal.confirm'(s) {
    call(app().uni, 'showModal', { content: 'probe', showCancel: false });
    await settle();
    expect(button(s['uni.showModal.confirm']!)).toBeDefined();
    button(s['uni.showModal.confirm']!)!.click();
    await settle();
  },
  async 'uni.showActionSheet.cancel'(s) {
    call(app().uni, 'showActionSheet', { itemList: ['probe'] });
    await settle();
    expect(button(s['uni.showActionSheet.cancel']!)).toBeDefined();
    button(s['uni.showActionSheet.cancel']!)!.click();
    await settle();
  },
  async 'uni.setClipboardData.success'(s) {
    await call(app().uni, 'setClipboardData', { data: 'probe' });
    await settle(TOAST_MS);
    expect(textShown(s['uni.setClipboardData.success']!)).toBe(true);
    await call(app().uni, 'hideToast');
  },
  async 'uni.chooseFile.notUserActivation'(s) {
    const done = call(app().uni, 'chooseFile', {});
    expect(logged(warn, s['uni.chooseFile.notUserActivation']!)).toBe(true);
    cancelChooser();
    await done;
  },
  async 'uni.scanCode.fail'(s) {
    vi.stubGlobal('BarcodeDetector', undefined);
    const done = call(app().uni, 'scanCode', {});
    pickFiles([new File([new Uint8Array(4)], 'x.png', { type: 'image/png' })]);
    await done;
    await settle();
    expect(textShown(s['uni.scanCode.fail']!)).toBe(true);
    await call(app().uni, 'hideToast');
  },
  async 'uni.picker.done'(s) {
    const { container } = await mount('picker', { range: ['probe'] });
    rootOf(container).click();
    await settle(OPENING_MS);
    expect(part('picker.confirm').textContent!.trim()).toBe(s['uni.picker.done']);
  },
  async 'uni.picker.cancel'(s) {
    const { container } = await mount('picker', { range: ['probe'] });
    rootOf(container).click();
    await settle(OPENING_MS);
    expect(part('picker.cancel').textContent!.trim()).toBe(s['uni.picker.cancel']);
  },
  async 'uni.previewImage.button.save'(s) {
    await openSaveMenu();
    expect(button(s['uni.previewImage.button.save']!)).toBeDefined();
    button(s['uni.previewImage.cancel']!)!.click();
    await call(app().uni, 'closePreviewImage');
    await settle();
  },
  async 'uni.previewImage.cancel'(s) {
    await openSaveMenu();
    expect(button(s['uni.previewImage.cancel']!)).toBeDefined();
    button(s['uni.previewImage.cancel']!)!.click();
    await call(app().uni, 'closePreviewImage');
    await settle();
  },
  async 'uni.previewImage.save.success'(s) {
    server.use(http.get(image, () => new HttpResponse(new Uint8Array([137, 80]), { headers: { 'content-type': 'image/png' } })));
    await openSaveMenu();
    button(s['uni.previewImage.button.save']!)!.click();
    await vi.waitFor(() => expect(textShown(s['uni.previewImage.save.success']!)).toBe(true));
    await call(app().uni, 'closePreviewImage');
    await call(app().uni, 'hideToast');
  },
  async 'uni.previewImage.save.fail'(s) {
    server.use(http.get(image, () => new HttpResponse(null, { status: 500 })));
    await openSaveMenu();
    button(s['uni.previewImage.button.save']!)!.click();
    await vi.waitFor(() => expect(textShown(s['uni.previewImage.save.fail']!)).toBe(true));
    await call(app().uni, 'closePreviewImage');
    await call(app().uni, 'hideToast');
  },
};

const languages = [
  ['device.i18n.english', v('device.i18n.english')],
  ['device.i18n.spanish', v('device.i18n.spanish')],
  ['device.i18n.chinese', v('device.i18n.chinese')],
] as const;

describe.each(languages)('the framework strings in one language [%s]', (_id, language) => {
  it.each(Object.keys(probes))('%s, after uni.setLocale', async (key) => {
    app().uni.setLocale(language.locale);
    expect(app().uni.getLocale()).toBe(language.locale);
    await probes[key]!(language.strings);
  });
});

describe('choosing the language [device.i18n.english, device.i18n.spanish, device.i18n.chinese]', () => {
  it('uni.setLocale tells onLocaleChange listeners, and the next dialog speaks the new language', async () => {
    const { uni } = app();
    const heard = vi.fn();
    uni.onLocaleChange(heard);
    uni.setLocale(v('device.i18n.spanish').locale);
    // The listener's first argument (a runtime may pass more).
    expect(heard.mock.lastCall?.[0]).toEqual({ locale: v('device.i18n.spanish').locale });
    call(uni, 'showModal', { content: 'first' });
    await settle(OPENING_MS);
    button(v('device.i18n.spanish').strings['uni.showModal.cancel'])!.click();
    uni.setLocale(v('device.i18n.chinese').locale);
    expect(heard.mock.lastCall?.[0]).toEqual({ locale: v('device.i18n.chinese').locale });
    call(uni, 'showModal', { content: 'second' });
    await settle(OPENING_MS);
    expect(button(v('device.i18n.chinese').strings['uni.showModal.cancel'])).toBeDefined();
  });

  it('the chosen language holds for the next launch', async () => {
    app().uni.setLocale(v('device.i18n.chinese').locale);
    await relaunch((uni) => expect(uni.getLocale()).toBe(v('device.i18n.chinese').locale));
  });

  it.each(languages.map(([, l]) => l))('the system language $locale is the default', async (language) => {
    const tag = { en: 'en-GB', es: 'es-MX', 'zh-Hans': 'zh-CN' }[language.locale];
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
    await relaunch(async (uni) => {
      expect(uni.getLocale()).toBe(language.locale);
      call(uni, 'showModal', { content: 'system language' });
      await settle(OPENING_MS);
      expect(button(language.strings['uni.showModal.confirm'])).toBeDefined();
    });
  });

  it('the manifest locale wins over the system language', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('zh-CN');
    await relaunch((uni) => {
      expect(uni.getLocale()).toBe(v('device.i18n.spanish').locale);
    }, { ...basicApp, locale: v('device.i18n.spanish').locale });
  });

  it('the system language named chinese is Simplified Chinese', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('chinese');
    await relaunch((uni) => expect(uni.getLocale()).toBe(v('device.i18n.chinese').locale));
  });

  it('a manifest locale of auto leaves the choice to the system language', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    await relaunch((uni) => {
      expect(uni.getLocale()).toBe(v('device.i18n.spanish').locale);
    }, { ...basicApp, locale: 'auto' });
  });

  it('an unknown language falls back to English', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    await relaunch(async (uni) => {
      call(uni, 'showModal', { content: 'fallback' });
      await settle(OPENING_MS);
      expect(button(v('device.i18n.english').strings['uni.showModal.cancel'])).toBeDefined();
    });
  });
});
