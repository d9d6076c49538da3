// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the popups its APIs show (modal, toast, action sheet,
 * image preview) are components too, mountable by name. The seed lists them among the built-in components
 * without saying they mount by tag, and the framework shows them through `uni.showModal` and the like, so
 * the suite judges them through those APIs; this pins the components the reference offers.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentModules, components } from './index.ts';

const POPUPS = ['modal', 'toast', 'action-sheet', 'image-preview'];
// Each component is loaded on demand; once in, it mounts in the same render.
await Promise.all(POPUPS.map((name) => componentModules[name]!.load()));

let mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of mounted) {
    root.unmount();
    container.remove();
  }
  mounted = [];
});

function mount(name: string, props: Record<string, unknown>): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  flushSync(() => root.render(createElement(components[name]!, props)));
  mounted.push({ root, container });
  return container;
}

const button = (text: string, within: HTMLElement) =>
  [...within.querySelectorAll<HTMLElement>('button, [role=button]')].find((el) => el.textContent!.trim() === text);

describe('the popups mount by name', () => {
  it('modal: shows its texts and emits close with confirm or cancel', () => {
    const onClose = vi.fn();
    const container = mount('modal', { title: 'Title here', content: 'Body here', onClose });
    expect(container.textContent).toContain('Title here');
    expect(container.textContent).toContain('Body here');
    flushSync(() => button('OK', container)!.click());
    expect(onClose).toHaveBeenLastCalledWith(expect.objectContaining({ detail: expect.objectContaining({ confirm: true, cancel: false }) }));
    flushSync(() => button('Cancel', container)!.click());
    expect(onClose).toHaveBeenLastCalledWith(expect.objectContaining({ detail: expect.objectContaining({ confirm: false, cancel: true }) }));
  });

  it('modal and toast: nothing while not visible', () => {
    expect(mount('modal', { title: 'Hidden', visible: false }).textContent).toBe('');
    expect(mount('toast', { title: 'Hidden', visible: false }).textContent).toBe('');
  });

  it('toast: shows its title', () => {
    expect(mount('toast', { title: 'Hello', icon: 'none' }).textContent).toContain('Hello');
  });

  it('action sheet: emits close with the tapped index', () => {
    const onClose = vi.fn();
    const container = mount('action-sheet', { itemList: ['One', 'Two'], onClose });
    flushSync(() => button('Two', container)!.click());
    expect(onClose).toHaveBeenLastCalledWith(expect.objectContaining({ detail: { tapIndex: 1 } }));
  });

  it('image preview: shows the current image and emits close on a tap', () => {
    const urls = ['https://img.example.com/a.png', 'https://img.example.com/b.png', 'https://img.example.com/c.png'];
    const onClose = vi.fn();
    const container = mount('image-preview', { urls, current: 2, onClose });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(urls[2]);
    const at = { clientX: 10, clientY: 10, pointerId: 1, bubbles: true };
    flushSync(() => img.dispatchEvent(new PointerEvent('pointerdown', at)));
    flushSync(() => img.dispatchEvent(new PointerEvent('pointerup', at)));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
