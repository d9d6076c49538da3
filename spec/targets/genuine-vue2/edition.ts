/**
 * The Vue 2 edition of the genuine uni-app H5 runtime (the edition the seed describes): turns a fixture app
 * into a uni-app CLI project (DCloud's Vue 2 template, `../shared/research/genuine-runtime.md`) and builds
 * it with `vue-cli-service uni-build`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureApp, FixtureComponent, FixturePage, PageHook } from '../../contract/index.ts';
import type { Edition } from '../genuine/index.ts';
import { componentTemplate, manifestJson, pageHooks, pagesJson, windowKeys } from '../genuine/project.ts';

const dir = dirname(fileURLToPath(import.meta.url));

/** What a generated page or window shows: its text, then its components. */
interface View {
  text?: string;
  components?: FixtureComponent[];
  /** The page's code url (FixturePage.code). */
  code?: string;
  hooks?: PageHook[];
}

/**
 * A page or window as a single-file component. A window's content fills the window, so that the box
 * around its text is the window's box.
 */
function sfc(view: View, kind: 'page' | 'window' = 'page'): string {
  const all: FixtureComponent[] = [];
  const body = (view.components ?? []).map((item) => componentTemplate(item, all)).join('\n    ');
  const data = { text: view.text ?? '', c: all.map(({ props = {} }) => ({ props })) };
  const hooks = pageHooks(view.hooks);
  return `<template>
  <view class="fixture-${kind}"${hooks.rootAttributes}>
    <view class="fixture-text">{{ text }}</view>
    ${body}
  </view>
</template>

<script>
export default {
  data() { return ${JSON.stringify(data)}; },
  ${hooks.options}
  methods: {
    // Fixture events reach the test as non-bubbling CustomEvents on the component's element. The runtime
    // hands a built-in component's listeners the DOM events of its element too, so the relayed event
    // comes back here while it is dispatched: that echo is dropped.
    relay(event, i) {
      if (this.relaying) return;
      const el = this.$refs['c' + i].$el;
      const detail = event && event.detail !== undefined ? JSON.parse(JSON.stringify(event.detail)) : null;
      this.relaying = true;
      try {
        el.dispatchEvent(new CustomEvent(event && event.type, { detail }));
      } finally {
        this.relaying = false;
      }
    },
  },
};
</script>
${kind === 'window' ? '\n<style>\n.fixture-window, .fixture-window > .fixture-text { height: 100%; }\n</style>\n' : ''}`;
}

/** A page whose code loads from a url: the framework's own async-page options, with the url as its chunk. */
function lazyPageRegistration(page: FixturePage): string {
  const name = page.path.replace(/\//g, '-');
  return `Vue.component(${JSON.stringify(name)}, () => {
  const component = {
    component: import(/* webpackIgnore: true */ ${JSON.stringify(page.code)}).then((m) => ({
      render(h) { return h('view', { class: 'fixture-page' }, [h('view', { class: 'fixture-text' }, m.default)]); },
    })),
    delay: __uniConfig.async.delay,
    timeout: __uniConfig.async.timeout,
  };
  if (__uniConfig.async.loading) component.loading = { name: 'SystemAsyncLoading', render: (h) => h(__uniConfig.async.loading) };
  if (__uniConfig.async.error) component.error = { name: 'SystemAsyncError', render: (h) => h(__uniConfig.async.error) };
  return component;
});`;
}

function mainJs(app: FixtureApp): string {
  const lazy = app.pages.filter((page) => page.code).map(lazyPageRegistration);
  return `import Vue from 'vue';
import App from './App';

Vue.config.productionTip = false;
${lazy.join('\n')}
App.mpType = 'app';
const app = new Vue({ ...App });
app.$mount();
`;
}

const APP_VUE = `<script>
export default {};
</script>
`;

// DCloud's Vue 2 H5 template: without it the built page links no component CSS.
const INDEX_HTML = `<!DOCTYPE html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="X-UA-Compatible" content="IE=edge">
    <title><%= htmlWebpackPlugin.options.title %></title>
    <script>
      var coverSupport = 'CSS' in window && typeof CSS.supports === 'function' && (CSS.supports('top: env(a)') || CSS.supports('top: constant(a)'))
      document.write('<meta name="viewport" content="width=device-width, user-scalable=no, initial-scale=1.0, maximum-scale=1.0, minimum-scale=1.0' + (coverSupport ? ', viewport-fit=cover' : '') + '" />')
    </script>
    <link rel="stylesheet" href="<%= BASE_URL %>static/index.<%= VUE_APP_INDEX_CSS_HASH %>.css" />
  </head>
  <body>
    <noscript><strong>Please enable JavaScript to continue.</strong></noscript>
    <div id="app"></div>
  </body>
</html>
`;

// DCloud's Vue 2 CLI template (uni-preset-vue), H5 parts only.
const BABEL_CONFIG = `const webpack = require('webpack');
module.exports = {
  presets: [['@vue/app', { modules: webpack.version[0] > 4 ? 'auto' : 'commonjs', useBuiltIns: 'usage' }]],
  overrides: [{ test: '**/@dcloudio/uni-h5/dist/index.umd.min.js', compact: true }],
};
`;

const POSTCSS_CONFIG = `const path = require('path');
module.exports = {
  plugins: [
    require('postcss-import')({
      resolve(id) {
        if (id.startsWith('~@/')) return path.resolve(process.env.UNI_INPUT_DIR, id.substr(3));
        if (id.startsWith('@/')) return path.resolve(process.env.UNI_INPUT_DIR, id.substr(2));
        if (id.startsWith('/') && !id.startsWith('//')) return path.resolve(process.env.UNI_INPUT_DIR, id.substr(1));
        return id;
      },
    }),
    require('autoprefixer')({ remove: false }),
    require('@dcloudio/vue-cli-plugin-uni/packages/postcss'),
  ],
};
`;

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

const edition: Edition = {
  name: 'genuine-vue2',
  dir,
  ensureInstalled() {
    if (existsSync(join(dir, 'node_modules/.package-lock.json'))) return;
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  },
  generate(app, base, projectDir) {
    // The project's own package.json names the vue-cli plugins to load; node_modules is the edition's.
    // Without `type`, so that the CommonJS configs below stay CommonJS.
    const { type: _esm, ...pkg } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    write(join(projectDir, 'package.json'), JSON.stringify({ ...pkg, name: 'fixture' }, null, 2));
    symlinkSync(join(dir, 'node_modules'), join(projectDir, 'node_modules'), 'dir');
    write(join(projectDir, 'babel.config.js'), BABEL_CONFIG);
    write(join(projectDir, 'postcss.config.js'), POSTCSS_CONFIG);
    write(join(projectDir, 'public/index.html'), INDEX_HTML);
    write(join(projectDir, 'src/main.js'), mainJs(app));
    write(join(projectDir, 'src/App.vue'), APP_VUE);
    write(join(projectDir, 'src/pages.json'), JSON.stringify(pagesJson(app), null, 2));
    write(join(projectDir, 'src/manifest.json'), JSON.stringify(manifestJson(app, base), null, 2));
    for (const page of app.pages) write(join(projectDir, 'src', `${page.path}.vue`), sfc(page.code ? {} : page));
    for (const key of windowKeys) {
      const window = app[key];
      if (window) write(join(projectDir, 'src', `${window.path}.vue`), sfc(window, 'window'));
    }
  },
  build(projectDir) {
    execFileSync(process.execPath, [join(dir, 'node_modules/@vue/cli-service/bin/vue-cli-service.js'), 'uni-build'], {
      cwd: projectDir,
      env: { ...process.env, NODE_ENV: 'production', UNI_PLATFORM: 'h5', VUE_CLI_SERVICE_CONFIG_PATH: join(dir, 'build-cache.config.cjs') },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return join(projectDir, 'dist/build/h5');
  },
};

export default edition;
