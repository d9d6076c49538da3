/**
 * The Vue 3 edition of the genuine uni-app H5 runtime: turns a fixture app into a uni-app CLI project
 * (DCloud's Vite template, `../shared/research/genuine-runtime.md`) and makes a production build of it
 * with `uni build`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELAY_ATTRIBUTE, type FixtureApp, type FixtureComponent, type FixturePage, type FixtureWindow, type PageHook } from '../../contract/index.ts';
import type { Edition } from '../genuine/index.ts';
import { componentTemplate, manifestJson, pageHooks, pagesJson, windowKeys } from '../genuine/project.ts';

const dir = dirname(fileURLToPath(import.meta.url));

/** What a generated page shows: its text, then its components. */
interface View {
  text?: string;
  components?: FixtureComponent[];
  hooks?: PageHook[];
}

/** A page as a single-file component; `imports` are the script's import lines. */
function sfc(view: View, textExpression = JSON.stringify(view.text ?? ''), imports = ''): string {
  const all: FixtureComponent[] = [];
  const body = (view.components ?? []).map((item) => componentTemplate(item, all)).join('\n    ');
  const c = JSON.stringify(all.map(({ name, props = {} }) => ({ name, props })));
  const hooks = pageHooks(view.hooks);
  return `<template>
  <view class="fixture-page"${hooks.rootAttributes}>
    <view class="fixture-text">{{ text }}</view>
    ${body}
  </view>
</template>

<script>
${imports}
let relaying = false;

export default {
  data() { return { text: ${textExpression}, c: ${c} }; },
  ${hooks.options}
  methods: {
    // Fixture events reach the test as non-bubbling CustomEvents on the component's element. A component
    // that declares no emits also hears its listener natively on that element: it must not relay its own relay.
    relay(event, i) {
      if (relaying) return;
      const el = this.relayElement(i);
      relaying = true;
      try {
        el.dispatchEvent(new CustomEvent(event && event.type, { detail: JSON.parse(JSON.stringify(event && event.detail === undefined ? null : event.detail)) }));
      } finally {
        relaying = false;
      }
    },
    // A component whose root is a fragment (the ad) has no element of its own as \$el, which is then the
    // fragment's start, and Vue passes it no attributes: its first element carries the relay attribute.
    relayElement(i) {
      const ref = this.$refs['c' + i];
      let el = ref.$el ?? ref;
      while (el && el.nodeType !== 1) el = el.nextSibling;
      return el;
    },
  },
  mounted() {
    this.c.forEach((item, i) => {
      const el = this.relayElement(i);
      if (el && !el.hasAttribute('${RELAY_ATTRIBUTE}')) el.setAttribute('${RELAY_ATTRIBUTE}', item.name);
    });
  },
};
</script>
`;
}

/**
 * A page whose code loads from a url: its chunk imports that url (kept external), so when the url fails
 * the chunk fails and the runtime's own async-page handling takes over.
 */
const lazyPage = (page: FixturePage) => sfc({}, 'pageText', `import pageText from ${JSON.stringify(page.code)};`);

/** A page shows its route when it has no text, as the reference's pages do. */
const page = (p: FixturePage) => (p.code ? lazyPage(p) : sfc({ text: p.text ?? p.path, components: p.components, hooks: p.hooks }));

/** A window shows its text on a view filling it, so that the text's box is the window's. */
const windowSfc = (window: FixtureWindow) => `<template>
  <view class="fixture-window" style="height: 100%">{{ text }}</view>
</template>

<script>
export default {
  data() { return { text: ${JSON.stringify(window.text ?? '')} }; },
};
</script>
`;

/** Kept external, so that the built chunk imports them from the page's own origin at run time. */
function viteConfig(app: FixtureApp): string {
  const external = app.pages.flatMap((page) => (page.code ? [page.code] : []));
  return `import { defineConfig } from 'vite';
import uni from '@dcloudio/vite-plugin-uni';

export default defineConfig({
  plugins: [uni()],
  // The size report gzips every chunk: time the suite need not spend.
  build: { reportCompressedSize: false, rollupOptions: { external: ${JSON.stringify(external)} } },
});
`;
}

const MAIN_JS = `import { createSSRApp } from 'vue';
import App from './App.vue';

export function createApp() {
  const app = createSSRApp(App);
  return { app };
}
`;

const APP_VUE = `<script>
export default {};
</script>
`;

// DCloud's Vue 3 Vite template (uni-preset-vue#vite).
const INDEX_HTML = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>
      var coverSupport = 'CSS' in window && typeof CSS.supports === 'function' && (CSS.supports('top: env(a)') || CSS.supports('top: constant(a)'))
      document.write('<meta name="viewport" content="width=device-width, user-scalable=no, initial-scale=1.0, maximum-scale=1.0, minimum-scale=1.0' + (coverSupport ? ', viewport-fit=cover' : '') + '" />')
    </script>
    <title></title>
    <!--preload-links-->
    <!--app-context-->
  </head>
  <body>
    <div id="app"><!--app-html--></div>
    <script type="module" src="/src/main.js"></script>
  </body>
</html>
`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const edition: Edition = {
  name: 'genuine-vue3',
  dir,
  ensureInstalled() {
    if (existsSync(join(dir, 'node_modules/.package-lock.json'))) return;
    // npm install, not npm ci: the lock file may lack another platform's optional rollup packages.
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  },
  generate(app, base, projectDir) {
    // The project's own package.json names the uni-app platform plugins to load; node_modules is the edition's.
    // Not an ES module package, as in DCloud's template: Vite then bundles vite.config.js with CommonJS interop.
    const { dependencies, devDependencies } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, object>;
    write(join(projectDir, 'package.json'), JSON.stringify({ name: 'fixture', private: true, dependencies, devDependencies }, null, 2));
    symlinkSync(join(dir, 'node_modules'), join(projectDir, 'node_modules'), 'dir');
    write(join(projectDir, 'index.html'), INDEX_HTML);
    write(join(projectDir, 'vite.config.js'), viteConfig(app));
    write(join(projectDir, 'src/main.js'), MAIN_JS);
    write(join(projectDir, 'src/App.vue'), APP_VUE);
    write(join(projectDir, 'src/pages.json'), JSON.stringify(pagesJson(app), null, 2));
    write(join(projectDir, 'src/manifest.json'), JSON.stringify(manifestJson(app, base, {
      // The suite calls uni[name] dynamically: without this the build keeps only the APIs the source names.
      optimization: { treeShaking: { enable: false } },
    }), null, 2));
    for (const p of app.pages) write(join(projectDir, 'src', `${p.path}.vue`), page(p));
    for (const key of windowKeys) {
      const window = app[key];
      if (window) write(join(projectDir, 'src', `${window.path}.vue`), windowSfc(window));
    }
  },
  build(projectDir) {
    execFileSync(process.execPath, [join(dir, 'node_modules/@dcloudio/vite-plugin-uni/bin/uni.js'), 'build'], {
      cwd: projectDir,
      env: { ...process.env, NODE_ENV: 'production', UNI_PLATFORM: 'h5' },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return join(projectDir, 'dist/build/h5');
  },
};

export default edition;
