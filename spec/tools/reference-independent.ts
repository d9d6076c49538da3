/**
 * The reference stands alone: no file under src/ may import anything under spec/. The suite judges the
 * reference as it judges any other implementation, so the reference keeps its own constants and types; one
 * that read them from the catalogue would agree with the tests whatever the catalogue said, and would ship
 * the clause text in its bundle. spec:check runs this over src/ and fails on any such import.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

export interface SpecImport {
  /** The importing file, relative to the project root. */
  file: string;
  line: number;
  /** The module specifier as written. */
  specifier: string;
  /** What it resolves to, relative to the project root. */
  target: string;
}

const SOURCE = /\.(?:[cm]?[jt]sx?|html)$/;

/** Strings in positions that load a module or a file: every specifier a file names, with its offset. */
const LOADS = [
  // import … from '…', export … from '…' (one statement may span lines).
  /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*(['"])([^'"]+)\1/gm,
  // import '…' (for its side effects).
  /^[ \t]*import\s*(['"])([^'"]+)\1/gm,
  // import('…'), require('…').
  /\b(?:import|require)\s*\(\s*(['"`])([^'"`]+)\1/g,
  // import.meta.glob('…') and import.meta.glob<T>('…').
  /\bimport\.meta\.glob(?:<[\s\S]*?>)?\s*\(\s*(['"`])([^'"`]+)\1/g,
  // new URL('…', import.meta.url).
  /\bnew\s+URL\s*\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url/g,
  // <script src="…">, <link href="…">.
  /<(?:script|link)\b[^>]*?\b(?:src|href)\s*=\s*(['"])([^'"]+)\1/g,
];

/** The specifiers in `text` (the source of `file`) that resolve into `<root>/spec/`. */
export function specImports(text: string, file: string, root: string): SpecImport[] {
  const spec = resolve(root, 'spec') + sep;
  const found = new Map<number, SpecImport>();
  for (const pattern of LOADS) {
    for (const match of text.matchAll(pattern)) {
      const specifier = match[2]!;
      // Only paths can reach spec/: a bare name is a package.
      if (!specifier.startsWith('.') && !specifier.startsWith('/')) continue;
      const target = resolve(dirname(file), specifier);
      if (!(target + sep).startsWith(spec)) continue;
      const at = match.index + match[0].lastIndexOf(specifier);
      found.set(at, { file: relative(root, file), line: text.slice(0, at).split('\n').length, specifier, target: relative(root, target) });
    }
  }
  return [...found.values()].sort((a, b) => a.line - b.line);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Every import of spec/ by a file under `dir`. */
export function findSpecImports(dir: string, root: string): SpecImport[] {
  return sourceFiles(dir).sort().flatMap((file) => specImports(readFileSync(file, 'utf8'), file, root));
}
