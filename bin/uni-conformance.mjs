#!/usr/bin/env node
// `npx uni-conformance`: the conformance runner (spec/tools/conformance.ts) of an installed suite, compiled by
// the package's own tsx in this process, so a Ctrl-C reaches the runner directly. Paths given (--target,
// --out) are read from the folder the command runs in, where the reports go too (./reports by default).
//   npx uni-conformance --target ./my-adapter.ts [--area AREA] [--clause ID] [--smoke] [--out DIR] …
//   npx uni-conformance --setup-browser     a Chromium for the browser layer (scripts/ensure-browser.mjs)
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { register } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args.includes('--setup-browser')) {
  // From the package's root, where `npx playwright` finds the package's own Playwright.
  process.exitCode = spawnSync(process.execPath, [resolve(root, 'scripts/ensure-browser.mjs')], { cwd: root, stdio: 'inherit' }).status ?? 1;
} else if (args.includes('--help') || args.includes('-h')) {
  console.log(`usage: npx uni-conformance --target ./my-adapter.ts [--area AREA]… [--section N]… [--clause ID]…
                        [--layer unit|browser] [--together] [--strict] [--out DIR] [--shard I/N]
       npx uni-conformance --smoke --target ./my-adapter.ts
       npx uni-conformance --merge SHARD_DIR… [--out DIR]
       npx uni-conformance --setup-browser
The adapter's default export is a ConformanceTarget (import type { ConformanceTarget } from 'uni-conformance/contract').
Reports are written to ./reports (or --out). README: ${resolve(root, 'README.md')}`);
} else {
  register({ tsconfig: resolve(root, 'tsconfig.json') });
  await import('../spec/tools/conformance.ts');
}
