import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const animation = v('nav.animation-type');
const unsupported = (api: 'navigateTo' | 'navigateBack', type: string) =>
  `${api}:fail ${fill(animation.template, { type, list: animation[api].map((t) => `\`${t}\``).join('|') })}`;

describe('animation types [nav.animation-type]', () => {
  it('navigateTo accepts each listed type', async () => {
    for (const type of animation.navigateTo) {
      const outcome = await call(app().uni, 'navigateTo', { url: '/pages/detail/detail', animationType: type, animationDuration: 0 });
      expect(outcome.res.errMsg, type).toBe('navigateTo:ok');
    }
    expect(app().getCurrentPages()).toHaveLength(animation.navigateTo.length + 1);
  });

  it('navigateBack accepts each listed type', async () => {
    for (const type of animation.navigateBack) {
      await call(app().uni, 'navigateTo', { url: '/pages/detail/detail', animationDuration: 0 });
      const outcome = await call(app().uni, 'navigateBack', { animationType: type, animationDuration: 0 });
      expect(outcome.res.errMsg, type).toBe('navigateBack:ok');
    }
    expect(app().getCurrentPages()).toHaveLength(1);
  });

  it('any other type fails naming the supported values, and nothing moves', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('navigateTo' as const, 'navigateBack' as const),
      fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom(...animation.navigateTo, ...animation.navigateBack)),
      async (api, type) => {
        fc.pre(!(animation[api] as readonly string[]).includes(type));
        const outcome = await call(app().uni, api, { url: '/pages/detail/detail', animationType: type });
        expect(outcome.res.errMsg).toBe(unsupported(api, type));
        expect(app().getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
      },
    ), { numRuns: propertyRuns(80) });
  });
});

describe('the animation lasts 300 ms unless told otherwise [nav.animation.default-duration]', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });
  const { durationMs } = v('nav.animation.default-duration');

  async function completesAfter(api: string, options: Record<string, unknown>, ms: number) {
    const complete = vi.fn();
    app().uni[api]({ ...options, complete });
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(complete, `${api} still in flight at ${ms - 1} ms`).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(complete).toHaveBeenCalledOnce();
    expect(complete.mock.calls[0]![0].errMsg).toBe(`${api}:ok`);
  }

  it('navigateTo and navigateBack complete when the default duration is over', async () => {
    await completesAfter('navigateTo', { url: '/pages/detail/detail' }, durationMs);
    await completesAfter('navigateBack', {}, durationMs);
  });

  it('an explicit animationDuration replaces the default', async () => {
    await completesAfter('navigateTo', { url: '/pages/detail/detail', animationDuration: durationMs * 2 }, durationMs * 2);
    await completesAfter('navigateBack', { animationDuration: durationMs / 3 }, durationMs / 3);
  });
});
