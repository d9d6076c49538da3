/**
 * The build cache: one uni-app project per fixture app under `<edition dir>/.cache/<key>/`, the key a hash
 * of the app's JSON and of the edition's generator, built once. One lock per edition covers the check and
 * the build, so no app is built twice and no two builds of an edition run at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { FixtureApp } from '../../contract/index.ts';
import type { Edition } from './index.ts';
import { withLock } from './lock.ts';

/** The edition's files that decide what a build contains, and the project files the editions share. */
const GENERATOR_FILES = ['edition.ts', 'package-lock.json'];
const SHARED_GENERATOR = join(import.meta.dirname, 'project.ts');

export const cacheDir = (edition: Pick<Edition, 'dir'>) => join(edition.dir, '.cache');

export function appKey(edition: Pick<Edition, 'dir'>, app: FixtureApp): string {
  const hash = createHash('sha256').update(JSON.stringify(app));
  for (const file of GENERATOR_FILES) {
    const path = join(edition.dir, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  hash.update(readFileSync(SHARED_GENERATOR));
  return hash.digest('hex').slice(0, 16);
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
    edition.generate(app, app.router?.base ?? '/', projectDir);
    const dist = edition.build(projectDir);
    writeFileSync(distRecord(projectDir), JSON.stringify({ dist: relative(projectDir, dist) }));
    return { key, dist };
  });
}
