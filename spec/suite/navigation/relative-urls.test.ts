import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { settlesTo } from './settle.ts';

// Relative urls resolve against the current page's route as the genuine framework's getRealRoute does:
// a leading `./` is dropped and each leading `..` removes one segment.
const app = useApp();
const notFound = (api: string, url: string) => `${api}:fail ${fill(v('nav.page-not-found').template, { url })}`;

describe('a relative url resolves against the current page [nav.page-not-found] [nav.navigate-to.pushes]', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('opens the sibling page a `../` url names', async () => {
    const { uni, getCurrentPages } = app();
    const pending = call(uni, 'navigateTo', { url: '../detail/detail?id=1' });
    await vi.advanceTimersByTimeAsync(v('nav.animation.default-duration').durationMs);
    expect((await pending).res.errMsg).toBe('navigateTo:ok');
    await settlesTo(app(), ['pages/index/index', 'pages/detail/detail']);
    expect(getCurrentPages()[1]!.options).toEqual({ id: '1' });
  });

  it('climbs one segment for each leading `..`', async () => {
    const { uni, getCurrentPages } = app();
    const pending = call(uni, 'navigateTo', { url: '../../pages/other/other' });
    await vi.advanceTimersByTimeAsync(v('nav.animation.default-duration').durationMs);
    expect((await pending).res.errMsg).toBe('navigateTo:ok');
    await settlesTo(app(), ['pages/index/index', 'pages/other/other']);
  });

  it('names the resolved url, query included, when a `./` url finds no page', async () => {
    const { uni } = app();
    expect((await call(uni, 'navigateTo', { url: './none?a=1' })).res.errMsg).toBe(notFound('navigateTo', '/pages/index/none?a=1'));
  });

  it('resolves a bare relative url in the current page\'s folder', async () => {
    const { uni } = app();
    expect((await call(uni, 'navigateTo', { url: 'none' })).res.errMsg).toBe(notFound('navigateTo', '/pages/index/none'));
  });
});
