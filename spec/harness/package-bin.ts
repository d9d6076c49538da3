/**
 * A dependency's command-line tool run by this Node directly: what `npx <bin>` would find, without npx's own
 * start, which took about 0.8 CPU-seconds and as long a wait each time (2026-12-03), and the gate starts six.
 * The package is found as Node finds one: in the node_modules folders from the suite's root up, so an installed
 * suite finds its own dependencies, hoisted or not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** The file of `pkg`'s command `bin`. */
export function packageBin(pkg: string, bin: string): string {
  for (let dir = root; ; dir = dirname(dir)) {
    const manifest = resolve(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) {
      const bins = (JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string> }).bin;
      const file = typeof bins === 'string' ? bins : bins?.[bin];
      if (!file) throw new Error(`${pkg} (${manifest}) has no command ${bin}`);
      return resolve(dirname(manifest), file);
    }
    if (dirname(dir) === dir) throw new Error(`${pkg} is not installed where the suite at ${root} can find it`);
  }
}

/** The command and arguments that run `pkg`'s command `bin` with `args`. */
export const toolCommand = (pkg: string, bin: string, ...args: string[]): [string, string[]] =>
  [process.execPath, [packageBin(pkg, bin), ...args]];

const quote = (word: string) => {
  if (/^[\w@%+=:,./-]+$/.test(word)) return word;
  return process.platform === 'win32' ? `"${word}"` : `'${word.replace(/'/g, `'\\''`)}'`;
};

/** The same as one shell command line (a target's web server is given as one). */
export const toolCommandLine = (pkg: string, bin: string, ...args: string[]): string =>
  [process.execPath, packageBin(pkg, bin), ...args].map(quote).join(' ');
