import { waitFor } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { picker, rows, searchBox, type } from './support/dom.ts';
import { useScripts } from './support/scripts.ts';

for (const [locale, clause] of [['en', 'device.i18n.english'], ['es', 'device.i18n.spanish']] as const) {
  describe(`the picker in ${locale}`, () => {
    const app = useApp({ ...qqmapApp, locale });
    useScripts();
    const strings = v(clause).strings;

    it('labels the search box and its cancel link in the app\'s language [loc.choose-location.page]', async () => {
      void call(app().uni, 'chooseLocation', { ...CENTER });
      await waitFor(() => expect(rows().length).toBeGreaterThan(0));
      const input = searchBox(strings['uni.chooseLocation.search']);
      await type(input, 'x');
      const cancel = [...picker().querySelectorAll('*')].find((el) => el.children.length === 0 && el.textContent?.trim() === strings['uni.chooseLocation.cancel']);
      expect(cancel, `a "${strings['uni.chooseLocation.cancel']}" link`).toBeTruthy();
    });
  });
}
