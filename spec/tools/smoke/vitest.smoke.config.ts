import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { inlineInstalledSuite } from '../../harness/installed.ts';
import { servedFolders } from '../../harness/served-folders.ts';
import { UNIT_PAGE_URL } from '../../harness/unit-page.ts';

// The suite's unit setup (target, MSW, blank page) for the smoke file alone.
export default defineConfig({
  plugins: [react()],
  server: { fs: { allow: servedFolders() } },
  test: {
    include: ['spec/tools/smoke/smoke.unit.ts'],
    server: { deps: { inline: inlineInstalledSuite } },
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: UNIT_PAGE_URL, settings: { fetch: { disableSameOriginPolicy: true } } } },
    setupFiles: ['spec/harness/vitest.setup.ts'],
    reporters: ['verbose'],
  },
});
