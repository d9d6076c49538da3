import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How many test files the whole suite has, both layers (Vitest's `.test.ts(x)`, Playwright's `.spec.ts`): a
 * measurement whose report names fewer was made on part of the suite (a narrowed run, or the unit layer alone).
 */
export const suiteTestFiles = (root: string) =>
  readdirSync(join(root, 'spec/suite'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$|\.spec\.ts$/.test(f)).length;
