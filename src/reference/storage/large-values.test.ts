/**
 * The reference's own choice, beside conformance: a value localStorage refuses for lack of room is kept in
 * IndexedDB. The seed has storage give back what it keeps, not keep any size, so the suite judges these
 * values only where a target keeps them (spec/suite/device/large-value.ts); this pins that the reference
 * does keep them.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { isQuotaError, openLargeValues } from './large-values.ts';

describe('a refusal for lack of room is told from any other', () => {
  it('by the standard name, the legacy name or the legacy code', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new DOMException('quota reached', 'NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
    expect(isQuotaError(Object.defineProperty(new DOMException('full'), 'code', { value: 22 }))).toBe(true);
  });

  it('and not by any other refusal', () => {
    expect(isQuotaError(new DOMException('not allowed', 'SecurityError'))).toBe(false);
    expect(isQuotaError(new Error('disk error'))).toBe(false);
    expect(isQuotaError(Object.defineProperty(new DOMException('other'), 'code', { value: 21 }))).toBe(false);
  });
});

describe('large values are kept in IndexedDB across launches', () => {
  it('a value set is read by the next launch; one removed or cleared is not', async () => {
    const first = openLargeValues();
    await first.ready;
    await first.set('a', '"kept"');
    await first.set('b', '"removed"');
    await first.remove('b');
    first.close();

    const second = openLargeValues();
    await second.ready;
    expect(second.get('a')).toBe('"kept"');
    expect(second.keys()).toEqual(['a']);
    await second.clear();
    second.close();

    const third = openLargeValues();
    await third.ready;
    expect(third.keys()).toEqual([]);
    third.close();
  });
});
