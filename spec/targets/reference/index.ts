/** The reference implementation as a target: the default of every run. */
import { CAPABILITIES } from '../../catalogue/types.ts';
import { defineTarget } from '../../contract/index.ts';
import { toolCommandLine } from '../../harness/package-bin.ts';
import expectations from './expectations.json' with { type: 'json' };

const port = Number(process.env.UNI_REFERENCE_PORT ?? 4173);
// `npm run spec:mutate` builds the host once for its hundreds of runs: the reference reads nothing of the
// catalogue those runs alter, so every build would be the same.
const build = process.env.UNI_REFERENCE_BUILT === '1' ? '' : `${toolCommandLine('vite', 'vite', 'build', '--logLevel', 'error')} && `;

export default defineTarget({
  name: 'reference',
  version: '0.1.0',
  contractVersion: 2,
  capabilities: CAPABILITIES,
  expectations,
  // React's production build, as the reference ships and as the genuine targets run theirs: React picks its
  // build from NODE_ENV when first loaded, and the development build's checks and records of every element
  // made the unit layer's renders about a fifth slower. Its JSX is compiled to match (vitest.config.ts).
  unit: async () => {
    process.env.NODE_ENV = 'production';
    return (await import('./unit.ts')).unit;
  },
  // Every launch and mount builds its app afresh (nothing module-level that a launch could change survives it;
  // rich-text's sanitizer, fixed once made, is kept per window): proven by the stability run's shuffled file orders.
  isolateUnitFiles: false,
  // The location pages' tests drive a whole system page (library scripts, JSONP, debounce): over a second
  // each alone, past Vitest's 5 s when both layers share 2 busy cores.
  timeouts: { unit: 15_000 },
  browser: {
    webServer: {
      // A production build served by vite preview: one bundle per page load, as users get it.
      command: `${build}${toolCommandLine('vite', 'vite', 'preview', '--port', String(port))}`,
      url: `http://127.0.0.1:${port}`,
    },
  },
});
