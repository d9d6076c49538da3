/**
 * The suite sees a target only through the contract: no test may name an implementation's elements,
 * classes or attributes (uni-app's `uni-*` tags included; another runtime renders `taro-*-core`, `weui-*`
 * or plain elements). This finds the places in the suite's sources that do. Tests find things through
 * the contract's parts (contract/parts.ts) or as a user does: by text, role or label.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface SelectorUse {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/**
 * Selectors of the web platform itself, which every implementation of a web runtime must use: the file
 * chooser is an `<input type=file>`, a web-view shows another page in an `<iframe>`, and `*` walks every
 * element (to find one by its text).
 */
const PLATFORM = new Set(['*', 'input[type="file"]', 'iframe']);

const RULES: { rule: string; pattern: RegExp; allowed?: (match: RegExpExecArray) => boolean }[] = [
  {
    rule: 'a selector query (find it through a part, its text or its role)',
    pattern: /\b(?:querySelector(?:All)?|closest|matches|locator|getElementsBy(?:ClassName|TagName))\(\s*(['"`])((?:(?!\1).)*)\1/g,
    allowed: (m) => PLATFORM.has(m[2]!),
  },
  { rule: 'a selector query with a computed selector', pattern: /\b(?:querySelector(?:All)?|closest|matches|getElementsBy(?:ClassName|TagName))\(\s*(?!['"`])[^)]/g },
  { rule: 'an element of the framework by its tag name', pattern: /(['"`])[^'"`\n]*(?<![\w/-])uni-[a-z][\w-]*[^'"`\n]*\1/g },
  { rule: 'a data attribute of an implementation', pattern: /\bdataset\b|\[data-[\w-]+|getAttribute\(\s*['"`]data-/g },
  { rule: 'a class of an implementation', pattern: /\bclassList\b|\bclassName\b/g },
  { rule: 'a test id of an implementation', pattern: /\bgetByTestId\b|\bByTestId\(/g },
];

/** Blanks comments, keeping line numbers: a comment may mention a tag to explain what it avoids. */
function stripComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (c, lead: string) => lead + ' '.repeat(c.length - lead.length));
}

export function selectorUsesIn(source: string, file: string): SelectorUse[] {
  const code = stripComments(source);
  const uses: SelectorUse[] = [];
  for (const { rule, pattern, allowed } of RULES) {
    for (const m of code.matchAll(pattern)) {
      if (allowed?.(m as RegExpExecArray)) continue;
      const line = code.slice(0, m.index).split('\n').length;
      uses.push({ file, line, rule, text: m[0].slice(0, 120) });
    }
  }
  return uses.sort((a, b) => a.line - b.line);
}

function* sourcesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourcesUnder(path);
    else if (/\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every selector use in the suite's sources under `dir`, with paths relative to `root`. */
export function selectorUsesUnder(dir: string, root: string): SelectorUse[] {
  return [...sourcesUnder(dir)].flatMap((path) => selectorUsesIn(readFileSync(path, 'utf8'), relative(root, path)));
}
