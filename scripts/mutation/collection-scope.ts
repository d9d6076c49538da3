/**
 * A setup file of Stryker's Vitest runs (vitest.stryker.config.ts), after Stryker's own: in the dry run, what a
 * test file runs before its first test (a top-level await, a beforeAll) is put down to that file, under a test
 * id no test has, instead of counting as static. Stryker tries a static mutant on every test of the suite;
 * any-argument.test.ts launches an app while it is collected (to read the names of its `uni` APIs), which made
 * every mutant a launch runs static (144 of the 324 of api/device and api/feedback, each estimated at a whole
 * unit layer). The suite runner (suite-runner.mjs) then gives such hits to that file's tests, and keeps them
 * static only for a mutant no test hit (code that runs once per worker, when its module loads).
 */
import { expect, inject } from 'vitest';
import { COLLECTING } from './collecting.mjs';

// What Stryker's runner provides (as its own setup file declares it).
declare module 'vitest' {
  interface ProvidedContext {
    globalNamespace: '__stryker__' | '__stryker2__';
    mode: 'mutant' | 'dry-run';
  }
}

const ns = (globalThis as Record<string, any>)[inject('globalNamespace')];
// Stryker's beforeEach takes over at the first test, and its afterEach leaves no test current after it.
if (inject('mode') === 'dry-run' && ns) ns.currentTestId = `${expect.getState().testPath}#${COLLECTING}`;
