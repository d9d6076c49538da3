import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { call, part, useApp } from '../../harness/unit.ts';
import { rendered } from './settle.ts';

const app = useApp();
// The animation is not the subject here: `none` completes at once.
const instant = { animationType: 'none' };
const text = (path: string) => basicApp.pages.find((p) => p.path === path)!.text!;
/** The field the home page shows to keep state in (the fixture's only text field), the one the user sees. */
const homeField = () => part('text-field') as HTMLInputElement | HTMLTextAreaElement;
/** Types into the field as a user would: the value changes and an input event follows. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('pages kept alive with their state', () => {
  it('navigateTo shows the new page, and navigateBack shows the covered page again with its state [nav.navigate-to.pushes] [nav.navigate-back.pops]', async () => {
    const { uni } = app();
    type(homeField(), 'typed');
    await call(uni, v('nav.navigate-to.pushes').api, { url: '/pages/detail/detail', ...instant });
    await rendered();
    expect(document.body.textContent).toContain(text('pages/detail/detail'));
    await call(uni, v('nav.navigate-back.pops').api, instant);
    await rendered();
    expect(document.body.textContent).not.toContain(text('pages/detail/detail'));
    expect(homeField().value).toBe('typed');
  });

  it('a tab page left by switchTab keeps its state when switched back to [nav.switch-tab.closes-non-tab-pages]', async () => {
    const { uni } = app();
    type(homeField(), 'typed');
    await call(uni, 'switchTab', { url: '/pages/mine/mine' });
    await rendered();
    expect(document.body.textContent).toContain(text('pages/mine/mine'));
    await call(uni, 'switchTab', { url: '/pages/index/index' });
    await rendered();
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
    await rendered();
    expect(app().getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
    expect(homeField().value).toBe('typed');
  });
});
