/**
 * The build cache: one uni-app project per fixture app under `<edition dir>/.cache/<key>/`, the key a hash
 * of the project the edition generates for the app (every file) and of the edition's lock file, built once.
 * A change to a generator rebuilds only the apps whose project it changes. One lock per edition covers the
 * check and the build, so no app is built twice and no two builds of an edition run at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { FixtureApp } from '../../contract/index.ts';
import type { Edition } from './index.ts';
import { withLock } from './lock.ts';

export const cacheDir = (edition: Pick<Edition, 'dir'>) => join(edition.dir, '.cache');

type Generator = Pick<Edition, 'dir' | 'generate'>;

/** Writes `app`'s uni-app project into `folder` (empty, existing). */
const generate = (edition: Generator, app: FixtureApp, folder: string) => edition.generate(app, app.router?.base ?? '/', folder);

/** A hash of every file under `folder` (paths and contents, in order; links, such as node_modules, left out). */
function hashFiles(folder: string, hash = createHash('sha256'), under = ''): ReturnType<typeof createHash> {
  for (const entry of readdirSync(join(folder, under), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(under, entry.name);
    if (entry.isDirectory()) hashFiles(folder, hash, path);
    else if (entry.isFile()) hash.update(path).update('\0').update(readFileSync(join(folder, path))).update('\0');
  }
  return hash;
}

function keyOf(edition: Generator, project: string): string {
  const hash = hashFiles(project);
  const lock = join(edition.dir, 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex').slice(0, 16);
}

/** Keys already worked out in this process, by edition folder and app: each launch of an app asks again. */
const keys = new Map<string, string>();

/** The key `app`'s build is kept under: its project is generated into a scratch folder and hashed. */
export function appKey(edition: Generator, app: FixtureApp): string {
  const known = `${edition.dir}\0${JSON.stringify(app)}`;
  let key = keys.get(known);
  if (key === undefined) {
    const project = mkdtempSync(join(tmpdir(), 'uni-project-'));
    try {
      generate(edition, app, project);
      key = keyOf(edition, project);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
    keys.set(known, key);
  }
  return key;
}

/** Where a built app's files are; written last, so its presence means the build finished. */
const distRecord = (projectDir: string) => join(projectDir, 'dist.json');

export function builtDist(edition: Pick<Edition, 'dir'>, key: string): string | undefined {
  const projectDir = join(cacheDir(edition), key);
  const record = distRecord(projectDir);
  if (!existsSync(record)) return undefined;
  const { dist } = JSON.parse(readFileSync(record, 'utf8')) as { dist: string };
  // Kept relative to the project, so a cache moved or shared between checkouts stays valid; older records
  // hold an absolute path into the checkout that built them, read from the project's own folder name on.
  const marker = `${sep}${key}${sep}`;
  return isAbsolute(dist) && dist.includes(marker) ? join(projectDir, dist.slice(dist.indexOf(marker) + marker.length)) : resolve(projectDir, dist);
}

/** Builds `app` unless it is built; returns its key and the folder holding its `index.html`. */
export function ensureBuilt(edition: Edition, app: FixtureApp): { key: string; dist: string } {
  const key = appKey(edition, app);
  const done = builtDist(edition, key);
  if (done) return { key, dist: done };
  mkdirSync(cacheDir(edition), { recursive: true });
  return withLock(join(cacheDir(edition), '.lock'), () => {
    const again = builtDist(edition, key);
    if (again) return { key, dist: again };
    edition.ensureInstalled();
    const projectDir = join(cacheDir(edition), key);
    rmSync(projectDir, { recursive: true, force: true });
    mkdirSync(projectDir, { recursive: true });
    generate(edition, app, projectDir);
    const dist = edition.build(projectDir);
    writeFileSync(distRecord(projectDir), JSON.stringify({ dist: relative(projectDir, dist) }));
    return { key, dist };
  });
}
