/**
 * The reference's own choices, beside conformance, for the picker's columns: how an option reads when range
 * and range-key do not match, a multiSelector column that is not a list, and a date value before the year
 * 1000. The seed gives the modes and values; the suite judges those (spec/suite/components/picker*).
 */
import { describe, expect, it } from 'vitest';
import { columns, valueOf, type ColumnsInput } from './columns.ts';

const input = (extra: Partial<ColumnsInput>): ColumnsInput => ({ mode: 'selector', range: [], thisYear: 2026, ...extra });

describe('a selector option reads', () => {
  it.each([
    ['an object by its range-key', [{ name: 'Beijing' }], 'name', 'Beijing'],
    ['an object without that key as nothing', [{ city: 'Beijing' }], 'name', ''],
    ['an object with a null there as nothing', [{ name: null }], 'name', ''],
    ['a string as itself, range-key or not', ['Shanghai'], 'name', 'Shanghai'],
    ['null as its text', [null], 'name', 'null'],
    ['an object without range-key as its text', [{ name: 'Beijing' }], undefined, '[object Object]'],
    ['a number as its text', [7], undefined, '7'],
  ])('%s', (_, range, rangeKey, label) => {
    expect(columns(input({ range, rangeKey }))).toEqual([{ labels: [label] }]);
  });
});

it('a multiSelector column that is not a list has no options', () => {
  expect(columns(input({ mode: 'multiSelector', range: [['a', 'b'], 'c', null] }))).toEqual([{ labels: ['a', 'b'] }, { labels: [] }, { labels: [] }]);
});

it('a date before the year 1000 is written with four digits', () => {
  expect(valueOf([0, 5, 14], input({ mode: 'date', start: '999-01-01', end: '1001-12-31' }))).toBe('0999-06-15');
});
