/**
 * The catalogue against the seed itself: every string the seed quotes and every number of its
 * constants section must be pinned by some clause's values.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';

const seedPath = resolve(import.meta.dirname, '../../../shared/seed/000_90cb5b7a50f96975.txt');
const seed = existsSync(seedPath) ? readFileSync(seedPath, 'utf8') : '';

const values = catalogue.map((c) => c.values);
const strings = new Set<string>();
const numbers = new Set<number>();
const collect = (v: unknown): void => {
  if (typeof v === 'string') strings.add(v);
  else if (typeof v === 'number') numbers.add(v);
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
};
collect(values);

describe.skipIf(!seed)('the clause catalogue covers the seed', () => {
  it('pins every string the seed quotes', () => {
    const quoted = [...seed.matchAll(/'([^'\n]+)'/g)].map((m) => m[1]!);
    expect(quoted.length).toBeGreaterThan(15);
    const missing = quoted.filter((q) => ![...strings].some((s) => s.includes(q)));
    expect(missing).toEqual([]);
  });

  it('pins every number of the constants section, in the unit the clause uses', () => {
    const section9 = seed.slice(seed.indexOf('## 9.'));
    const found = [...section9.matchAll(/(\d+(?:\.\d+)?)\s*(ms|s\b|minutes)?/g)].map((m) => {
      const n = Number(m[1]);
      return { text: m[0], candidates: m[2] === 's' ? [n * 1000, n] : m[2] === 'minutes' ? [n * 60000, n] : [n] };
    }).filter((x) => x.text !== '9');
    expect(found.length).toBeGreaterThan(20);
    const missing = found.filter((x) => !x.candidates.some((n) => numbers.has(n))).map((x) => x.text);
    expect(missing).toEqual([]);
  });

  it('has a clause for each of the nineteen built-in components and five pull-to-refresh states', () => {
    const list = seed.match(/built-in components \(([^)]+)\)/)![1]!.split(',').map((s) => s.trim().replace(/ /g, '-'));
    expect(list).toHaveLength(19);
    for (const name of list) expect(catalogue.map((c) => c.id)).toContain(`comp.builtin.${name}`);
    const states = seed.match(/states: ([a-z, ]+)\./)![1]!.split(', ');
    for (const state of states) expect(catalogue.map((c) => c.id)).toContain(`comp.pull-to-refresh.${state}`);
  });
});
