/**
 * The suite run from an installed package (`node_modules/uni-conformance`, `npx uni-conformance`): its own
 * TypeScript files then lie under node_modules, which both runners leave to Node uncompiled, as they do a
 * dependency's. What each runner needs to compile them anyway; nothing when the suite runs from a checkout.
 */
import { realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = realpathSync(resolve(import.meta.dirname, '../..'));
export const installed = root.split(sep).includes('node_modules');

/** Vitest (`server.deps.inline`): the package's own files go through Vite like a checkout's. */
export const inlineInstalledSuite: RegExp[] = installed ? [new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/]`)] : [];

/**
 * Playwright compiles no file under node_modules, in its own process or its workers: installed-loader.mjs,
 * registered in each of them through NODE_OPTIONS, compiles those.
 */
export function browserRunnerEnv(): Record<string, string> {
  if (!installed) return {};
  const loader = pathToFileURL(resolve(import.meta.dirname, 'installed-loader.mjs')).href;
  return { NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import=${loader}`].filter(Boolean).join(' ') };
}
