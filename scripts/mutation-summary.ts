/**
 * `npm run mutation:summary`: one score over the Stryker reports under reports/ (a whole run, or the narrowed
 * runs of each area): a mutant counts as killed when any report whose copy of its file is the current source
 * killed it, since each narrowed run used only part of the suite. Prints, per folder of the reference and in
 * all, Stryker's score, then the score with the survivors stryker.equivalents.md judges taken out: those killed
 * by the browser layer count as killed, equivalent ones leave the count, and then also the ones no clause pins
 * or only a real browser would show.
 * Rows are matched by file and line, so a row only counts while its line does. `-- --gaps` lists the
 * survivors no row judges.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Mutant { mutatorName: string; replacement?: string; status: string; location: { start: { line: number; column: number } } }
interface Report { files: Record<string, { source: string; mutants: Mutant[] }> }

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = readdirSync(join(root, 'reports'))
  .filter((dir) => dir.startsWith('mutation'))
  .map((dir) => join(root, 'reports', dir, 'mutation.json'))
  .filter(existsSync)
  .map((file) => JSON.parse(readFileSync(file, 'utf8')) as Report);

const counted = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const killed = new Set(['Killed', 'Timeout']);
/** Each file's source today, read once however many reports name it. */
const sources = new Map<string, string | undefined>();
const currentSource = (file: string) => {
  if (!sources.has(file)) sources.set(file, existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);
  return sources.get(file);
};
/** Files some report saw in another version: measured only if another report saw the current one. */
const stale = new Set<string>();
/** Per current file, each mutant's best status across the reports that saw this exact source. */
const outcomes = new Map<string, Map<string, { line: number; killed: boolean; what: string }>>();
for (const report of reports) {
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    if (currentSource(file) !== source) {
      stale.add(file);
      continue;
    }
    const byMutant = outcomes.get(file) ?? new Map();
    outcomes.set(file, byMutant);
    for (const m of mutants.filter((m) => counted.has(m.status))) {
      const key = `${m.location.start.line}:${m.location.start.column}:${m.mutatorName}:${m.replacement ?? ''}`;
      const before = byMutant.get(key);
      const what = `${m.mutatorName} → ${JSON.stringify(m.replacement ?? '').slice(0, 60)}`;
      byMutant.set(key, { line: m.location.start.line, killed: (before?.killed ?? false) || killed.has(m.status), what });
    }
  }
}

type Judgement = 'browser' | 'equivalent' | 'unpinned';
/** What each row of stryker.equivalents.md says of the lines it names: `file.ts:47`, `:43, 44:52`, `:24-30`, `:47 (×3)`. */
const judged = new Map<string, Map<number, Judgement>>();
let section = '';
for (const row of readFileSync(join(root, 'stryker.equivalents.md'), 'utf8').split('\n')) {
  if (row.startsWith('## ')) section = row;
  const judgement: Judgement = section.includes('browser layer') ? 'browser'
    : /not pinned|unpinned|outside the catalogue|in happy-dom/i.test(row) ? 'unpinned' : 'equivalent';
  // Only the first cell names lines; a later code span `:101:24` in it continues the file named before it.
  let file: string | undefined;
  for (const cell of row.split('|')[1]?.match(/`[^`]+`/g) ?? []) {
    const [, named, spec] = cell.match(/^`(src\/reference\/[^`:]+\.tsx?)?:?([^`]*)`$/) ?? [];
    file = named ?? file;
    if (!file) continue;
    const lines = judged.get(file) ?? new Map<number, Judgement>();
    judged.set(file, lines);
    for (const part of spec!.split(/,\s*|\s+\(/)) {
      const range = part.match(/^:?(\d+)(?::\d+)?(?:\s*[-–]\s*(\d+))?/);
      if (!range) continue;
      for (let n = Number(range[1]); n <= Number(range[2] ?? range[1]); n++) if (!lines.has(n) || judgement !== 'unpinned') lines.set(n, judgement);
    }
  }
}

type Tally = { total: number; killed: number; equivalent: number; unpinned: number };
const none = (): Tally => ({ total: 0, killed: 0, equivalent: 0, unpinned: 0 });
const areas = new Map<string, Tally>();
const add = (area: string, t: Tally) => {
  const sum = areas.get(area) ?? none();
  for (const key of Object.keys(t) as (keyof Tally)[]) sum[key] += t[key];
  areas.set(area, sum);
};
let browser = 0;
const gaps: string[] = [];
for (const [file, byMutant] of outcomes) {
  const tally = none();
  for (const { line, killed: k, what } of byMutant.values()) {
    tally.total++;
    const judgement = k ? undefined : judged.get(file)?.get(line);
    if (judgement === 'browser') browser++;
    if (k || judgement === 'browser') tally.killed++;
    else if (judgement) tally[judgement]++;
    else gaps.push(`${file}:${line} ${what}`);
  }
  add(file.split('/').slice(2, -1).join('/') || file, tally);
  add('all', tally);
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-').padStart(7);
console.log(`${'folder'.padEnd(24)} mutants  killed  w/o equivalent  w/o unpinned too  gaps`);
for (const [area, t] of [...areas].sort(([a], [b]) => (a === 'all' ? 1 : b === 'all' ? -1 : a.localeCompare(b)))) {
  const unjudged = t.total - t.killed - t.equivalent - t.unpinned;
  console.log(`${area.padEnd(24)} ${String(t.total).padStart(7)} ${pct(t.killed, t.total)} ${pct(t.killed, t.total - t.equivalent).padStart(15)} ${pct(t.killed, t.total - t.equivalent - t.unpinned).padStart(17)} ${String(unjudged).padStart(5)}`);
}
console.log(`(${reports.length} reports; ${browser} survivors killed by the browser layer counted as killed)`);
const unmeasured = [...stale].filter((file) => !outcomes.has(file));
if (unmeasured.length) console.log(`not measured (changed since their last report): ${unmeasured.join(', ')}`);
if (process.argv.includes('--gaps')) console.log(gaps.sort().join('\n'));
