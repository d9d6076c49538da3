import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { call, uncaughtErrors, useApp, useMount } from '../../harness/unit.ts';
import { advance, rootOf, useClock } from './dom.ts';

const app = useApp();
const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.navigator').name;
const { openTypes, defaultOpenType } = v('comp.builtin.navigator');
const { durationMs } = v('nav.animation.default-duration');

const routes = () => app().getCurrentPages().map((p) => p.route);
const tap = async (props: Record<string, unknown>) => {
  const { container } = await mount(component, props);
  fireEvent.click(rootOf(container));
};

// The app boots on the real clock; from there on a navigation's animation runs on the fake one.
beforeEach(useClock);
afterEach(() => { vi.useRealTimers(); vi.restoreAllMocks(); });

/** Runs an API call to its end: the fake clock moves by the length of a navigation's animation. */
const through = async (api: string, options: Record<string, unknown>) => {
  const done = call(app().uni, api, options);
  await advance(durationMs);
  expect((await done).res.errMsg).toBe(`${api}:ok`);
};

describe('navigator open types [comp.builtin.navigator]', () => {
  it('navigate (the default) pushes the page', async () => {
    await tap({ url: '/pages/detail/detail' });
    await advance(durationMs);
    expect(routes()).toEqual(['pages/index/index', 'pages/detail/detail']);
  });

  it('redirect replaces the current page', async () => {
    await through('navigateTo', { url: '/pages/detail/detail' });
    await tap({ url: '/pages/other/other', openType: 'redirect' });
    await advance(durationMs);
    expect(routes()).toEqual(['pages/index/index', 'pages/other/other']);
  });

  it('switchTab switches to a tab page', async () => {
    await tap({ url: '/pages/mine/mine', openType: 'switchTab' });
    await advance(durationMs);
    expect(routes().at(-1)).toBe('pages/mine/mine');
  });

  it('reLaunch leaves only the target page', async () => {
    await through('navigateTo', { url: '/pages/detail/detail' });
    await tap({ url: '/pages/other/other', openType: 'reLaunch' });
    await advance(durationMs);
    expect(routes()).toEqual(['pages/other/other']);
  });

  it('navigateBack goes back by delta', async () => {
    await through('navigateTo', { url: '/pages/detail/detail' });
    await through('navigateTo', { url: '/pages/other/other' });
    await tap({ openType: 'navigateBack', delta: 2 });
    await advance(durationMs);
    expect(routes()).toEqual(['pages/index/index']);
  });

  it('runs the API of its open type, so that API\'s rules apply: navigate to a tab page does not happen', async () => {
    const navigateTo = vi.spyOn(app().uni, 'navigateTo');
    await tap({ url: '/pages/mine/mine' });
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(navigateTo.mock.calls[0]![0]).toMatchObject({ url: '/pages/mine/mine' });
    await advance(2 * durationMs);
    expect(routes()).toEqual(['pages/index/index']);
  });

  it(`without an open type it runs the API of the default one, ${defaultOpenType}`, async () => {
    const api = openTypes[defaultOpenType as keyof typeof openTypes];
    expect(api, `an open type of the list: ${defaultOpenType}`).toBeDefined();
    const spy = vi.spyOn(app().uni, api).mockImplementation(() => undefined);
    await tap({ url: '/pages/detail/detail' });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it.each(Object.entries(openTypes))('open type %s calls uni.%s', async (openType, api) => {
    const spy = vi.spyOn(app().uni, api).mockImplementation(() => undefined);
    await tap({ url: '/pages/detail/detail', openType });
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('an open type it does not know runs no API and throws nothing when tapped', async () => {
    const spies = Object.values(openTypes).map((api) => vi.spyOn(app().uni, api));
    const thrown = uncaughtErrors();
    await tap({ url: '/pages/detail/detail', openType: 'sideways' });
    await advance(durationMs);
    expect(thrown).toEqual([]);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(routes()).toEqual(['pages/index/index']);
  });

  it.each([
    ['navigate', 'navigateTo', { url: '/pages/detail/detail', animationType: 'fade-in', animationDuration: 500 }],
    ['navigateBack', 'navigateBack', { animationType: 'fade-out', animationDuration: 500 }],
  ])('open type %s passes its animation-type and animation-duration on to uni.%s', async (openType, api, props) => {
    const spy = vi.spyOn(app().uni, api).mockImplementation(() => undefined);
    await tap({ ...props, openType });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![0]).toMatchObject({ animationType: props.animationType, animationDuration: 500 });
  });

  // What it logs is the runtime's own: the seed states no text for it, and the framework's H5 runtimes differ.
  it('an empty url with a non-back type does not navigate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigateTo = vi.spyOn(app().uni, 'navigateTo');
    await tap({ openType: 'navigate' });
    expect(navigateTo).not.toHaveBeenCalled();
    await advance(durationMs);
    expect(routes()).toEqual(['pages/index/index']);
  });
});
