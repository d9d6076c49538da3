/**
 * `npm run explore`: differential exploration. Finds where two implementations disagree before anyone
 * writes the test: generated sequences of navigation operations, API calls, taps and component pages run
 * on both targets' browser faces in lock-step, and after each step what a user sees on each is compared
 * (explore/lockstep.ts). A divergence is shrunk to a minimal sequence and reported in reports/explore/.
 *
 *   npm run explore -- --target A [--against B] [--budget 10m] [--seed N] [--out DIR]
 *   npm run explore -- --target A [--against B] --replay SEED/ROUND/PATH
 *
 * B defaults to the reference. --budget (s, m or h; default 2m) bounds the exploring: no run starts after
 * it, and a shrink under way may go on for half the budget more (30 s at least). Exits 1 when a divergence
 * is new (touches no clause the targets' expectations name) or a target could not be driven.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { ConformanceTarget } from '../contract/index.ts';
import { loadTarget } from '../harness/select-target.ts';
import { COMPONENT_PAGES, exploredApp } from './explore/app.ts';
import { Driver } from './explore/driver.ts';
import { renderExploreHtml, reportDivergence, type ExploreReport } from './explore/report.ts';
import { explore, parseToken, replay, type Finding } from './explore/search.ts';
import { startWebServer } from './web-server.ts';

const root = resolve(import.meta.dirname, '../..');
/** A shrink under way when the budget ends may take half the budget more, and at least this. */
const MIN_SHRINK_MS = 30_000;
const { values: args } = parseArgs({
  options: {
    target: { type: 'string' },
    against: { type: 'string', default: 'reference' },
    budget: { type: 'string', default: '2m' },
    seed: { type: 'string' },
    replay: { type: 'string' },
    out: { type: 'string' },
  },
});

function parseBudget(text: string): number {
  const [, amount, unit] = /^(\d+(?:\.\d+)?)(s|m|h)?$/.exec(text) ?? [];
  if (!amount) throw new Error(`--budget takes a duration such as 90s, 10m or 1h, not ${text}`);
  return Number(amount) * { s: 1_000, m: 60_000, h: 3_600_000 }[(unit ?? 's') as 's' | 'm' | 'h'];
}

if (!args.target) throw new Error('usage: npm run explore -- --target A [--against B] [--budget 10m] [--seed N] [--replay SEED/ROUND/PATH]');
const names: [string, string] = [args.target, args.against!];
const targets = await Promise.all(names.map((name) => loadTarget(name))) as [ConformanceTarget, ConformanceTarget];
const token = args.replay ? parseToken(args.replay) : undefined;
const seed = token?.seed ?? (args.seed ? Number(args.seed) : Math.floor(Math.random() * 2 ** 30));
if (!Number.isSafeInteger(seed)) throw new Error(`--seed takes an integer, not ${args.seed}`);
const budgetMs = parseBudget(args.budget!);
const out = resolve(args.out ?? resolve(root, 'reports/explore'));
const app = exploredApp(seed);
const replayCommand = (t: string) => `npm run explore -- --target ${names[0]} --against ${names[1]} --replay ${t}`;

console.log(`explore: ${names[0]} against ${names[1]} · seed ${seed}${token ? ` · replaying ${args.replay}` : ` · budget ${budgetMs / 1000} s`}`);
const started = Date.now();
// Targets that share a server (a faulty target wraps the reference) start it once.
const servers = [...new Map(targets.map((t) => [`${t.browser.webServer.command}@${t.browser.webServer.url}`, t])).values()];
const running: { stop(): Promise<void> }[] = [];
const drivers: Driver[] = [];
let findings: Finding[] = [];
let runs = 0;
try {
  for (const t of servers) running.push(await startWebServer(t));
  drivers.push(...await Promise.all(targets.map((t) => Driver.launch(t))));
  const pair = drivers as [Driver, Driver];
  const log = (line: string) => console.log(`explore: ${line}`);
  if (token) {
    const found = await replay({ drivers: pair, app, seed, log }, token.round, token.path);
    findings = found ? [found] : [];
    runs = 1;
  } else {
    // The first opening builds the app where a target builds on demand (minutes): not part of the budget;
    // the first run takes the app as opened.
    log('opening the explored app on both targets');
    await Promise.all(pair.map((d) => d.open(app)));
    const from = Date.now();
    ({ findings, runs } = await explore({ drivers: pair, app, seed, until: from + budgetMs, shrinkUntil: from + budgetMs + Math.max(budgetMs / 2, MIN_SHRINK_MS), log }));
  }
} finally {
  await Promise.all(drivers.map((d) => d.close()));
  await Promise.all(running.map((server) => server.stop()));
}

const report: ExploreReport = {
  format: 'uni-explore-report/1',
  generatedAt: new Date().toISOString(),
  target: { name: targets[0].name, version: targets[0].version },
  against: { name: targets[1].name, version: targets[1].version },
  seed,
  ...(token ? { replayed: args.replay! } : { budgetMs }),
  durationMs: Date.now() - started,
  runs,
  componentPages: app.pages.slice(-COMPONENT_PAGES.length).map((p) => ({ path: p.path, component: p.components![0]!.name, props: p.components![0]!.props })),
  divergences: findings.map((f) => reportDivergence(f, targets, replayCommand(f.token))),
};
mkdirSync(out, { recursive: true });
const base = resolve(out, `${names[0]}-vs-${names[1]}${token ? '-replay' : ''}`.replace(/[^\w.-]+/g, '_'));
writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(`${base}.html`, renderExploreHtml(report));

console.log(`\nexplore: ${runs} runs in ${(report.durationMs / 1000).toFixed(1)} s, ${report.divergences.length} divergence(s)`);
for (const d of report.divergences) {
  console.log(`\n  [${d.status}] ${d.signature}`);
  d.sequence.forEach((s, i) => console.log(`    ${i + 1}. ${s}${d.step === i + 1 ? '   ← differ here' : ''}`));
  if (d.step === 0) console.log('    (they differ as soon as the app is open)');
  console.log(`    clauses: ${d.clauses.map((c) => `${c.id}${c.expected.length ? ` (expected on ${c.expected.map((e) => e.target).join(', ')})` : ''}`).join(', ') || 'none: a catalogue candidate'}`);
  console.log(`    replay: ${d.replay}`);
}
const rel = (p: string) => relative(process.cwd(), p) || '.';
console.log(`\nexplore: seed ${seed} · reports: ${rel(`${base}.json`)} · ${rel(`${base}.html`)}`);
process.exitCode = report.divergences.some((d) => d.status === 'new' || d.status === 'error') ? 1 : 0;
