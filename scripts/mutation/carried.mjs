// @ts-check
/**
 * Survivors carried over. A run that measures files again whose source is unchanged since a measurement (to learn
 * which test files killed their mutants, or to measure with the whole suite what part of it measured) does not
 * run again the survivors of that measurement that a row judges: a run of survivors only would leave them too
 * (scripts/mutation-areas.ts), and each costs every test that covers it, for a mutant of code every page loads
 * the whole browser layer. STRYKER_CARRIED names a JSON file of their keys (model.ts
 * `keyOf`); the suite runner reports each as surviving without a test.
 */
import { readFileSync } from 'node:fs';

const listed = process.env.STRYKER_CARRIED;
const carried = new Set(listed ? /** @type {string[]} */ (JSON.parse(readFileSync(listed, 'utf8'))) : []);

/**
 * The kept result's key of a mutant as Stryker hands it to a test runner: its file from the reference's folder on,
 * its positions 0-based (a report's, and the key's, are 1-based).
 * @param {{ fileName: string, mutatorName: string, replacement: string, location: { start: { line: number, column: number }, end: { line: number, column: number } } }} mutant
 */
export const keyOfMutant = ({ fileName, mutatorName, replacement, location: { start, end } }) => {
  const path = fileName.replaceAll('\\', '/');
  const file = path.slice(path.lastIndexOf('/src/reference/') + 1);
  return `${file}:${start.line + 1}:${start.column + 1}-${end.line + 1}:${end.column + 1}:${mutatorName}:${JSON.stringify(replacement)}`;
};

/** Whether this run carries the mutant's verdict over. */
export const isCarried = (mutant) => carried.has(keyOfMutant(mutant));
