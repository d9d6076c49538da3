/**
 * The seed-facts check (spec/tools/seed-facts.ts) fails on each kind of drift: a catalogue number, string or
 * list item that differs from the seed, a value with neither a row nor a source, a row gone, a seed fact
 * with no row; and passes on the project's own tables.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import type { Clause } from '../catalogue/types.ts';
import { notFacts, seedFacts, type FactRow } from '../catalogue/seed-facts.ts';
import { valueSources } from '../catalogue/value-sources.ts';
import { candidatesOf, checkSeedFacts, expectedNumber, formatPath, parsePath, seedPath } from './seed-facts.ts';

const root = resolve(import.meta.dirname, '../..');
const seedFile = seedPath(root);
const seed = existsSync(seedFile) ? readFileSync(seedFile, 'utf8') : null;

/** The check on a copy of the catalogue with one clause's values changed. */
function withValues(id: string, change: (values: any) => void, rows: readonly FactRow[] = seedFacts, seedText = seed) {
  const copy = structuredClone(catalogue) as unknown as Clause[];
  change(copy.find((c) => c.id === id)!.values);
  return checkSeedFacts({ seed: seedText, catalogue: copy, rows, notFacts, sources: valueSources }).errors;
}

describe('the seed-facts check', () => {
  it('passes on the project\'s catalogue, seed-facts.ts and value-sources.ts', () => {
    const report = checkSeedFacts({ seed, catalogue, rows: seedFacts, notFacts, sources: valueSources });
    expect(report.errors).toEqual([]);
    expect(report.leaves).toBe(report.leavesFromRows + report.leavesFromSources);
    if (seed) expect([...report.rowsBySection.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('fails on a catalogue number that differs from the seed', () => {
    expect(withValues('nav.shell.navigation-bar-height', (v) => { v.height = 45; })).toEqual([
      '§9 "44" → nav.shell.navigation-bar-height height: the seed says 44 = 44 px, the catalogue has 45',
    ]);
  });

  it('converts the seed\'s unit to the clause\'s: 10 minutes is 600000 ms, not 60000', () => {
    expect(withValues('sdk.ad.config-cache', (v) => { v.cacheMs = 60_000; })).toEqual([
      '§9 "10" → sdk.ad.config-cache cacheMs: the seed says 10 minutes = 600000 ms, the catalogue has 60000',
    ]);
    expect(expectedNumber({ section: 9, kind: 'number', seed: '30', unit: 's', in: 'ms', clause: 'loc.jsonp.timeout', path: 'timeoutMs' })).toBe(30_000);
    expect(expectedNumber({ section: 9, kind: 'number', seed: '30', unit: 'm', in: 'ms', clause: 'loc.jsonp.timeout', path: 'timeoutMs' }))
      .toMatch(/no conversion/);
  });

  it('fails on a catalogue string that differs from the seed\'s quote by one character', () => {
    expect(withValues('loc.map.key-not-configured', (v) => { v.message = 'Map key not configured'; })).toEqual([
      '§8 "Map key not configured." → loc.map.key-not-configured message: the seed quotes "Map key not configured.", the catalogue has "Map key not configured"',
    ]);
  });

  it('fails on a list item that differs, and on a list of another length', () => {
    expect(withValues('comp.picker.mode', (v) => { v.modes[1] = 'multiselector'; })).toEqual([
      '§5 ["selector","multiSelector","time","date"] → comp.picker.mode modes: item 2 is "multiSelector" in the seed, "multiselector" in the catalogue',
    ]);
    expect(withValues('loc.entity.location-result', (v) => { v.fields.push('accuracy'); })).toEqual([
      '§3 ["name","address","distance","latitude","longitude"] → loc.entity.location-result fields: the seed lists 5 items, the catalogue 6: ["name","address","distance","latitude","longitude","accuracy"]',
    ]);
  });

  it('fails on a value with neither a row nor a source, and on a row whose path is gone', () => {
    expect(withValues('nav.layout.windows', (v) => { v.maxCount = 3; })).toEqual([
      'nav.layout.windows maxCount = 3: neither a seed fact (no row of seed-facts.ts) nor a source (value-sources.ts)',
    ]);
    expect(withValues('comp.textarea.default-maxlength', (v) => { v.maxLength = v.maxlength; delete v.maxlength; })).toEqual([
      '§5 "140" → comp.textarea.default-maxlength maxlength: the clause has no value at maxlength',
      'comp.textarea.default-maxlength maxLength = 140: neither a seed fact (no row of seed-facts.ts) nor a source (value-sources.ts)',
    ]);
  });

  it('counts no value for a clause whose values are {}, but an empty list or object inside values is one', () => {
    expect(withValues('nav.page-shell', () => {})).toEqual([]);
    expect(withValues('nav.page-shell', (v) => { v.parts = []; })).toEqual([
      'nav.page-shell parts = []: neither a seed fact (no row of seed-facts.ts) nor a source (value-sources.ts)',
    ]);
  });

  it.skipIf(!seed)('fails when a seed fact loses its row', () => {
    const rows = seedFacts.filter((r) => !(r.kind === 'number' && r.seed === '15'));
    expect(withValues('device.vibrate.short', () => {}, rows)).toEqual([
      'device.vibrate.short durationMs = 15: neither a seed fact (no row of seed-facts.ts) nor a source (value-sources.ts)',
      expect.stringMatching(/^seed §9: number "15" ms has no row in seed-facts.ts and no notFacts entry/),
      expect.stringMatching(/^seed §9: item "15 ms short" has no row/),
    ]);
  });

  it.skipIf(!seed)('fails on a fact the seed states that the table does not list: a quote, a number, list items', () => {
    const extra = seed!.replace(/^- Long-press delay .*$/m, (line) => `${line}\n- Toast duration 1500 ms, icons success, loading, error; title 'Loading…'.`);
    const errors = withValues('device.vibrate.short', () => {}, seedFacts, extra);
    expect(errors).toEqual(expect.arrayContaining([
      expect.stringMatching(/^seed §9: quote "Loading…" has no row/),
      expect.stringMatching(/^seed §9: number "1500" ms has no row/),
      expect.stringMatching(/^seed §9: item "loading" has no row/),
    ]));
  });

  it.skipIf(!seed)('places a fact whose text occurs twice only through `at`', () => {
    const rows = seedFacts.map((r) => (r.kind === 'number' && r.seed === '60' && r.section === 7 && r.at?.startsWith('Upload') ? { ...r, at: undefined } : r));
    expect(withValues('device.vibrate.short', () => {}, rows)).toEqual([
      '§7 "60" → net.upload-file.default-timeout timeoutMs: "60" occurs 2 times in §7 (give `at` to place it)',
      expect.stringMatching(/^seed §7: number "60" seconds has no row/),
      expect.stringMatching(/^seed §7: sentence "Upload wrapper: default timeout 60 seconds\." has no row/),
    ]);
  });

  it('reads the seed\'s candidates: quotes without their marks, numbers with their units, list items, code words', () => {
    const text = "## 9. Limits\n- Modal buttons 'Cancel' and 'OK'; cache 10 minutes, radius 5000 m, colour #ffffff, the product's page_size.\n";
    const found = candidatesOf(text).map((c) => `${c.kind}:${c.text}${c.unit ? ` ${c.unit}` : ''}`);
    expect(found).toEqual(expect.arrayContaining(['quote:Cancel', 'quote:OK', 'number:10 minutes', 'number:5000 m', 'code:#ffffff', 'code:page_size', 'item:radius 5000 m']));
    expect(found.filter((f) => f.startsWith('quote:'))).toEqual(['quote:Cancel', 'quote:OK']);
    expect(found).not.toContain('number:000000');
  });

  it('writes and reads value paths, keys with dots in brackets', () => {
    expect(parsePath("strings['uni.app.quit']")).toEqual(['strings', 'uni.app.quit']);
    expect(parsePath('allowed.0')).toEqual(['allowed', '0']);
    expect(formatPath(['strings', 'uni.app.quit'])).toBe("strings['uni.app.quit']");
    expect(formatPath(['invalidAdpid', '-5002'])).toBe("invalidAdpid['-5002']");
  });
});
