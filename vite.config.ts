import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';

/**
 * Serves the built host's page and scripts as a static file server does: each file read and gzipped once,
 * then answered from memory (vite preview compresses every response anew, which on a busy machine costs
 * the first render more than the script itself). The scripts' names carry their content's hash, so a browser
 * may keep them without asking again, as a static host serves them: the browser layer's tab loads an app per
 * test, and each load revalidating every script cost it about a fifth more CPU (2026-11-28: 40 loads of the
 * basic app 0.63 against 0.51 CPU-seconds each). The page itself is asked for every time.
 */
function servedOnce(): Plugin {
  const files = new Map<string, { type: string; body: Buffer; gzip: Buffer }>();
  return {
    name: 'reference-served-once',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://host').pathname;
        const name = path === '/' ? 'index.html' : path.slice(1);
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^(index\.html|assets\/[\w-]+\.js)$/.test(name)) return next();
        let file = files.get(name);
        if (!file) {
          let body: Buffer;
          try { body = readFileSync(resolve(outDir, name)); } catch { return next(); }
          file = { type: name.endsWith('.js') ? 'text/javascript' : 'text/html', body, gzip: gzipSync(body, { level: 9 }) };
          files.set(name, file);
        }
        const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const body = gzip ? file.gzip : file.body;
        res.writeHead(200, {
          'content-type': file.type,
          'content-length': body.length,
          'cache-control': name === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
          vary: 'Accept-Encoding',
          ...(gzip ? { 'content-encoding': 'gzip' } : {}),
        });
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

/**
 * Puts the host's first paint (src/reference/host/first-paint.ts) into its page as a classic script, bundled on
 * its own: it runs as the page is parsed, so the first page's navigation bar is painted while the framework's
 * script is still loading (2026-11-28: first contentful paint of the basic app 148 → 56 ms, medians of 20
 * loads each, interleaved).
 */
function inlineFirstPaint(): Plugin {
  return {
    name: 'reference-first-paint',
    async transformIndexHtml(html) {
      const { output } = await build({
        input: resolve(import.meta.dirname, 'src/reference/host/first-paint.ts'),
        write: false,
        logLevel: 'silent',
        output: { format: 'iife', minify: true },
      });
      return html.replace('<!-- first paint -->', `<script>${output[0].code}</script>`);
    },
  };
}

// Serves and builds the reference implementation's browser host (the app shell the browser tests open).
export default defineConfig({
  root: 'src/reference/host',
  plugins: [react(), servedOnce(), inlineFirstPaint()],
  build: {
    // One output folder per port, so runs serving on different ports never build over each other; a mutation
    // run's build of its sandbox names its own (UNI_REFERENCE_DIST), served on whichever port is free.
    outDir: process.env.UNI_REFERENCE_DIST ?? `../../../node_modules/.cache/reference-dist-${process.env.UNI_REFERENCE_PORT ?? 4173}`,
    emptyOutDir: true,
    // Chunks loaded on demand are plain import()s, their own imports fetched by the browser: Vite's preload
    // helper would add a <link rel=modulepreload> per dependency from the first render's imports, on the
    // main thread before the first paint (measured: the entry's evaluation about 30 ms longer on this machine).
    modulePreload: false,
    // V8's explicit compile hint: every function of a chunk is compiled with the chunk and kept in the browser's
    // code cache, rather than compiled when first called. A navigation runs code the first page did not, and
    // compiled it in the middle of its frame (2026-12-02, the basic app's navigateTo → painted, medians of 30
    // interleaved runs in the headless shell: 13.5 against 11.7 ms; about 50 lazy compilations a navigation
    // against 8; first contentful paint 52 against 56 ms).
    rolldownOptions: { output: { postBanner: '//# allFunctionsCalledOnLoad' } },
  },
  // No live reload unless asked for: a reload in the middle of a browser test (the clock paused) wipes it.
  server: { host: '127.0.0.1', strictPort: true, hmr: process.env.UNI_HMR === '1' },
  preview: { host: '127.0.0.1', strictPort: true },
});
