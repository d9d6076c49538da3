import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Serves and builds the reference implementation's browser host (the app shell the browser tests open).
export default defineConfig({
  root: 'src/reference/host',
  plugins: [react()],
  // One output folder per port, so runs serving on different ports never build over each other.
  build: { outDir: `../../../node_modules/.cache/reference-dist-${process.env.UNI_REFERENCE_PORT ?? 4173}`, emptyOutDir: true },
  // No live reload unless asked for: a reload in the middle of a browser test (the clock paused) wipes it.
  server: { host: '127.0.0.1', strictPort: true, hmr: process.env.UNI_HMR === '1' },
  preview: { host: '127.0.0.1', strictPort: true },
});
