import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { CLOSING_MS, settle, textShown } from './dom.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const copied = v('device.clipboard.content-copied');

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

describe('setClipboardData [device.clipboard.content-copied]', () => {
  it('copies the text and shows the Content copied toast for the toast duration', async () => {
    const outcome = await call(app().uni, 'setClipboardData', { data: 'copied text' });
    expect(outcome.res.errMsg).toBe(fill(messages.ok, { api: 'setClipboardData' }));
    expect(await navigator.clipboard.readText()).toBe('copied text');
    await settle();
    expect(textShown(copied.message)).toBe(true);
    await settle(copied.toastDurationMs - 1);
    expect(textShown(copied.message)).toBe(true);
    await settle(1);
    expect(textShown(copied.message)).toBe(false);
  });

  it('shows the toast showToast shows for the same title, with the success icon and no mask', async () => {
    await call(app().uni, 'setClipboardData', { data: 'copied text' });
    await settle();
    const copiedToast = document.body.innerHTML;
    await call(app().uni, 'hideToast');
    await settle(CLOSING_MS);
    await call(app().uni, 'showToast', { title: copied.message, icon: 'success', mask: false });
    await settle();
    expect(document.body.innerHTML).toBe(copiedToast);
  });

  it('shows no toast with showToast false', async () => {
    await call(app().uni, 'setClipboardData', { data: 'quiet', showToast: false });
    await settle();
    expect(textShown(copied.message)).toBe(false);
  });

  it('fails without the toast when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const outcome = await call(app().uni, 'setClipboardData', { data: 'x' });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(fill(messages.fail, { api: 'setClipboardData' }));
    await settle();
    expect(textShown(copied.message)).toBe(false);
  });

  it('getClipboardData reads back what was copied [device.apis]', async () => {
    await call(app().uni, 'setClipboardData', { data: 'round trip', showToast: false });
    const outcome = await call(app().uni, 'getClipboardData');
    expect(outcome.res).toEqual({ data: 'round trip', errMsg: fill(messages.ok, { api: 'getClipboardData' }) });
  });
});
