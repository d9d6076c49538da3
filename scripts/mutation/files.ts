import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';

/**
 * The files Stryker mutates (stryker.config.mjs `mutate`): every `.ts` and `.tsx` of src/reference but types,
 * tests and what the tests share.
 */
export const referenceFiles = (root: string) =>
  readdirSync(join(root, 'src/reference'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$|\.test\.tsx?$|^test-support\//.test(f))
    .map((f) => `src/reference/${f}`);

/**
 * How many test files the whole suite has, both layers (Vitest's `.test.ts(x)`, Playwright's `.spec.ts`): a
 * measurement whose report names fewer was made on part of the suite (a narrowed run, or the unit layer alone).
 */
export const suiteTestFiles = (root: string) =>
  readdirSync(join(root, 'spec/suite'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$|\.spec\.ts$/.test(f)).length;

/**
 * Of `files`, those Stryker makes no mutant of (types alone, `as const` tables): a run never reports them, so
 * no measurement can cover them. Found as Stryker finds mutants, by its instrumenter, without a run.
 */
export async function mutantFree(root: string, files: string[]): Promise<string[]> {
  const quiet = { isDebugEnabled: () => false, isTraceEnabled: () => false, debug() {}, trace() {}, info() {}, warn() {}, error() {}, fatal() {} };
  const { mutants } = await new Instrumenter(quiet as never).instrument(
    files.map((name) => ({ name, mutate: true, content: readFileSync(join(root, name), 'utf8') })),
    { plugins: null, excludedMutations: [], ignorers: [], noHeader: true });
  const mutated = new Set(mutants.map((m) => m.fileName));
  return files.filter((name) => !mutated.has(name));
}
