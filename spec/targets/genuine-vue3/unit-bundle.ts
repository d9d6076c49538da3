/**
 * The unit face's build of a fixture app: the same generated project and the same production build
 * (`uni build`, NODE_ENV production), emitted as one classic script (no lazy chunks, not minified) that a
 * DOM without module loading can evaluate, and exposing the runtime's Vue and built-in components for
 * `mount` as `window.__uniUnit`. Cached next to the browser builds under `.cache/unit-<key>/`, under the
 * core's lock.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureApp } from '../../contract/index.ts';
import { appKey, cacheDir } from '../genuine/cache.ts';
import { withLock } from '../genuine/lock.ts';
import edition from './edition.ts';

export const UNIT_GLOBAL = '__uniUnit';

const VITE_CONFIG = `import { defineConfig } from 'vite';
import uni from '@dcloudio/vite-plugin-uni';

export default defineConfig({
  plugins: [uni()],
  build: {
    minify: false,
    reportCompressedSize: false,
    rollupOptions: {
      input: 'src/main.js',
      output: { format: 'iife', inlineDynamicImports: true, entryFileNames: 'unit.js' },
    },
  },
});
`;

const EXPOSE = `
import * as Vue from 'vue';
import * as components from '@dcloudio/uni-h5';
window.${UNIT_GLOBAL} = { Vue, components };
`;

/** This module's source: the key covers it too, so a change here rebuilds. */
const ownSource = readFileSync(fileURLToPath(import.meta.url));

function unitKey(app: FixtureApp): string {
  return createHash('sha256').update(appKey(edition, app)).update(ownSource).digest('hex').slice(0, 16);
}

/** Each bundle as read, by key: a launch and each test's component runtime evaluate it again. */
const read = new Map<string, string>();

/** The app's unit bundle (JavaScript source), built unless built. */
export function unitBundle(app: FixtureApp): string {
  const key = unitKey(app);
  const known = read.get(key);
  if (known !== undefined) return known;
  const projectDir = join(cacheDir(edition), `unit-${key}`);
  const bundle = join(projectDir, 'unit.js');
  if (!existsSync(bundle)) {
    mkdirSync(cacheDir(edition), { recursive: true });
    withLock(join(cacheDir(edition), '.lock'), () => {
      if (existsSync(bundle)) return;
      edition.ensureInstalled();
      rmSync(projectDir, { recursive: true, force: true });
      mkdirSync(projectDir, { recursive: true });
      edition.generate(app, app.router?.base ?? '/', projectDir);
      writeFileSync(join(projectDir, 'vite.config.js'), VITE_CONFIG);
      appendFileSync(join(projectDir, 'src/main.js'), EXPOSE);
      const built = join(edition.build(projectDir), 'unit.js');
      // Written last: its presence means the build finished.
      writeFileSync(bundle, readFileSync(built));
    });
  }
  const code = readFileSync(bundle, 'utf8');
  read.set(key, code);
  return code;
}
