import { describe, expect, it } from 'vitest';
import { basicApp } from '../../fixtures/apps.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
// The animation is not the subject here: `none` completes at once.
const instant = { animationType: 'none' };
const text = (path: string) => basicApp.pages.find((p) => p.path === path)!.text!;
/** Whether the user can see `el`: neither it nor an ancestor is hidden. */
function shown(el: Element | null): boolean {
  for (; el; el = el.parentElement) {
    if ((el as HTMLElement).hidden || getComputedStyle(el).display === 'none') return false;
  }
  return true;
}
/** The field the home page shows to keep state in (the fixture's only `input`), as the user sees it. */
const homeField = () => [...document.querySelectorAll('input')].find(shown)!;
const flush = () => new Promise((r) => setTimeout(r, 0));
/** Types into the field as a user would: the value changes and an input event follows. */
function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('pages kept alive with their state', () => {
  it('navigateTo shows the new page, and navigateBack shows the covered page again with its state [nav.navigate-to.pushes] [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    type(homeField(), 'typed');
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await flush();
    expect(document.body.textContent).toContain(text('pages/detail/detail'));
    await call(uni, 'navigateBack', instant);
    await flush();
    expect(document.body.textContent).not.toContain(text('pages/detail/detail'));
    expect(homeField().value).toBe('typed');
  });

  it('a tab page left by switchTab keeps its state when switched back to [nav.switch-tab.closes-non-tab-pages]', async () => {
    const { uni } = app();
    type(homeField(), 'typed');
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    await flush();
    expect(document.body.textContent).toContain(text('pages/mine/mine'));
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    await flush();
    expect(homeField().value).toBe('typed');
  });

  it('a tab page keeps its state across a stack of other pages closed by switchTab [nav.switch-tab.closes-non-tab-pages] [nav.navigate-to.pushes]', async () => {
    const { uni } = app();
    type(homeField(), 'typed');
    await call(uni, 'navigateTo', { url: '/pages/detail/detail', ...instant });
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    await call(uni, 'navigateTo', { url: '/pages/other/other', ...instant });
    await call(uni, 'navigateBack', instant);
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    await flush();
    expect(app().getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
    expect(homeField().value).toBe('typed');
  });
});
