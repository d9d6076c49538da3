// @ts-check
/**
 * Test files that failed outside their tests in a Vitest run: a file whose import threw (a mutant broke a module
 * it loads) or whose suite-level hook failed. Stryker's vitest runner counts tests only, so such a run, with no
 * test failing, came back as survived although the suite fails; the suite runner counts it as killed.
 * @param {{ state: { getFiles(): { name: string, result?: { state?: string } }[] } } | undefined} ctx
 *   the Vitest instance of Stryker's vitest runner, after its run
 * @returns {string[]} the failed files' names
 */
export function filesFailedOutsideTests(ctx) {
  return (ctx?.state.getFiles() ?? []).filter((file) => file.result?.state === 'fail').map((file) => file.name);
}
