/**
 * The mutation runner's reading of a Vitest run (scripts/mutation/failed-files.mjs): a test file that failed
 * outside its tests fails the suite, so its mutant is killed even though no test failed.
 */
import { expect, it } from 'vitest';
import { filesFailedOutsideTests } from '../../scripts/mutation/failed-files.mjs';

const run = (...files: { name: string; result?: { state?: string } }[]) => ({ state: { getFiles: () => files } });

it('names the files whose run failed, not those that passed or were skipped', () => {
  const ctx = run({ name: 'a.test.ts', result: { state: 'pass' } }, { name: 'b.test.ts', result: { state: 'fail' } }, { name: 'c.test.ts' }, { name: 'd.test.ts', result: { state: 'skip' } });
  expect(filesFailedOutsideTests(ctx)).toEqual(['b.test.ts']);
});

it('names none for a run in which every file passed, or no run', () => {
  expect(filesFailedOutsideTests(run({ name: 'a.test.ts', result: { state: 'pass' } }))).toEqual([]);
  expect(filesFailedOutsideTests(undefined)).toEqual([]);
});
