import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp, watch, type Outcome } from '../../harness/unit.ts';
import { CLOSING_MS, OPENING_MS, TOAST_MS, button, settle, textShown, drawnMarkup } from './dom.ts';
import { rgb } from '../components/dom.ts';

const app = useApp();
const okMessage = v('device.api.ok').ok;
const defaults = v('device.modal.default-buttons');
const modal = v('comp.builtin.modal');

beforeEach(() => { vi.useFakeTimers(); });

/** A key pressed and released where the user's focus is; it bubbles to document and window. */
function press(key: string): void {
  const target = document.activeElement ?? document.body;
  for (const type of ['keydown', 'keyup']) target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true }));
}
afterEach(() => { vi.useRealTimers(); });

describe('uni.showModal', () => {
  it('shows Cancel and OK by default and reports a confirm [device.modal.default-buttons]', async () => {
    const done = call(app().uni, 'showModal', { title: 'Delete?', content: 'It cannot be undone.' });
    await settle(OPENING_MS);
    expect(textShown('Delete?')).toBe(true);
    expect(button(defaults.cancelText)).toBeDefined();
    const ok = button(defaults.confirmText)!;
    ok.click();
    const outcome = await done;
    expect(outcome.ok).toBe(true);
    // A runtime may also report the other choice, as false.
    expect(outcome.res).toMatchObject({ confirm: true, errMsg: fill(okMessage, { api: 'showModal' }) });
    expect(outcome.res.cancel).toBeFalsy();
    await settle(CLOSING_MS);
    expect(textShown('Delete?')).toBe(false);
  });

  it('reports a cancel from the default Cancel button [device.modal.default-buttons]', async () => {
    const done = call(app().uni, 'showModal', { content: 'Leave?' });
    await settle(OPENING_MS);
    button(defaults.cancelText)!.click();
    const { res } = await done;
    expect(res).toMatchObject({ cancel: true, errMsg: fill(okMessage, { api: 'showModal' }) });
    expect(res.confirm).toBeFalsy();
  });

  it('uses the given button texts and hides Cancel when showCancel is false [comp.builtin.modal]', async () => {
    const done = call(app().uni, 'showModal', { content: 'Saved', showCancel: false, confirmText: 'Got it' });
    await settle(OPENING_MS);
    expect(textShown(defaults.cancelText)).toBe(false);
    button('Got it')!.click();
    expect((await done).res.confirm).toBe(true);
  });

  it('shows the given cancelText and reports a cancel from it [comp.builtin.modal]', async () => {
    const done = call(app().uni, 'showModal', { content: 'Leave?', cancelText: 'Stay' });
    await settle(OPENING_MS);
    expect(textShown(defaults.cancelText)).toBe(false);
    button('Stay')!.click();
    expect((await done).res).toMatchObject({ cancel: true });
  });

  it('Escape cancels and Enter confirms [comp.builtin.modal]', async () => {
    // Each answer must come within the closing allowance: a key the modal ignores fails here, not at the test's limit.
    const answered = async (key: string, content: string) => {
      const pending = watch(call(app().uni, 'showModal', { content }));
      await settle(OPENING_MS);
      press(key);
      await settle(CLOSING_MS);
      expect(pending.settled, `${key} answers the modal`).toBe(true);
      return (await pending.promise).res;
    };
    expect((await answered('Escape', 'Esc')).cancel).toBe(true);
    expect((await answered('Enter', 'Enter')).confirm).toBe(true);
  });

  it.each([
    ['any other key', { content: 'Keys' }, 'a'],
    ['Enter in an editable modal (it is typing)', { title: 'Name', editable: true }, 'Enter'],
  ])('%s leaves the modal open; Escape then cancels it [comp.builtin.modal]', async (_case, options, key) => {
    const pending = watch(call(app().uni, 'showModal', options));
    await settle(OPENING_MS);
    press(key);
    await settle(CLOSING_MS);
    expect(pending.settled, `${key} leaves the modal unanswered`).toBe(false);
    press('Escape');
    await settle(CLOSING_MS);
    expect(pending.settled).toBe(true);
    expect((await pending.promise).res.cancel).toBe(true);
  });

  it('an editable modal returns its text on confirm [comp.builtin.modal]', async () => {
    const done: Promise<Outcome> = call(app().uni, 'showModal', { title: 'Name', editable: true, placeholderText: 'Your name' });
    await settle(OPENING_MS);
    const field = document.querySelector<HTMLTextAreaElement | HTMLInputElement>('[placeholder="Your name"]')!;
    expect(field.placeholder).toBe('Your name');
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
    setter.call(field, 'Ada');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    button(defaults.confirmText)!.click();
    expect((await done).res).toMatchObject({ confirm: true, content: 'Ada' });
  });

  it('an editable modal given no placeholderText shows an empty field with no placeholder [comp.builtin.modal]', async () => {
    // The modal's field is the text box that was not on the page before it opened.
    const before = screen.queryAllByRole('textbox');
    const done = call(app().uni, 'showModal', { title: 'Name', editable: true });
    await settle(OPENING_MS);
    const added = screen.queryAllByRole('textbox').filter((box) => !before.includes(box));
    expect(added).toHaveLength(1);
    const field = added[0] as HTMLInputElement | HTMLTextAreaElement;
    expect([field.value, field.placeholder]).toEqual(['', '']);
    button(defaults.cancelText)!.click();
    await done;
  });

  it('a modal without options shows as one given the framework defaults [comp.builtin.modal]', async () => {
    // Compared once each has finished opening: a runtime's enter-transition classes differ mid-animation.
    const first = call(app().uni, 'showModal', {});
    await settle(OPENING_MS);
    const plain = drawnMarkup();
    // Closed as any user closes it, whatever keys a runtime also takes.
    button(defaults.cancelText)!.click();
    await first;
    await settle(CLOSING_MS);
    const second = call(app().uni, 'showModal', { ...modal.defaults, cancelText: defaults.cancelText, confirmText: defaults.confirmText });
    await settle(OPENING_MS);
    expect(drawnMarkup()).toBe(plain);
    button(defaults.cancelText)!.click();
    await second;
  });

  it('draws Cancel in cancelColor and OK in confirmColor, #000 and #007aff unless given [comp.builtin.modal]', async () => {
    const colours = async (options: Record<string, unknown>) => {
      const done = call(app().uni, 'showModal', { content: 'Colours', ...options });
      await settle(OPENING_MS);
      const drawn = [defaults.cancelText, defaults.confirmText].map((text) => rgb(getComputedStyle(button(text)!).color));
      button(defaults.cancelText)!.click();
      await done;
      await settle(CLOSING_MS);
      return drawn;
    };
    expect(await colours({})).toEqual([rgb(modal.defaults.cancelColor), rgb(modal.defaults.confirmColor)]);
    expect(await colours({ cancelColor: '#123456', confirmColor: '#654321' })).toEqual([rgb('#123456'), rgb('#654321')]);
  });

  it('fails with the wrong-type message for a non-string title [device.api.invalid-type]', async () => {
    const outcome = await call(app().uni, 'showModal', { title: 5 });
    expect(outcome.res.errMsg.startsWith(fill(v('device.api.invalid-type').errMsg, { api: 'showModal', name: 'title', expected: 'String' }))).toBe(true);
    expect(textShown(defaults.confirmText)).toBe(false);
  });
});

describe('a modal and a toast shown together [comp.builtin.modal, comp.builtin.toast]', () => {
  it('a toast shown over an open modal leaves the modal open and answering', async () => {
    const done = call(app().uni, 'showModal', { content: 'Keep going?' });
    await settle(OPENING_MS);
    await call(app().uni, 'showToast', { title: 'Saved', icon: 'none' });
    await settle(TOAST_MS);
    expect(textShown('Saved')).toBe(true);
    expect(textShown('Keep going?')).toBe(true);
    button(defaults.confirmText)!.click();
    expect((await done).res.confirm).toBe(true);
  });

  it('answering a modal leaves the toast shown meanwhile', async () => {
    await call(app().uni, 'showToast', { title: 'Saved', icon: 'none' });
    const done = call(app().uni, 'showModal', { content: 'Keep going?' });
    await settle(OPENING_MS);
    button(defaults.confirmText)!.click();
    expect((await done).res.confirm).toBe(true);
    await settle(TOAST_MS);
    expect(textShown('Saved')).toBe(true);
  });
});
