import { defineConfig } from 'vitest/config';

// Runs the probes with the suite's own setup (MSW and the escaped-request check).
export default defineConfig({
  test: {
    include: ['spec/tools/probes/*.probe.ts'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000', settings: { fetch: { disableSameOriginPolicy: true } } } },
    setupFiles: ['spec/harness/vitest.setup.ts'],
    reporters: [['json', { outputFile: `${process.env.UNI_REPORTS_DIR}/raw/vitest.json` }]],
  },
});
