import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp, watch } from '../../harness/unit.ts';
import { CLOSING_MS, settle, textShown, TOAST_MS, drawnMarkup } from './dom.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const copied = v('device.clipboard.content-copied');
/** Whether `errMsg` reports a failure of `api`: '<api>:fail', then the failure's detail when it has one. */
const failed = (errMsg: string, api: string) =>
  errMsg === fill(messages.fail, { api }) || errMsg.startsWith(fill(messages.failWithDetail, { api, detail: '' }));

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

describe('setClipboardData [device.clipboard.content-copied]', () => {
  it('copies the text and shows the Content copied toast for the toast duration', async () => {
    const outcome = await call(app().uni, 'setClipboardData', { data: 'copied text' });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'setClipboardData' }));
    expect(await navigator.clipboard.readText()).toBe('copied text');
    await settle(TOAST_MS);
    expect(textShown(copied.message)).toBe(true);
    await settle(copied.toastDurationMs - 1 - TOAST_MS);
    expect(textShown(copied.message)).toBe(true);
    await settle(1 + TOAST_MS);
    expect(textShown(copied.message)).toBe(false);
  });

  it('shows the toast showToast shows for the same title, with the success icon and no mask', async () => {
    await call(app().uni, 'setClipboardData', { data: 'copied text' });
    await settle(TOAST_MS);
    const copiedToast = drawnMarkup();
    await call(app().uni, 'hideToast');
    await settle(CLOSING_MS);
    await call(app().uni, 'showToast', { title: copied.message, ...copied.toast });
    await settle(TOAST_MS);
    expect(drawnMarkup()).toBe(copiedToast);
  });

  it('shows no toast with showToast false', async () => {
    await call(app().uni, 'setClipboardData', { data: 'quiet', showToast: false });
    await settle(TOAST_MS);
    expect(textShown(copied.message)).toBe(false);
  });

  // Refused everywhere a page can copy: the Clipboard API and the document's copy command alike.
  it('fails without the toast when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: () => false });
    onTestFinished(() => { delete (document as { execCommand?: unknown }).execCommand; });
    const outcome = await call(app().uni, 'setClipboardData', { data: 'x' });
    expect(outcome.ok).toBe(false);
    expect(failed(outcome.res.errMsg, 'setClipboardData'), outcome.res.errMsg).toBe(true);
    await settle(TOAST_MS);
    expect(textShown(copied.message)).toBe(false);
  });

  it('getClipboardData reads back what was copied [device.apis]', async () => {
    await call(app().uni, 'setClipboardData', { data: 'round trip', showToast: false });
    const outcome = await call(app().uni, 'getClipboardData');
    expect(outcome.res).toEqual({ data: 'round trip', errMsg: fill(okMessage, { api: 'getClipboardData' }) });
  });
});

describe('the clipboard where the browser has no Clipboard API [device.clipboard.content-copied]', () => {
  /** The page's clipboard as the browser keeps it, written by the copy command below. */
  let writeToClipboard: ((text: string) => Promise<void>) | undefined;
  beforeEach(() => {
    // Kept before the method is taken away: the browser itself still writes its clipboard.
    writeToClipboard = navigator.clipboard?.writeText?.bind(navigator.clipboard);
    withoutClipboardMethod('writeText');
  });

  /**
   * The document's copy command as a browser runs it, answering `accepted`: what is selected at that
   * moment (in a text field or in the document) goes to the clipboard. Records each copied text.
   */
  function copyCommand(accepted: boolean) {
    const copiedTexts: string[] = [];
    const exec = vi.fn((command: string) => {
      if (command.toLowerCase() === 'copy' && accepted) {
        const text = selectedText();
        copiedTexts.push(text);
        void writeToClipboard?.(text);
      }
      return accepted;
    });
    Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: exec });
    onTestFinished(() => { delete (document as { execCommand?: unknown }).execCommand; });
    return copiedTexts;
  }

  // Whether a copy leaves its text in the page the seed does not say (the framework's runtime keeps it in a
  // text field of its own, which getClipboardData reads back).
  it('copies through the document\'s copy command, readable back, and shows the toast', async () => {
    const copiedTexts = copyCommand(true);
    const outcome = await call(app().uni, 'setClipboardData', { data: 'fallback text' });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'setClipboardData' }));
    expect(copiedTexts).toEqual(['fallback text']);
    expect((await call(app().uni, 'getClipboardData')).res).toEqual({ data: 'fallback text', errMsg: fill(okMessage, { api: 'getClipboardData' }) });
    await settle(TOAST_MS);
    expect(textShown(copied.message)).toBe(true);
  });

  it('fails without the toast when the copy command is refused', async () => {
    copyCommand(false);
    const outcome = await call(app().uni, 'setClipboardData', { data: 'refused' });
    expect(failed(outcome.res.errMsg, 'setClipboardData'), outcome.res.errMsg).toBe(true);
    await settle(TOAST_MS);
    expect(textShown(copied.message)).toBe(false);
  });

  it('fails when there is no copy command either', async () => {
    Object.defineProperty(document, 'execCommand', { configurable: true, writable: true, value: undefined });
    onTestFinished(() => { delete (document as { execCommand?: unknown }).execCommand; });
    // Given a second of the virtual clock: a call that never settles fails here at once, not at the test's limit.
    const pending = watch(call(app().uni, 'setClipboardData', { data: 'nowhere' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(pending.settled, 'settled within a second').toBe(true);
    const outcome = await pending.promise;
    expect(failed(outcome.res.errMsg, 'setClipboardData'), outcome.res.errMsg).toBe(true);
  });

  it('copies through the copy command where the browser has no clipboard object at all', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as never);
    const copiedTexts = copyCommand(true);
    const outcome = await call(app().uni, 'setClipboardData', { data: 'no clipboard object' });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'setClipboardData' }));
    expect(copiedTexts).toEqual(['no clipboard object']);
  });

  it('getClipboardData fails where the clipboard cannot be read [device.apis]', async () => {
    withoutClipboardMethod('readText');
    const outcome = await call(app().uni, 'getClipboardData');
    expect(failed(outcome.res.errMsg, 'getClipboardData'), outcome.res.errMsg).toBe(true);
  });
});

/** What a copy command copies now: the selection in a text field (the focused one first), else in the document. */
function selectedText(): string {
  const fields = [...document.querySelectorAll('*')].filter((el): el is HTMLInputElement | HTMLTextAreaElement =>
    (el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement) && el.selectionStart !== null && el.selectionEnd! > el.selectionStart);
  const field = fields.find((el) => el === document.activeElement) ?? fields[0];
  if (field) return field.value.slice(field.selectionStart!, field.selectionEnd!);
  return document.getSelection()?.toString() ?? '';
}

/**
 * Takes one Clipboard API method away for the current test, as browsers without it have: from the clipboard's
 * prototype, so every clipboard object the page reaches lacks it.
 */
function withoutClipboardMethod(method: 'writeText' | 'readText') {
  const prototype = Object.getPrototypeOf(navigator.clipboard) as object;
  const own = Object.getOwnPropertyDescriptor(prototype, method)!;
  Object.defineProperty(prototype, method, { configurable: true, writable: true, value: undefined });
  onTestFinished(() => { Object.defineProperty(prototype, method, own); });
}
