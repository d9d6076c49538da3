// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, in how the shell draws a page: the app a column at least as
 * tall as the viewport, the pages' box growing into the room the tab bar leaves, the navigation bar's title
 * centred, a page's maximum width centring the whole layout, and how each of navigateTo's animation types
 * brings the pushed page in. The seed gives the bars' heights and colours, the animation types and their
 * duration; the suite judges those (spec/suite/navigation/animation*, navigation-bar*).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceApp } from '../index.ts';
import type { AppConfig } from '../runtime/app-config.ts';
import { useLaunch } from '../test-support/launched-app.ts';

const launch = useLaunch();
let app: ReferenceApp | undefined;
afterEach(() => {
  vi.useRealTimers();
});

function open(config: AppConfig) {
  const launched = launch(config);
  app = launched.app;
  return launched.container;
}

/** Each box from the app down to the shown page's title, with its inline style. */
function boxes(container: HTMLElement): string[] {
  const path = ['uni-app', 'uni-main', 'uni-content', 'div', 'uni-page:not([hidden])', 'uni-page-head', 'h1'];
  let at: Element = container;
  return path.map((step) => {
    at = at.querySelector(`:scope > ${step}`)!;
    return `${step} ${(at as HTMLElement).style.cssText}`;
  });
}

describe('the shell draws', () => {
  it('the app as a column of at least the viewport, the page under its navigation bar, the title centred', () => {
    const container = open({ pages: [{ path: 'pages/index/index', style: { navigationBarTitleText: 'Home' } }] });
    expect(boxes(container)).toMatchInlineSnapshot(`
      [
        "uni-app display: flex; flex-direction: column; min-height: 100vh;",
        "uni-main display: flex; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
        "uni-content display: flex; flex-direction: column; min-width: 0; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
        "div flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
        "uni-page:not([hidden]) display: block; position: relative;",
        "uni-page-head display: flex; align-items: center; height: 44px; box-sizing: border-box; background: #f8f8f8; color: #000000;",
        "h1 margin: 0px; font-size: 16px; text-align: center; flex-grow: 1; flex-shrink: 1; flex-basis: 0%;",
      ]
    `);
  });

  it("a page's maximum width on the whole layout, centred", () => {
    const container = open({ pages: [{ path: 'pages/index/index', style: { maxWidth: 600 } }] });
    const style = (container.querySelector('uni-app') as HTMLElement).style;
    expect([style.maxWidth, style.margin]).toEqual(['600px', '0px auto']);
  });
});

describe('a page over another', () => {
  const pages = [{ path: 'pages/index/index' }, { path: 'pages/next/next' }];

  it("has a back button that is a bare chevron in the bar's colour", async () => {
    const container = open({ pages });
    await app!.uni.navigateTo({ url: '/pages/next/next', animationType: 'none' });
    await app!.uni.setNavigationBarColor({ frontColor: '#ffffff', backgroundColor: '#123456' });
    const back = container.querySelector('uni-page:not([hidden]) button') as HTMLElement;
    expect([back.textContent, back.style.cssText]).toMatchInlineSnapshot(`
      [
        "‹",
        "border: 0px; background: none none; color: #ffffff; font-size: 22px; width: 44px;",
      ]
    `);
  });

  // A custom element takes a boolean `true` as an empty attribute, and `aria-hidden=""` hides nothing.
  it('hides the covered page from assistive technology, and not itself', async () => {
    const container = open({ pages });
    await app!.uni.navigateTo({ url: '/pages/next/next', animationType: 'none' });
    expect([...container.querySelectorAll('uni-page')].map((page) => [page.getAttribute('data-page'), page.getAttribute('aria-hidden')]))
      .toEqual([['pages/index/index', 'true'], ['pages/next/next', null]]);
  });
});

describe("a page pushed with navigateTo's animation type enters", () => {
  const pages = [{ path: 'pages/index/index' }, { path: 'pages/next/next' }];
  /** The `from` frame of the keyframes the shown page plays, as the shell's style sheet has them. */
  function entering(container: HTMLElement): string | undefined {
    const page = container.querySelector('uni-page:not([hidden])') as HTMLElement;
    const name = page.style.animation.split(' ')[0];
    const sheet = container.querySelector('uni-app > style')!.textContent!;
    const rule = sheet.split('\n').find((line) => line.startsWith(`@keyframes ${name} `));
    return rule?.match(/from \{(.*)\} \}$/)?.[1]!.replace(/\s+/g, ' ').trim();
  }

  it.each([
    ['slide-in-right', 'transform: translateX(100%);'],
    ['slide-in-left', 'transform: translateX(-100%);'],
    ['slide-in-top', 'transform: translateY(-100%);'],
    ['slide-in-bottom', 'transform: translateY(100%);'],
    ['pop-in', 'transform: translateX(100%);'],
    ['zoom-out', 'transform: scale(0);'],
    ['zoom-fade-out', 'transform: scale(0.8); opacity: 0;'],
    ['fade-in', 'opacity: 0;'],
  ])('%s: from %s', async (animationType, from) => {
    vi.useFakeTimers();
    const container = open({ pages });
    const navigated = app!.uni.navigateTo({ url: '/pages/next/next', animationType });
    await Promise.resolve();
    expect(entering(container)).toBe(from);
    await vi.runAllTimersAsync();
    await navigated;
  });

  it('none, or in no time: without an animation, and the style sheet has keyframes for the animated types only', async () => {
    const container = open({ pages });
    await app!.uni.navigateTo({ url: '/pages/next/next', animationType: 'none' });
    expect((container.querySelector('uni-page:not([hidden])') as HTMLElement).style.animation).toBe('');
    await app!.uni.navigateTo({ url: '/pages/index/index', animationDuration: 0 });
    expect((container.querySelector('uni-page:not([hidden])') as HTMLElement).style.animation).toBe('');
    expect(container.querySelector('uni-app > style')!.textContent!.match(/@keyframes \S+/g)).toEqual([
      'slide-in-right', 'slide-in-left', 'slide-in-top', 'slide-in-bottom', 'fade-in', 'zoom-out', 'zoom-fade-out', 'pop-in',
    ].map((type) => `@keyframes uni-page-${type}`));
  });
});
