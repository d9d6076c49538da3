/**
 * The reference's own choice, beside conformance: a place a provider gives without a name or an address
 * lists them as empty. The seed gives the result's fields; the suite judges them against MSW's answers.
 */
import { expect, it } from 'vitest';
import { toPoi } from './poi.ts';

it('a place without a title, name or address lists them empty', () => {
  expect(toPoi({ location: { lat: 1, lng: 2 }, _distance: 5 }, { latitude: 1, longitude: 2 })).toMatchObject({ name: '', address: '' });
});
