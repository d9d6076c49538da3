/**
 * The genuine editions' build cache is keyed by what a build contains: the project an edition generates for
 * an app and the edition's lock file. A generator change that leaves an app's project alone keeps its build.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FixtureApp } from '../contract/index.ts';
import { appKey } from '../targets/genuine/cache.ts';

const app: FixtureApp = { pages: [{ path: 'pages/index/index', text: 'Home' }] };

/** An edition folder with a lock file, whose generator writes `files` (path → content) for any app. */
function edition(files: Record<string, string>, lock = '{"lockfileVersion":3}') {
  const dir = mkdtempSync(join(tmpdir(), 'edition-'));
  writeFileSync(join(dir, 'package-lock.json'), lock);
  return {
    dir,
    generate: (_app: FixtureApp, _base: string, projectDir: string) => {
      for (const [path, content] of Object.entries(files)) {
        mkdirSync(join(projectDir, path, '..'), { recursive: true });
        writeFileSync(join(projectDir, path), content);
      }
    },
  };
}

describe('the build cache key [genuine editions]', () => {
  const project = { 'src/pages.json': '{"pages":[]}', 'src/pages/index/index.vue': '<template/>' };

  it('is the same for the same project, whatever generator wrote it', () => {
    expect(appKey(edition(project), app)).toBe(appKey(edition({ ...project }), app));
  });

  it('changes with any file of the project, its content or its path', () => {
    const key = appKey(edition(project), app);
    expect(appKey(edition({ ...project, 'src/pages.json': '{"pages":[1]}' }), app)).not.toBe(key);
    expect(appKey(edition({ ...project, 'src/main.js': '' }), app)).not.toBe(key);
    expect(appKey(edition({ 'src/pages.json': '{"pages":[]}', 'src/pages/other/index.vue': '<template/>' }), app)).not.toBe(key);
  });

  it('changes with the edition\'s lock file', () => {
    expect(appKey(edition(project, '{"lockfileVersion":2}'), app)).not.toBe(appKey(edition(project), app));
  });
});
