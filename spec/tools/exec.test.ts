/**
 * An interrupted tool starts nothing more: while it ends its runners, a runner's end does not let it go on to
 * its next step.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { typescript } from './exec.ts';

const root = resolve(import.meta.dirname, '../..');

it('an interrupted tool exits as Ctrl-C would, without starting its next step', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'interrupted-steps-'));
  const [started, next] = [join(dir, 'started'), join(dir, 'next')];
  // Two steps, as npm test runs them; the first ends at once on SIGTERM, before the tool's wait is over.
  const tool = join(dir, 'tool.mts');
  writeFileSync(tool, `import { exec } from ${JSON.stringify(resolve(root, 'spec/tools/exec.ts'))};
await exec('sh', ['-c', ${JSON.stringify(`touch ${started}; exec sleep 30`)}]);
await exec('touch', [${JSON.stringify(next)}]);
`);
  const run = spawn(...typescript(tool), { cwd: root, stdio: 'ignore', detached: true });
  const ended = new Promise<number | null>((done) => run.on('close', (code) => done(code)));
  while (!existsSync(started)) await new Promise((r) => setTimeout(r, 50));
  process.kill(-run.pid!, 'SIGINT');
  expect(await ended).toBe(130);
  expect(existsSync(next)).toBe(false);
}, 30_000);
