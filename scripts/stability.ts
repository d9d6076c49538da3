/**
 * `npm run stability`: the flake gate. Runs every browser test repeatedly (10 times each by default) and
 * the Vitest suite several times with fresh fast-check seeds and its test files in a shuffled order
 * (a target whose files share a worker must not depend on their order), then reports every test that
 * ever disagreed with itself. Exits 1 when one did.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { exec } from '../spec/tools/exec.ts';
import { loadTarget, unitLayerEnv } from '../spec/harness/select-target.ts';
import { readPlaywright, readVitest, type TestResult } from '../spec/tools/results.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'reports/stability');
const browserRepeats = Number(process.env.STABILITY_BROWSER_REPEATS ?? 10);
const unitRuns = Number(process.env.STABILITY_UNIT_RUNS ?? 5);
// Property tests draw twice their default-gate counts here (UNI_PROPERTY_SCALE to choose).
const propertyScale = { UNI_PROPERTY_SCALE: process.env.UNI_PROPERTY_SCALE ?? '2' };
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const unitLayer = unitLayerEnv(await loadTarget());
const all: TestResult[] = [];
for (let i = 0; i < unitRuns; i++) {
  const dir = resolve(out, `unit-${i}`);
  const seed = String(Math.floor(Math.random() * 2 ** 31));
  console.log(`stability: Vitest suite, run ${i + 1} of ${unitRuns} (fresh fast-check seeds, files shuffled with --sequence.seed ${seed})`);
  await exec('npx', ['vitest', 'run', '--project', 'suite', '--sequence.shuffle.files', '--sequence.seed', seed], { ...unitLayer, ...propertyScale, UNI_REPORTS_DIR: dir, VITEST_REPORTERS: 'dot' }, true);
  all.push(...readVitest(resolve(dir, 'raw/vitest.json'), root));
}
console.log(`stability: browser tests, each repeated ${browserRepeats} times`);
const browserDir = resolve(out, 'browser');
await exec('npx', ['playwright', 'test', `--repeat-each=${browserRepeats}`], { ...propertyScale, UNI_REPORTS_DIR: browserDir, PW_PROGRESS: 'dot' });
all.push(...readPlaywright(resolve(browserDir, 'raw/playwright.json'), root));

const byTest = new Map<string, TestResult[]>();
for (const r of all) byTest.set(`${r.file} › ${r.title}`, [...(byTest.get(`${r.file} › ${r.title}`) ?? []), r]);
const flaky = [...byTest].filter(([, rs]) => new Set(rs.map((r) => r.status)).size > 1);
const alwaysFailing = [...byTest].filter(([, rs]) => rs.every((r) => r.status === 'failed'));

console.log(`\nstability: ${byTest.size} tests, ${all.length} runs`);
for (const [name, rs] of flaky) {
  const failed = rs.filter((r) => r.status === 'failed');
  console.log(`FLAKY ${name}: ${failed.length} of ${rs.length} runs failed\n  ${failed[0]?.error ?? ''}`);
}
for (const [name] of alwaysFailing) console.log(`FAILING ${name}`);
console.log(flaky.length ? `stability: ${flaky.length} tests disagreed with themselves` : 'stability: no test disagreed with itself');
process.exitCode = flaky.length || alwaysFailing.length ? 1 : 0;
