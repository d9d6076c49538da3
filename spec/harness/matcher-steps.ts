/**
 * allure-vitest records every `expect()` as a step of its test, naming it by the JSON of the value looked at: an
 * element the app drew is walked through its renderer's objects, a property test's thousands of checks each
 * become a step, and every step crosses from the worker to the reporters. The suite's unit layer spent about
 * a tenth of its CPU time on it (2026-12-02, alternating runs: 78.9 / 76.4 against 73.9 / 66.4 CPU-seconds; its
 * Vitest report 11.7 MB against 0.5 MB, its Allure results 13 MB against 4.5 MB). The browser layer's Allure
 * reporter records no steps either (`detail: false`); a test's Allure entry keeps its status, time and failure.
 *
 * allure-vitest instruments chai's assertions once, and leaves them alone when they carry its mark; this setup
 * file, listed before allure-vitest's, puts the mark there, and fails every test file's run (once all setup files
 * have run) when an upgrade instruments them all the same, so that a change of its marks is looked at.
 */
import { beforeAll, chai } from 'vitest';

const PATCHED = Symbol.for('allure.vitest.expectPatched');
const EXTEND_PATCHED = Symbol.for('allure.vitest.expectExtendPatched');
const WRAPPED = Symbol.for('allure.vitest.expectWrapped');

if (!Object.hasOwn(chai.Assertion.prototype, PATCHED)) Object.defineProperty(chai.Assertion.prototype, PATCHED, { value: true });
if (!Object.hasOwn(chai.expect, EXTEND_PATCHED)) Object.defineProperty(chai.expect, EXTEND_PATCHED, { value: true });

beforeAll(() => {
  const { equal } = chai.Assertion.prototype as unknown as { equal: { [WRAPPED]?: boolean } };
  if (equal[WRAPPED]) throw new Error('allure-vitest records each expect() as a step again: see spec/harness/matcher-steps.ts');
});
