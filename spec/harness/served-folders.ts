/**
 * The folders Vite may serve a unit run's files from (`server.fs.allow`): the suite's own; the project its
 * packages are installed in, found where they really lie (a checkout's node_modules may link to another
 * one, a git worktree's; an installed suite's packages are its user's project's); and the project of the
 * target's adapter, wherever it is (what Vite itself would allow for it: its nearest package.json or
 * workspace root), so an adapter may import its runtime's sources beside it.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { searchForWorkspaceRoot } from 'vite';
import { targetModulePath } from './select-target.ts';

export function servedFolders(): string[] {
  const vitest = realpathSync(createRequire(import.meta.url).resolve('vitest/package.json'));
  return [resolve(import.meta.dirname, '../..'), resolve(vitest, '../../..'), searchForWorkspaceRoot(dirname(targetModulePath()))];
}
