// @ts-check
/**
 * Coverage a test file made while it was collected (collection-scope.ts records it under the test name
 * COLLECTING), given to the tests it concerns (suite-runner.mjs, after the dry run).
 */
export const COLLECTING = '(collecting)';

/**
 * Hits made while a test file was collected (collection-scope.ts) go to that file's tests when some test hit
 * the mutant as well (code that a launch or a call runs again); a mutant hit only then stays static (code run
 * once, as its module loads, which a test of any file may depend on).
 * @param {{ static: Record<string, number>, perTest: Record<string, Record<string, number>> }} coverage Stryker's
 *   mutant coverage of the dry run, changed in place
 * @param {{ id: string }[]} tests the dry run's tests, ids `<file>#<name>` as in the coverage
 */
export function attributeCollection(coverage, tests) {
  const suffix = `#${COLLECTING}`;
  const collected = Object.keys(coverage.perTest).filter((id) => id.endsWith(suffix));
  const hitByTests = new Set(Object.entries(coverage.perTest).filter(([id]) => !id.endsWith(suffix)).flatMap(([, hits]) => Object.keys(hits)));
  for (const id of collected) {
    const hits = coverage.perTest[id];
    delete coverage.perTest[id];
    const fileTests = tests.filter((t) => t.id.startsWith(id.slice(0, -COLLECTING.length))).map((t) => t.id);
    for (const [mutant, count] of Object.entries(hits)) {
      if (hitByTests.has(mutant) && fileTests.length) for (const test of fileTests) (coverage.perTest[test] ??= {})[mutant] = count;
      else coverage.static[mutant] = (coverage.static[mutant] ?? 0) + count;
    }
  }
}
