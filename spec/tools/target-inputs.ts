/**
 * What a target's conformance run depends on, as one content hash: the suite (catalogue, contract,
 * harness, tests, mocks, tools, configs, lock file), the target's own folder and the folders it builds
 * on, and the reference's sources for targets that wrap it. Another target's folder, documentation and
 * generated files are left out, so a matrix can reuse a run whose inputs have not changed.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The target folders (under spec/targets/) each target's run reads besides its own. */
function buildsOn(name: string): string[] {
  if (name.startsWith('genuine-')) return ['genuine'];
  if (name === 'reference') return [];
  // The faulty and broken targets wrap the reference (deviant-reference.ts).
  return ['reference', 'deviant-reference.ts', ...(name === 'broken-reference-known' ? ['broken-reference'] : [])];
}

export function inputFiles(root: string, name: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter(Boolean);
  const mine = new Set([name, ...buildsOn(name)]);
  const usesReference = !name.startsWith('genuine-');
  return listed.filter((file) => {
    if (file.endsWith('.md') || file.startsWith('reports/')) return false;
    if (file.startsWith('spec/targets/')) return mine.has(file.split('/')[2]!);
    if (file.startsWith('src/')) return usesReference;
    return true;
  }).sort();
}

/** The content hash of `name`'s inputs, for the files as they are now in the work tree. */
export function inputsHash(root: string, name: string): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root, name)) {
    hash.update(file).update('\0');
    try { hash.update(readFileSync(resolve(root, file))); } catch { hash.update('(deleted)'); }
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
