// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for the tab bar: a tap on the shown tab does nothing, a
 * tap on another switches tabs saying where it came from (`from: 'tabBar'` and the item, which an interceptor
 * sees), and how the bar draws (a row of items under a hairline, the framework's default colours). The seed
 * gives the bar's height and that switching needs a tab-bar page; the suite judges those.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { launch, type ReferenceApp } from '../index.ts';
import type { AppConfig } from '../runtime/app-config.ts';
import { AsyncError } from './AsyncError.tsx';

const TABS = [{ pagePath: 'pages/a/a', text: 'A' }, { pagePath: 'pages/b/b', text: 'B' }];
const pages = TABS.map((t) => ({ path: t.pagePath }));

let app: ReferenceApp | undefined;
afterEach(() => {
  app?.destroy();
  app = undefined;
  cleanup();
  history.replaceState(null, '', '/');
});

function withTabs(tabBar: AppConfig['tabBar']) {
  const container = document.createElement('div');
  app = launch({ pages, tabBar }, container, { globals: false });
  const switches: unknown[] = [];
  app.uni.addInterceptor('switchTab', { invoke: (args: unknown) => { switches.push(args); } });
  const tabs = () => [...container.querySelectorAll<HTMLElement>('[role=tab]')];
  return { container, switches, tabs, tap: (i: number) => act(() => { tabs()[i]!.click(); }) };
}

describe('a tap', () => {
  it('on the shown tab switches nothing', () => {
    const bar = withTabs({ list: TABS });
    bar.tap(0);
    expect(bar.switches).toEqual([]);
  });
  it('on another switches to it, from the tab bar, with the item', () => {
    const bar = withTabs({ list: TABS });
    bar.tap(1);
    expect(bar.switches).toEqual([expect.objectContaining({ url: '/pages/b/b', from: 'tabBar', detail: { index: 1, text: 'B', pagePath: 'pages/b/b' } })]);
  });
});

describe('the bar draws', () => {
  it('its items in a row under a hairline, in the default colours', () => {
    const bar = withTabs({ list: TABS });
    expect((bar.container.querySelector('uni-tabbar') as HTMLElement).style.cssText).toMatchInlineSnapshot(`"display: flex; height: 50px; box-sizing: border-box; background: #f7f7fa; border-top-width: 1px; border-top-style: solid; border-top-color: rgba(0, 0, 0, .33);"`);
    expect(bar.tabs().map((t) => t.style.cssText)).toMatchInlineSnapshot(`
      [
        "border: 0px; background: none none; color: #007aff; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
        "border: 0px; background: none none; color: #999; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      ]
    `);
  });
  it("its items in pages.json's colours", () => {
    const bar = withTabs({ list: TABS, color: '#111111', selectedColor: '#222222' });
    expect(bar.tabs().map((t) => t.style.color)).toEqual(['#222222', '#111111']);
  });
});

it("the retry screen of a page whose code failed fills the page's middle and takes taps", () => {
  const { container } = render(<AsyncError />);
  expect((container.firstElementChild as HTMLElement).style.cssText).toMatchInlineSnapshot(`"display: flex; align-items: center; justify-content: center; min-height: 60vh; padding: 16px; text-align: center; cursor: pointer;"`);
});
