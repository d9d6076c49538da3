import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { rows, searchBox, shownText, showsPlaceholder, type, until } from './support/dom.ts';
import { useScripts } from '../../harness/scripts.ts';

const languages = [
  ['device.i18n.english', v('device.i18n.english')],
  ['device.i18n.spanish', v('device.i18n.spanish')],
  ['device.i18n.chinese', v('device.i18n.chinese')],
] as const;

describe.each(languages)('the picker in the app\'s language [%s]', (_id, { locale, strings }) => {
  const app = useApp({ ...qqmapApp, locale });
  useScripts();

  it('labels the search box and its cancel link in that language [loc.choose-location.page]', async () => {
    void call(app().uni, 'chooseLocation', { ...CENTER });
    await until(() => expect(rows().length).toBeGreaterThan(0));
    expect(showsPlaceholder(strings['uni.chooseLocation.search']), `the placeholder "${strings['uni.chooseLocation.search']}"`).toBe(true);
    await type(searchBox(), 'x');
    expect(shownText(strings['uni.chooseLocation.cancel']), `a "${strings['uni.chooseLocation.cancel']}" link`).toBeTruthy();
  });
});
