/**
 * How tests cite clauses: a test's title (or an enclosing describe's) ends with the ids it checks in
 * square brackets, `… [nav.page-not-found]` or `… [net.request.abort, net.request.network-error]`.
 * The reports read the ids from the titles; spec:check reads them from the test files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ID = '[a-z]+\\.[a-z0-9]+(?:[.-][a-z0-9]+)*';
const LIST = `\\[(${ID}(?:\\s*,\\s*${ID})*)\\]`;
// In a title the citation ends a describe or test title; in source it ends a string literal, so index
// expressions such as `pages[p.route]` are not mistaken for citations.
const IN_TITLE = new RegExp(`${LIST}(?=$| › )`, 'g');
const IN_SOURCE = new RegExp(`${LIST}(?=\\s*['"\`])`, 'g');

/** The clause ids a test title (`source: false`) or a test file's text (`source: true`) cites. */
export function citedIds(text: string, source = false): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(source ? IN_SOURCE : IN_TITLE)) {
    for (const id of match[1]!.split(',')) ids.add(id.trim());
  }
  return [...ids];
}

export const TEST_FILE = /\.(test|spec)\.tsx?$/;

export function listTestFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listTestFiles(path));
    else if (TEST_FILE.test(name)) out.push(path);
  }
  return out.sort();
}

/** clause id → test files citing it. */
export function citationsIn(dir: string, root: string): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const file of listTestFiles(dir)) {
    for (const id of citedIds(readFileSync(file, 'utf8'), true)) {
      byId.set(id, [...(byId.get(id) ?? []), relative(root, file)]);
    }
  }
  return byId;
}
