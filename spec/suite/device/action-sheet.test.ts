import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { layout } from '../components/dom.ts';
import { CLOSING_MS, OPENING_MS, button, phoneWindow, settle, textShown, drawnMarkup } from './dom.ts';

const app = useApp();
const okMessage = v('device.api.ok').ok;
const cancelText = v('device.i18n.english').strings['uni.showActionSheet.cancel'];

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

/** The element that holds every item: the scrolling list. */
function listOf(items: string[]): HTMLElement {
  const first = button(items[0]!)!;
  let list = first.parentElement!;
  while (!items.every((item) => list.contains(button(item)!))) list = list.parentElement!;
  return list;
}


describe('uni.showActionSheet [comp.builtin.action-sheet]', () => {
  afterEach(() => { vi.restoreAllMocks(); });

  it('reports the tapped item index', async () => {
    const done = call(app().uni, 'showActionSheet', { itemList: ['Edit', 'Share', 'Delete'] });
    await settle();
    button('Share')!.click();
    const outcome = await done;
    expect(outcome.res).toEqual({ tapIndex: 1, errMsg: fill(okMessage, { api: 'showActionSheet' }) });
    await settle(CLOSING_MS);
    expect(textShown('Share')).toBe(false);
  });

  it('reports the first item as index 0', async () => {
    const done = call(app().uni, 'showActionSheet', { itemList: ['Edit', 'Share'] });
    await settle();
    button('Edit')!.click();
    expect((await done).res).toEqual({ tapIndex: 0, errMsg: fill(okMessage, { api: 'showActionSheet' }) });
  });

  it('fails with cancel from the cancel row', async () => {
    phoneWindow();
    const done = call(app().uni, 'showActionSheet', { itemList: ['Edit'] });
    await settle();
    button(cancelText)!.click();
    const outcome = await done;
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(fill(v('device.api.cancel').errMsg, { api: 'showActionSheet' }));
  });

  it('shows its title and colours the items with itemColor', async () => {
    call(app().uni, 'showActionSheet', { title: 'Pick one', itemList: ['Red'], itemColor: '#ff0000' });
    await settle();
    expect(textShown('Pick one')).toBe(true);
    expect(getComputedStyle(button('Red')!).color).toMatch(/#ff0000|rgb\(255, 0, 0\)/i);
  });

  // No title shows as an empty one: the framework's sheet draws a title only when one is given.
  it('a sheet without options shows as one given the framework defaults and an empty title', async () => {
    // Compared once each has finished opening: a runtime's enter-transition classes differ mid-animation.
    const first = call(app().uni, 'showActionSheet', { itemList: ['Plain'] });
    await settle(OPENING_MS);
    const plain = drawnMarkup();
    button('Plain')!.click();
    await first;
    await settle(CLOSING_MS);
    const second = call(app().uni, 'showActionSheet', { itemList: ['Plain'], ...v('comp.builtin.action-sheet').defaults, title: '' });
    await settle(OPENING_MS);
    expect(drawnMarkup()).toBe(plain);
    button('Plain')!.click();
    await second;
  });
});

// What it is given judged on its own: these tests cite the parameter clauses, not the sheet.
describe('uni.showActionSheet checks what it is given', () => {
  it('fails for an empty itemList, with the framework\'s detail [device.api.errmsg]', async () => {
    const empty = await call(app().uni, 'showActionSheet', { itemList: [] });
    expect(empty.res.errMsg).toBe(fill(v('device.api.errmsg').failWithDetail, { api: 'showActionSheet', detail: 'parameter.itemList should have at least 1 item' }));
  });

  it('fails without an itemList [device.api.missing-parameter]', async () => {
    const missing = await call(app().uni, 'showActionSheet', {});
    expect(missing.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'showActionSheet', name: 'itemList' }));
  });
});

describe('the action sheet list [comp.action-sheet.max-height]', () => {
  const { maxHeight } = v('comp.action-sheet.max-height');
  const items = Array.from({ length: 30 }, (_, i) => `Item ${i + 1}`);
  const listHeight = items.length * 44;

  /** The box that caps the list: the nearest element around the items, inside the sheet, with a max-height. */
  function capOf(list: HTMLElement): HTMLElement {
    const cancel = button(cancelText);
    for (let box: HTMLElement | null = list; box && !(cancel && box.contains(cancel)); box = box.parentElement) {
      const cap = getComputedStyle(box).maxHeight;
      if (cap && cap !== 'none') return box;
    }
    throw new Error('no element of the sheet caps the height of its list');
  }

  /** How far the list has been scrolled up inside its cap: the cap's own scroll, or a translate the runtime gives the list. */
  function scrolled(cap: HTMLElement, list: HTMLElement): number {
    const translate = /translate(?:Y\(|3d\([^,]*,|\([^,]*,)\s*(-?[\d.]+)px/.exec(list.style.transform);
    return cap.scrollTop - (translate ? Number(translate[1]) : 0);
  }

  /** Gives the list and its cap the sizes a browser gives them (happy-dom does no layout). */
  function lay(list: HTMLElement, cap: HTMLElement): void {
    layout(list, { offsetHeight: listHeight, clientHeight: listHeight, scrollHeight: listHeight });
    layout(cap, { offsetHeight: maxHeight, clientHeight: maxHeight, scrollHeight: listHeight });
  }

  /** How the cap treats what it cannot show: `auto` or `scroll`, the browser scrolls it; `hidden`, it only clips. */
  const overflowOf = (cap: HTMLElement) => getComputedStyle(cap).overflowY || getComputedStyle(cap).overflow;

  it('is at most the maximum height, and its cap scrolls or clips the items beyond it', async () => {
    call(app().uni, 'showActionSheet', { itemList: items });
    await settle();
    const list = listOf(items);
    const cap = capOf(list);
    expect(getComputedStyle(cap).maxHeight).toBe(`${maxHeight}px`);
    expect(['auto', 'scroll', 'hidden']).toContain(overflowOf(cap));
    for (const item of items) expect(cap.contains(button(item)!), item).toBe(true);
  });

  // A cap that scrolls (auto, scroll) is scrolled by the browser, as popups.spec.ts checks in Chromium. One that
  // only clips (hidden) must be scrolled by the runtime itself: under the wheel, the list moves up.
  it('a cap that only clips is scrolled by the runtime under the wheel', async (ctx) => {
    const first = call(app().uni, 'showActionSheet', { itemList: items });
    await settle();
    let list = listOf(items);
    let cap = capOf(list);
    if (overflowOf(cap) !== 'hidden') ctx.skip('the cap scrolls natively; popups.spec.ts scrolls it in a browser');
    // A runtime may measure the list when the sheet opens: the boxes get their sizes and the sheet opens again.
    lay(list, cap);
    button(items[0]!)!.click();
    await first;
    await settle(CLOSING_MS);
    call(app().uni, 'showActionSheet', { itemList: items });
    await settle();
    list = listOf(items);
    cap = capOf(list);
    lay(list, cap);
    const before = scrolled(cap, list);
    for (let turn = 0; turn < 3; turn++) {
      button(items[0]!)!.dispatchEvent(new WheelEvent('wheel', { deltaY: 300, bubbles: true, cancelable: true }));
      await settle();
    }
    await settle(CLOSING_MS);
    expect(scrolled(cap, list)).toBeGreaterThan(before);
  });
});

