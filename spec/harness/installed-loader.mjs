// Node's loader hooks for Playwright's processes when the suite runs from an installed package
// (installed.ts): Playwright compiles no file under node_modules, so these compile the suite's TypeScript
// there with Vite's Oxc transform. (tsx's loader would do too, but keeps function names through a `__name`
// helper that a function sent to the page by `page.evaluate` does not have.)
// Given as `--import` in NODE_OPTIONS: in each process it registers itself, and runs as the hooks there.
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) register(import.meta.url);

const TYPESCRIPT = /\.(m?ts|tsx)$/;

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context);
  const { transformWithOxc } = await import('vite');
  const filename = fileURLToPath(url);
  const { code } = await transformWithOxc(await readFile(filename, 'utf8'), filename, { sourcemap: false });
  return { format: 'module', source: code, shortCircuit: true };
}
