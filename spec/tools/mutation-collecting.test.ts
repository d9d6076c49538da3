/**
 * The mutation runner's use of what a test file covered while it was collected (scripts/mutation/collecting.mjs):
 * such hits go to that file's tests when a test hit the mutant too, and stay static otherwise.
 */
import { describe, expect, it } from 'vitest';
import { attributeCollection, COLLECTING } from '../../scripts/mutation/collecting.mjs';

type Coverage = Parameters<typeof attributeCollection>[0];
const tests = [{ id: 'a.test.ts#one' }, { id: 'a.test.ts#two' }, { id: 'b.test.ts#three' }];

describe('collection-time coverage in the mutation run', () => {
  it('gives a mutant some test hit as well to every test of the collected file, and no longer counts it static', () => {
    const coverage: Coverage = { static: {}, perTest: { [`a.test.ts#${COLLECTING}`]: { 7: 1 }, 'b.test.ts#three': { 7: 2 } } };
    attributeCollection(coverage, tests);
    expect(coverage).toEqual({ static: {}, perTest: { 'a.test.ts#one': { 7: 1 }, 'a.test.ts#two': { 7: 1 }, 'b.test.ts#three': { 7: 2 } } });
  });

  it('keeps static a mutant only the collection hit: code run once, as its module loads', () => {
    const coverage: Coverage = { static: { 9: 1 }, perTest: { [`a.test.ts#${COLLECTING}`]: { 8: 1, 9: 2 }, 'b.test.ts#three': { 1: 1 } } };
    attributeCollection(coverage, tests);
    expect(coverage).toEqual({ static: { 8: 1, 9: 3 }, perTest: { 'b.test.ts#three': { 1: 1 } } });
  });

  it('gives nothing to the tests of another file whose name begins the same', () => {
    const coverage: Coverage = { static: {}, perTest: { [`a.test.ts#${COLLECTING}`]: { 7: 1 }, 'b.test.ts#three': { 7: 1 }, 'a.test.ts.bak#x': { 5: 1 } } };
    attributeCollection(coverage, [...tests, { id: 'a.test.ts.bak#x' }]);
    expect(coverage.perTest['a.test.ts.bak#x']).toEqual({ 5: 1 });
  });
});
