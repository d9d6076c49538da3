/**
 * The suite as a package (README, "Install it in your project"): `npm pack` gives a tarball that installs
 * into an empty project and judges that project's own adapter through `npx uni-conformance`, with the
 * configs, the reference and the fixtures found in node_modules/uni-conformance and the report written to
 * the project's ./reports. The adapter wraps the reference under a name of its own, through the package's
 * exports, so the report's target name shows whose adapter ran. A narrow filter covers both layers: a
 * component the unit layer mounts, and a browser test that hands a function to the page.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execHeld } from './exec.ts';
import type { ConformanceReport } from './report.ts';

const root = resolve(import.meta.dirname, '../..');
const clauses = ['comp.progress.percent-clamp', 'net.download-file.get'];

const adapter = `import { CONTRACT_VERSION, defineTarget } from 'uni-conformance/contract';
import reference from 'uni-conformance/targets/reference';

// This project's runtime, played by the reference.
export default defineTarget({ ...reference, name: 'my-adapter', version: '1.0.0', contractVersion: CONTRACT_VERSION });
`;

describe('the packed suite', { timeout: 600_000 }, () => {
  it('installs into an empty project and judges that project\'s adapter, writing the report there', async () => {
    const work = mkdtempSync(join(tmpdir(), 'uni-package-'));
    try {
      const pack = await execHeld('npm', ['pack', '--pack-destination', work, '--silent'], {}, root);
      expect(pack.code, pack.output).toBe(0);
      const tarball = join(work, pack.output.trim().split('\n').at(-1)!);

      const project = join(work, 'my-project');
      mkdirSync(project);
      writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'my-project', private: true, type: 'module' }, null, 2)}\n`);
      writeFileSync(join(project, 'my-adapter.ts'), adapter);
      // From the npm cache `npm ci` filled; the registry answers what it lacks.
      const install = await execHeld('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], {}, project);
      expect(install.code, install.output).toBe(0);

      const browser = await execHeld('npx', ['uni-conformance', '--setup-browser'], {}, project);
      expect(browser.code, browser.output).toBe(0);
      // A port of its own: the gate's run (4173) and the other self-tests may be serving theirs.
      const run = await execHeld('npx', ['uni-conformance', '--target', './my-adapter.ts', '--together', ...clauses.flatMap((id) => ['--clause', id])],
        { UNI_REFERENCE_PORT: '4193' }, project);
      expect(run.code, run.output).toBe(0);

      const report = JSON.parse(readFileSync(join(project, 'reports/conformance.json'), 'utf8')) as ConformanceReport;
      expect(report.target.name).toBe('my-adapter');
      expect(Object.fromEntries(report.clauses.map((c) => [c.id, c.status]))).toEqual(Object.fromEntries(clauses.map((id) => [id, 'pass'])));
      expect(new Set(report.clauses.flatMap((c) => c.tests.map((t) => t.layer)))).toEqual(new Set(['unit', 'browser']));
      expect(existsSync(join(project, 'node_modules/uni-conformance/reports')), 'reports written inside the package').toBe(false);
    } finally {
      rmSync(work, { recursive: true, force: true, maxRetries: 3 });
    }
  });
});
