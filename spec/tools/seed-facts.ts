/**
 * The seed against the catalogue, fact by fact, both ways (`spec/catalogue/seed-facts.ts`,
 * `spec/catalogue/value-sources.ts`):
 *  1. seed → table: the seed text's candidate facts (each quoted string, each number, each code-like word,
 *     each item of a comma list, each sentence) must be covered by a row or by a `notFacts` entry;
 *  2. table → catalogue: each row's fact equals the value at its clause's path (quoted strings exactly,
 *     numbers in the clause's unit, lists item by item);
 *  3. catalogue → table: every value a clause pins (its `values`, walked to the leaves) is the value of a
 *     row or has a source.
 * Parts 2 and 3 need no seed; part 1 reads it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Clause } from '../catalogue/types.ts';
import type { FactRow, NotFact, SeedUnit } from '../catalogue/seed-facts.ts';
import type { ValueSource } from '../catalogue/value-sources.ts';

export interface SeedFactsInput {
  /** The seed's text, or null when the file is absent (part 1 is then skipped). */
  seed: string | null;
  catalogue: readonly Clause[];
  rows: readonly FactRow[];
  notFacts: readonly NotFact[];
  sources: readonly ValueSource[];
  /** uniapp-facts.md, when present: each genuine source's `§x.y` must be one of its headings. */
  research?: string | null;
}

export interface Candidate {
  section: number;
  kind: 'quote' | 'number' | 'code' | 'item' | 'sentence';
  text: string;
  start: number;
  end: number;
  unit?: string;
}

export interface SeedFactsReport {
  errors: string[];
  /** Rows per seed section. */
  rowsBySection: Map<number, number>;
  candidates: Candidate[];
  /** Leaf values of the catalogue, and how many are a row's value, how many have a source. */
  leaves: number;
  leavesFromRows: number;
  leavesFromSources: number;
}

// ── paths ──

export function parsePath(path: string): string[] {
  const segments: string[] = [];
  const re = /\['([^']+)'\]|([^.[\]]+)/g;
  for (const m of path.matchAll(re)) segments.push(m[1] ?? m[2]!);
  return segments;
}

export function formatPath(segments: readonly string[]): string {
  return segments.map((s, i) => (/^(?:[A-Za-z_$][\w$]*|\d+)$/.test(s) ? `${i ? '.' : ''}${s}` : `['${s}']`)).join('');
}

const MISSING = Symbol('missing');
function valueAt(clause: Clause, path: string): unknown {
  if (path === '@id') return clause.id.split('.').pop();
  let v: unknown = clause.values;
  for (const s of parsePath(path)) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, s)) return MISSING;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

/**
 * Every leaf of a clause's values: strings, numbers, booleans, null, and empty arrays or objects beneath
 * them. A clause whose values are empty pins nothing (its fact is its statement).
 */
export function leavesOf(values: unknown, prefix: string[] = []): { path: string[]; value: unknown }[] {
  if (values !== null && typeof values === 'object') {
    const entries = Object.entries(values);
    if (entries.length) return entries.flatMap(([k, v]) => leavesOf(v, [...prefix, k]));
    if (!prefix.length) return [];
  }
  return [{ path: prefix, value: values }];
}

const isPrefix = (a: readonly string[], b: readonly string[]) => a.length <= b.length && a.every((s, i) => s === b[i]);

// ── units ──

const FACTOR: Record<string, number> = {
  'ms>ms': 1, 's>ms': 1000, 'seconds>ms': 1000, 'minutes>ms': 60_000, 'm>m': 1, 'px>px': 1,
  // A bare number of the seed read in the clause's unit (the seed names none): px for sizes.
  '>px': 1, '>': 1,
};

export function expectedNumber(row: Extract<FactRow, { kind: 'number' }>): number | string {
  const key = `${row.unit ?? ''}>${row.in ?? row.unit ?? ''}`;
  const factor = FACTOR[key];
  if (factor === undefined) return `no conversion from ${row.unit ?? 'a bare number'} to ${row.in}`;
  return Number(row.seed) * factor;
}

// ── the seed's text ──

export interface SeedSection { section: number; start: number; end: number }

export function sectionsOf(seed: string): SeedSection[] {
  const heads = [...seed.matchAll(/^## (\d)\./gm)].map((m) => ({ section: Number(m[1]), start: m.index }));
  const out: SeedSection[] = [{ section: 0, start: 0, end: heads[0]?.start ?? seed.length }];
  heads.forEach((h, i) => out.push({ section: h.section, start: h.start, end: heads[i + 1]?.start ?? seed.length }));
  return out;
}

const WORD = /[A-Za-z0-9_]/;
const QUOTES = new Set(['\'', '"']);
type Mode = 'text' | 'word' | 'number' | 'quote';

/** Offsets of `needle` in seed[from, to), honouring word edges (word, number) or the seed's quote marks (quote). */
function occurrences(seed: string, needle: string, from: number, to: number, mode: Mode): number[] {
  const out: number[] = [];
  for (let i = seed.indexOf(needle, from); i >= 0 && i + needle.length <= to; i = seed.indexOf(needle, i + 1)) {
    const before = seed[i - 1] ?? '';
    const after = seed[i + needle.length] ?? '';
    if (mode === 'quote' && !(QUOTES.has(before) && after === before)) continue;
    if (mode === 'word' && ((WORD.test(needle[0]!) && WORD.test(before)) || (WORD.test(needle.at(-1)!) && WORD.test(after)))) continue;
    if (mode === 'number' && (/[\w.#]/.test(before) || WORD.test(after) || /^\.\d/.test(seed.slice(i + needle.length, i + needle.length + 2)))) continue;
    out.push(i);
  }
  return out;
}

export function candidatesOf(seed: string): Candidate[] {
  const out: Candidate[] = [];
  for (const sec of sectionsOf(seed)) {
    const text = seed.slice(sec.start, sec.end);
    const add = (kind: Candidate['kind'], t: string, at: number, unit?: string) =>
      out.push({ section: sec.section, kind, text: t, start: sec.start + at, end: sec.start + at + t.length, ...(unit ? { unit } : {}) });
    const quoted: [number, number][] = [];
    for (const m of text.matchAll(/(?<!\w)(['"])([^\n]+?)\1(?!\w)/g)) {
      add('quote', m[2]!, m.index + 1);
      quoted.push([m.index, m.index + m[0].length]);
    }
    const inQuote = (i: number) => quoted.some(([a, b]) => i >= a && i < b);
    // Quoted text blanked out (same length) so numbers, words and commas inside quotes are the quote's.
    const bare = [...text].map((ch, i) => (inQuote(i) ? ' ' : ch)).join('');
    for (const m of bare.matchAll(/(?<![\w.#])(\d+(?:\.\d+)?)(?!\w|\.\d)(?: ?(ms|s|seconds|minutes|m|px)(?!\w))?/g)) {
      add('number', m[1]!, m.index, m[2]);
    }
    const code = /#[0-9a-fA-F]{3,8}\b|(?<![\w/])\/[a-z][\w-]*|\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+[A-Z]\w*\b|\{\w+\}/g;
    for (const m of bare.matchAll(code)) add('code', m[0], m.index);
    // Comma lists: within each clause of a line (split at . ; : ( ) |), segments between ", ", the last one
    // also split at " and " / " or ".
    for (const line of bare.matchAll(/[^\n]+/g)) {
      if (/^#/.test(line[0])) continue;
      for (const chunk of line[0].matchAll(/[^.;:()|]+/g)) {
        if (!chunk[0].includes(', ')) continue;
        const segments = [...chunk[0].matchAll(/[^,]+/g)];
        segments.forEach((seg, i) => {
          const lead = seg[0].match(/^\s*(?:(?:and|or)\s+)?/)![0].length;
          const body = seg[0].slice(lead);
          let o = line.index + chunk.index + seg.index + lead;
          for (const piece of i === segments.length - 1 ? body.split(/(\s+(?:and|or)\s+)/) : [body]) {
            if (piece.trim() && !/^\s+(?:and|or)\s+$/.test(piece)) add('item', piece.trim(), o + piece.indexOf(piece.trim()));
            o += piece.length;
          }
        });
      }
    }
    // Sentences: each line's pieces between ". " and "; " (headings and table rules included as lines).
    for (const line of text.matchAll(/[^\n]+/g)) {
      if (!/[A-Za-z0-9]/.test(line[0])) continue;
      let o = line.index;
      for (const piece of line[0].split(/(?<=[.;])\s+/)) {
        const trimmed = piece.replace(/^[-\s]+/, '');
        if (trimmed) add('sentence', trimmed, o + piece.indexOf(trimmed));
        o += piece.length + 1;
      }
    }
  }
  return out;
}

// ── the check ──

interface Span { start: number; end: number }

export function checkSeedFacts(input: SeedFactsInput): SeedFactsReport {
  const errors: string[] = [];
  const byId = new Map(input.catalogue.map((c) => [c.id, c]));
  const rowsBySection = new Map<number, number>();
  for (const r of input.rows) rowsBySection.set(r.section, (rowsBySection.get(r.section) ?? 0) + 1);
  const label = (r: { section: number; seed: string | readonly string[] } & { clause?: string; path?: string }) =>
    `§${r.section} ${JSON.stringify(r.seed)}${r.clause ? ` → ${r.clause}${'path' in r && r.path ? ` ${r.path}` : ''}` : ''}`;

  // 2. table → catalogue.
  const rowLeaves: { clause: string; path: string[] }[] = [];
  for (const row of input.rows) {
    const clause = byId.get(row.clause);
    if (!clause) { errors.push(`${label(row)}: unknown clause`); continue; }
    if (row.kind === 'rule') continue;
    const actual = valueAt(clause, row.path);
    if (actual === MISSING) { errors.push(`${label(row)}: the clause has no value at ${row.path}`); continue; }
    if (row.path !== '@id') rowLeaves.push({ clause: row.clause, path: parsePath(row.path) });
    const show = (v: unknown) => JSON.stringify(v);
    switch (row.kind) {
      case 'quote':
        if (actual !== row.seed) errors.push(`${label(row)}: the seed quotes ${show(row.seed)}, the catalogue has ${show(actual)}`);
        break;
      case 'number': {
        const expected = expectedNumber(row);
        const unit = row.in ?? row.unit;
        const last = parsePath(row.path).at(-1)!;
        if (typeof expected === 'string') errors.push(`${label(row)}: ${expected}`);
        else if (actual !== expected) errors.push(`${label(row)}: the seed says ${row.seed}${row.unit ? ` ${row.unit}` : ''} = ${expected}${unit ? ` ${unit}` : ''}, the catalogue has ${show(actual)}`);
        if ((unit === 'ms') !== /Ms$/.test(last)) errors.push(`${label(row)}: a value in ms must be named …Ms, and only such a value (unit ${unit ?? 'none'})`);
        if (unit === 'm' && !/M$/.test(last)) errors.push(`${label(row)}: a value in metres must be named …M`);
        break;
      }
      case 'list': {
        const expected = row.as ?? row.seed;
        if (row.as && row.as.length !== row.seed.length) errors.push(`${label(row)}: \`as\` has ${row.as.length} items for ${row.seed.length} seed items`);
        if (!Array.isArray(actual)) { errors.push(`${label(row)}: the catalogue value is not a list: ${show(actual)}`); break; }
        if (actual.length !== expected.length) errors.push(`${label(row)}: the seed lists ${expected.length} items, the catalogue ${actual.length}: ${show(actual)}`);
        expected.forEach((item, i) => {
          if (actual[i] !== item) errors.push(`${label(row)}: item ${i + 1} is ${show(item)} in the seed${row.as ? ` (${show(row.seed[i])})` : ''}, ${show(actual[i])} in the catalogue`);
        });
        break;
      }
      case 'name': {
        const expected = row.as ?? row.seed;
        if (actual !== expected) errors.push(`${label(row)}: the seed names ${show(row.seed)}${row.as !== undefined ? ` (read as ${show(row.as)})` : ''}, the catalogue has ${show(actual)}`);
        break;
      }
    }
  }

  // 3. catalogue → table.
  const sourceKeys = new Set<string>();
  for (const s of input.sources) {
    const clause = byId.get(s.clause);
    const key = `${s.clause} ${s.path}`;
    if (sourceKeys.has(key)) errors.push(`value-sources: ${key} is listed twice`);
    sourceKeys.add(key);
    if (!clause) { errors.push(`value-sources: ${key}: unknown clause`); continue; }
    if (valueAt(clause, s.path) === MISSING) errors.push(`value-sources: ${key}: the clause has no value there (stale source?)`);
    if (rowLeaves.some((r) => r.clause === s.clause && formatPath(r.path) === formatPath(parsePath(s.path))))
      errors.push(`value-sources: ${key} is a seed fact (a row of seed-facts.ts pins it): drop the source`);
    if (s.kind === 'genuine') {
      const section = s.where.match(/^uniapp-facts\.md §(\d+(?:\.\d+)?)/)?.[1];
      if (!section) errors.push(`value-sources: ${key}: a genuine source names its place as 'uniapp-facts.md §x.y'`);
      else if (input.research && !new RegExp(`^#{2,3} ${section.replace('.', '\\.')}[ .]`, 'm').test(input.research))
        errors.push(`value-sources: ${key}: uniapp-facts.md has no section §${section}`);
    } else if (!s.why.trim()) errors.push(`value-sources: ${key}: a ${s.kind} source says why`);
  }
  let leaves = 0, leavesFromRows = 0, leavesFromSources = 0;
  for (const clause of input.catalogue) {
    for (const leaf of leavesOf(clause.values)) {
      leaves++;
      const fromRow = rowLeaves.some((r) => r.clause === clause.id && isPrefix(r.path, leaf.path));
      const fromSource = input.sources.some((s) => s.clause === clause.id && isPrefix(parsePath(s.path), leaf.path));
      if (fromRow) leavesFromRows++;
      else if (fromSource) leavesFromSources++;
      else errors.push(`${clause.id} ${formatPath(leaf.path)} = ${JSON.stringify(leaf.value)}: neither a seed fact (no row of seed-facts.ts) nor a source (value-sources.ts)`);
    }
  }

  // 1. seed → table.
  const candidates = input.seed === null ? [] : candidatesOf(input.seed);
  if (input.seed !== null) {
    const seed = input.seed;
    const sections = new Map(sectionsOf(seed).map((s) => [s.section, s]));
    const rowSpans: (Span & { kind: FactRow['kind'] })[] = [];
    const nfSpans: Span[] = [];
    /** The region a fact is looked for in: its `at` (once in the section) or the whole section. */
    const region = (what: { section: number; at?: string }, name: string): Span | null => {
      const sec = sections.get(what.section);
      if (!sec) { errors.push(`${name}: the seed has no section ${what.section}`); return null; }
      if (!what.at) return sec;
      const found = occurrences(seed, what.at, sec.start, sec.end, 'text');
      if (found.length !== 1) { errors.push(`${name}: \`at\` ${JSON.stringify(what.at)} occurs ${found.length} times in §${what.section}, not once`); return null; }
      return { start: found[0]!, end: found[0]! + what.at.length };
    };
    for (const row of input.rows) {
      const name = label(row);
      const reg = region(row, name);
      if (!reg) continue;
      const mode: Mode = row.kind === 'quote' ? 'quote' : row.kind === 'number' ? 'number' : row.kind === 'rule' ? 'text' : 'word';
      const items = row.kind === 'list' ? row.seed : [row.seed];
      let from = reg.start;
      for (const [i, item] of items.entries()) {
        const found = occurrences(seed, item, from, reg.end, mode);
        if (!found.length || (i === 0 && found.length > 1)) {
          errors.push(`${name}: ${JSON.stringify(item)} occurs ${found.length} times in ${row.at ? JSON.stringify(row.at) : `§${row.section}`}${found.length ? ' (give `at` to place it)' : ''}`);
          break;
        }
        rowSpans.push({ start: found[0]!, end: found[0]! + item.length, kind: row.kind });
        from = found[0]! + item.length;
      }
      if (row.kind === 'number') {
        const at = rowSpans.at(-1)!.start;
        const cand = candidates.find((c) => c.kind === 'number' && c.start === at);
        if (cand && (cand.unit ?? undefined) !== row.unit)
          errors.push(`${name}: the seed writes the unit ${cand.unit ?? '(none)'}, the row says ${row.unit ?? '(none)'}`);
      }
    }
    for (const nf of input.notFacts) {
      const name = `not a fact §${nf.section} ${JSON.stringify(nf.seed)}`;
      if (!nf.why.trim()) errors.push(`${name}: says no why`);
      const reg = region(nf, name);
      if (!reg) continue;
      const found = occurrences(seed, nf.seed, reg.start, reg.end, 'text');
      if (found.length !== 1) { errors.push(`${name}: occurs ${found.length} times in its section, not once`); continue; }
      nfSpans.push({ start: found[0]!, end: found[0]! + nf.seed.length });
    }
    const within = (c: Span, s: Span) => c.start >= s.start && c.end <= s.end;
    const meets = (c: Span, s: Span) => c.start < s.end && s.start < c.end;
    for (const c of candidates) {
      const covered =
        c.kind === 'quote' ? rowSpans.some((s) => s.kind === 'quote' && s.start === c.start && s.end === c.end) || nfSpans.some((s) => within(c, s))
        : c.kind === 'number' ? rowSpans.some((s) => s.kind === 'number' && s.start === c.start && s.end === c.end) || nfSpans.some((s) => within(c, s))
        : c.kind === 'code' ? [...rowSpans, ...nfSpans].some((s) => within(c, s))
        : [...rowSpans, ...nfSpans].some((s) => meets(c, s));
      if (!covered) {
        const line = seed.slice(seed.lastIndexOf('\n', c.start) + 1, seed.indexOf('\n', c.end) >= 0 ? seed.indexOf('\n', c.end) : undefined);
        errors.push(`seed §${c.section}: ${c.kind} ${JSON.stringify(c.text)}${c.unit ? ` ${c.unit}` : ''} has no row in seed-facts.ts and no notFacts entry (line: ${line.trim()})`);
      }
    }
  }

  return { errors, rowsBySection, candidates, leaves, leavesFromRows, leavesFromSources };
}

// ── the spec:check step ──

/** The seed's path beside the project (`../shared/seed/…`); UNI_SEED_FILE overrides it. */
export const seedPath = (root: string) => process.env.UNI_SEED_FILE ?? resolve(root, '../shared/seed/000_90cb5b7a50f96975.txt');

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** What the check reads: the project's catalogue and tables, the seed and uniapp-facts.md where present. */
export async function seedFactsInput(root: string): Promise<SeedFactsInput> {
  const [{ catalogue }, { seedFacts, notFacts }, { valueSources }] = await Promise.all([
    import('../catalogue/index.ts'), import('../catalogue/seed-facts.ts'), import('../catalogue/value-sources.ts'),
  ]);
  return {
    seed: readIfPresent(seedPath(root)), catalogue, rows: seedFacts, notFacts, sources: valueSources,
    research: readIfPresent(resolve(root, '../shared/research/uniapp-facts.md')),
  };
}

/**
 * Runs the check on the project's catalogue and tables, prints the counts per seed section and returns the
 * errors. Without the seed file it checks the catalogue side only, and fails under CI (`CI` set).
 */
export async function seedFactsStep(root: string): Promise<string[]> {
  const input = await seedFactsInput(root);
  const { seed, notFacts, rows: seedFacts, sources: valueSources } = input;
  const file = seedPath(root);
  const report = checkSeedFacts(input);
  const perSection = [...report.rowsBySection].sort(([a], [b]) => a - b).map(([s, n]) => `§${s} ${n}`).join(', ');
  console.log(`seed-facts: ${perSection} (${seedFacts.length} facts, ${report.leavesFromSources} values with other sources)`);
  console.log(`seed-facts: ${report.leaves} catalogue values: ${report.leavesFromRows} seed facts, ${report.leavesFromSources} from value-sources.ts (${valueSources.length} entries); ` +
    (seed === null ? 'seed text not read' : `${report.candidates.length} candidates in the seed text, ${notFacts.length} not-a-fact entries`));
  const errors = report.errors.map((e) => `seed-facts: ${e}`);
  if (seed === null) {
    const what = `the seed ${file} is missing: the seed → catalogue half of the seed-facts check did not run`;
    if (process.env.CI) errors.push(`seed-facts: ${what} (fatal under CI)`);
    else console.warn(`\n${'!'.repeat(100)}\n!! seed-facts: WARNING: ${what}.\n!! Only the catalogue's values were checked against seed-facts.ts and value-sources.ts.\n${'!'.repeat(100)}\n`);
  }
  return errors;
}
