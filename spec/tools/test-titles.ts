/**
 * The tests a file declares, read from its syntax tree without running it: each `it`/`test` with its
 * title and the titles of the `describe` blocks around it. spec:check uses it to find, before any run,
 * a test that cites no clause (a run reports one only when it fails), and two tests with one full title.
 */
import { parse } from '@babel/parser';

export interface DeclaredTest {
  /** The titles from the outermost describe to the test's own; a computed part reads `${…}`. */
  path: string[];
  line: number;
}

const FUNCTION = new Set(['ArrowFunctionExpression', 'FunctionExpression']);

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

const BLOCK = new Set(['describe', 'suite']);
const TEST = new Set(['it', 'test']);
// Modifiers and helpers on the runners' functions that do not declare a test.
const NOT_DECLARING = new Set(['use', 'beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'setTimeout', 'slow', 'fixme', 'info', 'step', 'extend', 'expect', 'configure']);

/** `describe`, `it.each(rows)`, `test.describe.serial`, `test.skip`: the runner function and whether it is a block. */
function kindOf(callee: Node): 'block' | 'test' | undefined {
  let node: Node = callee;
  const names: string[] = [];
  for (;;) {
    if (node.type === 'CallExpression') node = node.callee as Node; // it.each(rows)(title, fn)
    else if (node.type === 'MemberExpression') {
      const property = node.property as Node;
      if (property.type === 'Identifier') names.unshift(property.name as string);
      node = node.object as Node;
    } else break;
  }
  if (node.type !== 'Identifier') return undefined;
  const root = node.name as string;
  if (names.some((n) => NOT_DECLARING.has(n))) return undefined;
  if (BLOCK.has(root)) return 'block';
  if (!TEST.has(root)) return undefined;
  return names.includes('describe') ? 'block' : 'test';
}

function titleOf(arg: Node | undefined): string | undefined {
  if (!arg) return undefined;
  if (arg.type === 'StringLiteral') return arg.value as string;
  if (arg.type === 'TemplateLiteral') {
    const quasis = arg.quasis as { value: { cooked: string } }[];
    return quasis.map((q) => q.value.cooked).join('${…}');
  }
  if (arg.type === 'BinaryExpression' && arg.operator === '+') {
    const left = titleOf(arg.left as Node);
    const right = titleOf(arg.right as Node);
    return `${left ?? '${…}'}${right ?? '${…}'}`;
  }
  return undefined;
}

/** A function's name, where `node` defines one (`function f() {}`, `const f = () => {}`). */
function definedName(node: Node): string | undefined {
  if (node.type === 'FunctionDeclaration') return (node.id as Node | null)?.name as string | undefined;
  if (node.type === 'VariableDeclarator' && FUNCTION.has((node.init as Node | null)?.type ?? '')) return (node.id as Node).name as string | undefined;
  return undefined;
}

const children = (n: Node) => Object.entries(n).filter(([key]) => !['loc', 'start', 'end', 'extra'].includes(key)).map(([, value]) => value);

/**
 * Every test `source` declares, with its describe path. A test declared in a helper function counts
 * where the function is called (a describe calling `callContract(id)`), as the runner sees it. A title
 * that is not written out reads `${…}`.
 */
export function declaredTests(source: string): DeclaredTest[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true }) as unknown as Node;
  const functions = new Map<string, Node>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) { for (const child of node) collect(child); return; }
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const name = definedName(node as Node);
    if (name) functions.set(name, node as Node);
    for (const child of children(node as Node)) collect(child);
  };
  collect(ast.program);

  const tests: DeclaredTest[] = [];
  const visit = (node: unknown, path: string[], calling: string[]): void => {
    if (Array.isArray(node)) { for (const child of node) visit(child, path, calling); return; }
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    // A helper's body is read where it is called, not where it is written.
    if (definedName(n)) return;
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node;
      const kind = kindOf(callee);
      const args = n.arguments as Node[];
      // `test.skip(condition, 'why')` declares nothing: a declaration hands the runner a body.
      if (kind && args.slice(1).some((a) => FUNCTION.has(a.type))) {
        const title = titleOf(args[0]) ?? '${…}';
        if (kind === 'test') tests.push({ path: [...path, title], line: n.loc!.start.line });
        for (const arg of args.slice(1)) visit(arg, [...path, title], calling);
        return;
      }
      const helper = callee.type === 'Identifier' ? functions.get(callee.name as string) : undefined;
      if (helper && !calling.includes(callee.name as string)) {
        const body = helper.type === 'FunctionDeclaration' ? helper.body : (helper.init as Node).body;
        visit(body, path, [...calling, callee.name as string]);
      }
    }
    for (const child of children(n)) visit(child, path, calling);
  };
  visit(ast.program, [], []);
  return tests;
}
