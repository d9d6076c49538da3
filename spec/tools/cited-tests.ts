/**
 * The source of each clause's tests, read from the test files without running them: every title string
 * that ends with a citation, with its file, line and whether it names a test or a group (`describe`).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { citedIds, listTestFiles } from './citations.ts';

export interface CitedTest {
  /** Relative to the repository root. */
  file: string;
  line: number;
  /** The title as written in the source (a template literal keeps its `${…}` parts). */
  title: string;
  kind: 'test' | 'group';
}

// A one-line string literal whose text ends with a bracketed citation (citedIds checks the ids).
const TITLE = /(['"`])((?:\\.|(?!\1)[^\\\n])*\])\1/g;
const GROUP_CALL = /\bdescribe(?:\.\w+)*\s*\(\s*$/;

/** clause id → the titles citing it, in file and line order. */
export function citedTestsIn(dir: string, root: string): Map<string, CitedTest[]> {
  const byId = new Map<string, CitedTest[]>();
  for (const path of listTestFiles(dir)) {
    const file = relative(root, path);
    readFileSync(path, 'utf8').split('\n').forEach((text, i) => {
      for (const match of text.matchAll(TITLE)) {
        const quoted = match[0];
        const ids = citedIds(quoted, true);
        if (ids.length === 0) continue;
        const title = match[2]!.replace(/\\(.)/g, '$1');
        const kind = GROUP_CALL.test(text.slice(0, match.index)) ? 'group' : 'test';
        for (const id of ids) byId.set(id, [...(byId.get(id) ?? []), { file, line: i + 1, title, kind }]);
      }
    });
  }
  return byId;
}
