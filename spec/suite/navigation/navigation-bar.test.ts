import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const frontColor = v('nav.set-navigation-bar-color.front-color');

describe('setNavigationBarColor frontColor [nav.set-navigation-bar-color.front-color]', () => {
  it.each(frontColor.allowed)('accepts %s', async (color) => {
    const outcome = await call(app().uni, 'setNavigationBarColor', { frontColor: color, backgroundColor: '#123456' });
    expect(outcome).toMatchObject({ ok: true, res: { errMsg: 'setNavigationBarColor:ok' } });
  });

  it('refuses every other string with invalid frontColor naming the value', async () => {
    await fc.assert(fc.asyncProperty(
      fc.oneof(fc.string(), fc.constantFrom('#fff', '#000', '#FFFFFF', '#000000 ', 'white', 'black')),
      async (color) => {
        fc.pre(!(frontColor.allowed as readonly string[]).includes(color));
        const outcome = await call(app().uni, 'setNavigationBarColor', { frontColor: color, backgroundColor: '#123456' });
        expect(outcome).toMatchObject({ ok: false, res: { errMsg: `setNavigationBarColor:fail ${frontColor.message} "${color}"` } });
      },
    ), { numRuns: 100 });
  });
});
