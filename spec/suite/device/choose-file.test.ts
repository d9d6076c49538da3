import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { cancelChooser, fileInput, isShown, pickFiles } from './dom.ts';
import { logged } from './logged.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const files = (n: number, type = 'text/plain') => Array.from({ length: n }, (_, i) => new File([`file ${i}`], `f${i}.txt`, { type }));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => { warn = vi.spyOn(console, 'warn').mockImplementation(() => {}); });
afterEach(() => { vi.restoreAllMocks(); });

describe('chooseFile', () => {
  it('keeps at most 100 files by default and lets several be chosen [device.choose-file.default-count]', async () => {
    const defaultCount = v('device.choose-file.default-count').count;
    const done = call(app().uni, 'chooseFile', {});
    expect(fileInput()?.multiple).toBe(true);
    pickFiles(files(defaultCount + 1));
    const outcome = await done;
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'chooseFile' }));
    expect(outcome.res.tempFiles).toHaveLength(defaultCount);
    expect(outcome.res.tempFilePaths).toHaveLength(defaultCount);
  });

  it.each([-1, 0, 1])('at the default count and one step either side (%s): keeps min(picked, 100) [device.choose-file.default-count]', async (step) => {
    const defaultCount = v('device.choose-file.default-count').count;
    const done = call(app().uni, 'chooseFile', {});
    pickFiles(files(defaultCount + step));
    expect((await done).res.tempFiles).toHaveLength(Math.min(defaultCount + step, defaultCount));
  });

  it('a count of zero or less falls back to the default [device.choose-file.default-count]', async () => {
    const defaultCount = v('device.choose-file.default-count').count;
    const done = call(app().uni, 'chooseFile', { count: 0 });
    pickFiles(files(defaultCount + 5));
    expect((await done).res.tempFiles).toHaveLength(defaultCount);
  });

  it('keeps at most the given count [device.choose-file.default-count]', async () => {
    const done = call(app().uni, 'chooseFile', { count: 2 });
    pickFiles(files(3));
    const outcome = await done;
    expect(outcome.res.tempFiles.map((f: File) => f.name)).toEqual(['f0.txt', 'f1.txt']);
    expect(outcome.res.tempFilePaths[0]).toBe(outcome.res.tempFiles[0].path);
    expect(String(outcome.res.tempFilePaths[0])).toMatch(/^blob:/);
  });

  it('keeps its file input hidden from the user [device.media-apis]', async () => {
    const done = call(app().uni, 'chooseFile', {});
    expect(isShown(fileInput()!)).toBe(false);
    cancelChooser();
    await done;
  });

  it('fails with cancel when the chooser is dismissed [device.api.cancel]', async () => {
    const done = call(app().uni, 'chooseFile', {});
    cancelChooser();
    const outcome = await done;
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(fill(v('device.api.cancel').errMsg, { api: 'chooseFile' }));
  });

  it('asks for the given extensions, each with its dot [device.media-apis]', async () => {
    const done = call(app().uni, 'chooseFile', { extension: ['pdf', 'tar.gz'] });
    expect(fileInput()?.accept).toBe('.pdf,.tar.gz');
    cancelChooser();
    await done;
  });

  it('asks for images or videos by type, and treats a type it does not know as all [device.media-apis]', async () => {
    const accepts: Record<string, string | undefined> = {};
    for (const type of ['image', 'video', 'all', 'sticker']) {
      const done = call(app().uni, 'chooseFile', { type });
      accepts[type] = fileInput()?.accept;
      cancelChooser();
      await done;
    }
    expect(accepts.image).toBe('image/*');
    expect(accepts.video).toBe('video/*');
    // Type all asks for its extensions (none by default), never for a media type.
    expect(['', '.']).toContain(accepts.all ?? '');
    expect(accepts.sticker).toBe(accepts.all);
  });

  it('an empty extension list fails [device.api.errmsg]', async () => {
    const outcome = await call(app().uni, 'chooseFile', { extension: [] });
    expect(outcome.res.errMsg).toBe(fill(messages.failWithDetail, { api: 'chooseFile', detail: 'param extension should not be empty.' }));
  });
});

describe('the file chooser outside a user gesture [device.choose-file.user-activation]', () => {
  it('gives the notice that it may only be shown on user activation', async () => {
    const done = call(app().uni, 'chooseFile', {});
    expect(logged(warn, v('device.choose-file.user-activation').message)).toBe(true);
    cancelChooser();
    await done;
  });

  it('gives no notice when called from a click', async () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    let done: Promise<unknown> | undefined;
    trigger.addEventListener('click', () => { done = call(app().uni, 'chooseFile', {}); });
    trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    trigger.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    trigger.click();
    expect(logged(warn, v('device.choose-file.user-activation').message)).toBe(false);
    cancelChooser();
    await done;
    trigger.remove();
  });

  it('gives the notice again for a call after the gesture has ended', async () => {
    vi.useFakeTimers();
    try {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(0);
      const done = call(app().uni, 'chooseFile', {});
      expect(logged(warn, v('device.choose-file.user-activation').message)).toBe(true);
      cancelChooser();
      await done;
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a touch\'s start or end, or a mouse press, each alone, as a gesture', async () => {
    // A real touch carries its touch points: a runtime may read them.
    const touch = new Touch({ identifier: 1, target: document.body, clientX: 5, clientY: 5 });
    for (const event of [
      new TouchEvent('touchstart', { bubbles: true, touches: [touch], changedTouches: [touch] }),
      new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch] }),
      new MouseEvent('mousedown', { bubbles: true }),
    ]) {
      // The gesture before this one has ended by the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      warn.mockClear();
      document.body.dispatchEvent(event);
      const done = call(app().uni, 'chooseFile', {});
      expect(logged(warn, v('device.choose-file.user-activation').message), event.type).toBe(false);
      cancelChooser();
      await done;
    }
  });

  it('gives no notice when called from the pressed element\'s own mousedown handler', async () => {
    // The element's handler runs before the event reaches the document, and a press is user activation
    // (HTML counts mousedown; touchstart is not one).
    const target = document.createElement('div');
    document.body.append(target);
    let done: Promise<unknown> | undefined;
    target.addEventListener('mousedown', () => { done = call(app().uni, 'chooseFile', {}); });
    target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(logged(warn, v('device.choose-file.user-activation').message)).toBe(false);
    cancelChooser();
    await done;
    target.remove();
  });

  it('chooseImage and chooseVideo give the same notice', async () => {
    for (const api of ['chooseImage', 'chooseVideo']) {
      warn.mockClear();
      const done = call(app().uni, api, {});
      expect(logged(warn, v('device.choose-file.user-activation').message), api).toBe(true);
      cancelChooser();
      await done;
    }
  });
});

describe('chooseImage [device.media-apis]', () => {
  it('asks for images and returns the chosen ones with blob paths', async () => {
    const done = call(app().uni, 'chooseImage', { count: 1 });
    expect(fileInput()?.accept).toBe('image/*');
    expect(fileInput()?.multiple).toBe(false);
    pickFiles(files(1, 'image/png'));
    const outcome = await done;
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'chooseImage' }));
    expect(outcome.res.tempFilePaths).toHaveLength(1);
  });

  it('chooseVideo asks for videos', async () => {
    const done = call(app().uni, 'chooseVideo', {});
    expect(fileInput()?.accept).toBe('video/*');
    cancelChooser();
    await done;
  });

  it('keeps at most 9 images by default, and a count of zero or less falls back to it', async () => {
    for (const options of [{}, { count: 0 }]) {
      const done = call(app().uni, 'chooseImage', options);
      expect(fileInput()?.multiple).toBe(true);
      pickFiles(files(10, 'image/png'));
      expect((await done).res.tempFiles).toHaveLength(9);
    }
  });
});
