import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { rendered } from './settle.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

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
    ), { numRuns: propertyRuns(100) });
  });

  it('refuses a frontColor that is not a string with the wrong-type message first [device.api.invalid-type]', async () => {
    const outcome = await call(app().uni, 'setNavigationBarColor', { frontColor: 1, backgroundColor: '#123456' });
    const wrongType = fill(v('device.api.invalid-type').errMsg, { api: 'setNavigationBarColor', name: 'frontColor', expected: 'String' });
    expect(outcome.res.errMsg).toBe(`${wrongType} with value "1", got Number with value 1.`);
  });
});

/** The innermost shown element whose whole text is `text`. */
function shownText(text: string): HTMLElement | undefined {
  const exact = [...document.body.querySelectorAll<HTMLElement>('*')].filter((el) => el.textContent?.trim() === text);
  return exact.find((el) => !exact.some((inner) => inner !== el && el.contains(inner)));
}

describe('setNavigationBarTitle and setNavigationBarColor change the current page\'s bar', () => {
  it('setNavigationBarTitle shows the title in the bar and as the document title [nav.page-shell]', async () => {
    const outcome = await call(app().uni, 'setNavigationBarTitle', { title: 'Renamed page' });
    expect(outcome.res.errMsg).toBe('setNavigationBarTitle:ok');
    await rendered();
    expect(shownText('Renamed page')).toBeDefined();
    expect(document.title).toBe('Renamed page');
  });

  it('setNavigationBarColor colours the bar that shows the title, and keeps the title [nav.page-shell, nav.set-navigation-bar-color.front-color]', async () => {
    await call(app().uni, 'setNavigationBarTitle', { title: 'Coloured page' });
    await call(app().uni, 'setNavigationBarColor', { frontColor: frontColor.allowed[0], backgroundColor: '#123456' });
    await rendered();
    const colours: string[] = [];
    const backgrounds: string[] = [];
    for (let el: HTMLElement | null = shownText('Coloured page')!; el; el = el.parentElement) {
      colours.push(getComputedStyle(el).color);
      const style = getComputedStyle(el);
      backgrounds.push(`${style.backgroundColor} ${style.background}`);
    }
    expect(backgrounds.some((c) => /#123456|rgb\(18, 52, 86\)/i.test(c))).toBe(true);
    // happy-dom computes no colour values: a named colour stays a name.
    expect(colours[0]).toMatch(/^(#ffffff|rgb\(255, 255, 255\)|white)$/i);
  });

  it('both APIs require their parameters: title, frontColor and backgroundColor [device.api.missing-parameter]', async () => {
    const missing = (api: string, name: string) => fill(v('device.api.missing-parameter').errMsg, { api, name });
    const { uni } = app();
    expect((await call(uni, 'setNavigationBarTitle', {})).res.errMsg).toBe(missing('setNavigationBarTitle', 'title'));
    expect((await call(uni, 'setNavigationBarColor', { backgroundColor: '#123456' })).res.errMsg).toBe(missing('setNavigationBarColor', 'frontColor'));
    expect((await call(uni, 'setNavigationBarColor', { frontColor: frontColor.allowed[0] })).res.errMsg).toBe(missing('setNavigationBarColor', 'backgroundColor'));
  });

  it('both APIs take title and backgroundColor as strings only [device.api.invalid-type]', async () => {
    const wrongType = (api: string, name: string) => fill(v('device.api.invalid-type').errMsg, { api, name, expected: 'String' });
    const { uni } = app();
    expect((await call(uni, 'setNavigationBarTitle', { title: 5 })).res.errMsg.startsWith(wrongType('setNavigationBarTitle', 'title'))).toBe(true);
    expect((await call(uni, 'setNavigationBarColor', { frontColor: frontColor.allowed[0], backgroundColor: 5 })).res.errMsg
      .startsWith(wrongType('setNavigationBarColor', 'backgroundColor'))).toBe(true);
  });
});
