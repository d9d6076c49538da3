/**
 * How tests cite clauses: a test's title (or an enclosing describe's) ends with the ids it checks in
 * square brackets, `… [nav.page-not-found]` or `… [net.request.abort, net.request.network-error]`.
 * The reports read the ids from the titles; spec:check reads them from the test files.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { declaredTests } from './test-titles.ts';

const ID = '[a-z]+\\.[a-z0-9]+(?:[.-][a-z0-9]+)*';
const LIST = `\\[(${ID}(?:\\s*,\\s*${ID})*)\\]`;
const GROUP = new RegExp(LIST, 'g');
// A citation in a test file ends a string literal (a title's last group), so index expressions such as
// `pages[p.route]` are not mistaken for citations; the literal's other groups count too.
const LAST_IN_LITERAL = new RegExp(`${LIST}(?=\\s*(['"\`]))`, 'g');

function idsOf(text: string, into: Set<string>): void {
  for (const match of text.matchAll(GROUP)) for (const id of match[1]!.split(',')) into.add(id.trim());
}

/**
 * The clause ids a test title (`source: false`: every bracket group of it) or a test file's text
 * (`source: true`: every group of each string literal that ends with one) cites.
 */
export function citedIds(text: string, source = false): string[] {
  const ids = new Set<string>();
  if (!source) idsOf(text, ids);
  else {
    for (const match of text.matchAll(LAST_IN_LITERAL)) {
      const quote = match[2]!;
      const lineStart = text.lastIndexOf('\n', match.index) + 1;
      const open = text.lastIndexOf(quote, match.index);
      idsOf(text.slice(open >= lineStart ? open : lineStart, match.index + match[0].length), ids);
    }
  }
  return [...ids];
}

/** A `describe.each` row fills its ids in at run time (`[%s]`); the run's report checks them. */
const FILLED_AT_RUN_TIME = /\[%[sdij]\]/;

/** Tests under `dir` whose title and enclosing describes cite no clause, read without running them. */
export function uncitedTests(dir: string, root: string): { file: string; line: number; title: string }[] {
  return listTestFiles(dir).flatMap((file) => declaredTests(readFileSync(file, 'utf8'))
    .filter((t) => !t.path.some((title) => citedIds(title).length || FILLED_AT_RUN_TIME.test(title)))
    .map((t) => ({ file: relative(root, file), line: t.line, title: t.path.join(' › ') })));
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
