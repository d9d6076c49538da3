import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files Stryker mutates (stryker.config.mjs `mutate`): every `.ts` and `.tsx` of src/reference but types and tests. */
export const referenceFiles = (root: string) =>
  readdirSync(join(root, 'src/reference'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.d\.ts$|\.test\.tsx?$/.test(f))
    .map((f) => `src/reference/${f}`);

/**
 * How many test files the whole suite has, both layers (Vitest's `.test.ts(x)`, Playwright's `.spec.ts`): a
 * measurement whose report names fewer was made on part of the suite (a narrowed run, or the unit layer alone).
 */
export const suiteTestFiles = (root: string) =>
  readdirSync(join(root, 'spec/suite'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$|\.spec\.ts$/.test(f)).length;
