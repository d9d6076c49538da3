import { describe, expect, it } from 'vitest';
import { execHeld } from './exec.ts';
import { alterationKey, alterationsOf, sampleOf } from './catalogue-alterations.ts';

describe('catalogue mutation', () => {
  it('moves a number one step either side, changes a string, flips a flag, drops and adds a list item, nested values too', () => {
    const keys = alterationsOf('x.y', { height: 44, name: 'picker', on: true, modes: ['a', 'b'], rows: [{ n: 1 }] }).map(alterationKey);
    expect(keys).toEqual([
      'x.y height: 44 → 43', 'x.y height: 44 → 45',
      'x.y name: "picker" → "pickex"',
      'x.y on: true → false',
      'x.y modes.1: drop item 1 ("b")', 'x.y modes: add "x-extra"',
      'x.y rows.0: drop item 0 ({"n":1})', 'x.y rows: add "x-extra"', 'x.y rows.0.n: 1 → 0', 'x.y rows.0.n: 1 → 2',
    ]);
  });

  it('samples the same alterations for the same seed', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(sampleOf(items, 5, 7)).toEqual(sampleOf(items, 5, 7));
    expect(sampleOf(items, 5, 7)).not.toEqual(sampleOf(items, 5, 8));
    expect(new Set(sampleOf(items, 50, 7)).size).toBe(50);
  });

  it('hands a test process the altered value through UNI_CATALOGUE_MUTATION', async () => {
    const script = "import('./spec/catalogue/index.ts').then(({ v }) => console.log(JSON.stringify([v('nav.shell.navigation-bar-height').height, v('comp.picker.mode').modes])))";
    const read = async (mutation?: object) => JSON.parse((await execHeld('npx', ['tsx', '-e', script], mutation ? { UNI_CATALOGUE_MUTATION: JSON.stringify(mutation) } : {})).output.trim().split('\n').at(-1)!);
    const [height, modes] = await read();
    expect(await read({ id: 'nav.shell.navigation-bar-height', path: ['height'], value: height + 1 })).toEqual([height + 1, modes]);
    expect(await read({ id: 'comp.picker.mode', path: ['modes', 0], drop: true })).toEqual([height, modes.slice(1)]);
  }, 60_000);
});
