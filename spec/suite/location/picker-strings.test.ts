import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { rows, searchBox, shownText, showsPlaceholder, type, until } from './support/dom.ts';
import { useScripts } from './support/scripts.ts';

for (const [locale, clause] of [['en', 'device.i18n.english'], ['es', 'device.i18n.spanish']] as const) {
  describe(`the picker in ${locale}`, () => {
    const app = useApp({ ...qqmapApp, locale });
    useScripts();
    const strings = v(clause).strings;

    it('labels the search box and its cancel link in the app\'s language [loc.choose-location.page]', async () => {
      void call(app().uni, 'chooseLocation', { ...CENTER });
      await until(() => expect(rows().length).toBeGreaterThan(0));
      expect(showsPlaceholder(strings['uni.chooseLocation.search']), `the placeholder "${strings['uni.chooseLocation.search']}"`).toBe(true);
      await type(searchBox(), 'x');
      expect(shownText(strings['uni.chooseLocation.cancel']), `a "${strings['uni.chooseLocation.cancel']}" link`).toBeTruthy();
    });
  });
}
