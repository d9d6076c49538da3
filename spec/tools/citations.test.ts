import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citedIds, uncitedTests } from './citations.ts';
import { declaredTests } from './test-titles.ts';

describe('citations in test titles', () => {
  it('reads one id in brackets at the end of a title', () => {
    expect(citedIds('navigateTo fails for a tab page [nav.tab-page-not-navigable]')).toEqual(['nav.tab-page-not-navigable']);
  });
  it('reads several comma-separated ids and ids from every describe level', () => {
    expect(citedIds('request [net.request.abort] › fails [net.request.network-error, net.request.default-timeout]'))
      .toEqual(['net.request.abort', 'net.request.network-error', 'net.request.default-timeout']);
  });
  it('reads every bracket group of a title, not only the last', () => {
    expect(citedIds('a kept page [nav.page-alive] is shown again after back [nav.navigate-back.pops]'))
      .toEqual(['nav.page-alive', 'nav.navigate-back.pops']);
  });
  it('ignores brackets that hold no clause id', () => {
    expect(citedIds("uses ['nav.a'] and [1, 2] and [x]")).toEqual([]);
  });
  it('reads citations from source only in string literals that end with one, every group of such a literal', () => {
    const source = "it('fails [nav.a]', () => { pages[p.route] = 1; });\ndescribe(`x [nav.b, nav.c]`, f);\ntest(\"y [nav.d] \", g);\nit('first [nav.e] then [nav.f]', h);";
    expect(citedIds(source, true)).toEqual(['nav.a', 'nav.b', 'nav.c', 'nav.d', 'nav.e', 'nav.f']);
  });
});

describe('tests read without running them', () => {
  const source = `
    describe('outer [nav.a]', () => {
      it('inner', () => {});
      it.each([1, 2])('row %s', (n) => {});
    });
    test.describe('block', () => { test('bare', async () => {}); });
    test.skip(process.env.X === '1', 'why');
    function contract(id) { it('from a helper', () => {}); }
    describe('helper caller [nav.b]', () => contract('nav.b'));
    describe.each([['nav.c']])('filled [%s]', () => { it('row test', () => {}); });
    it('title [nav.d]', () => {});
  `;
  it('lists each test with the titles of the blocks around it, helpers where they are called', () => {
    expect(declaredTests(source).map((t) => t.path.join(' › '))).toEqual([
      'outer [nav.a] › inner',
      'outer [nav.a] › row %s',
      'block › bare',
      'helper caller [nav.b] › from a helper',
      'filled [%s] › row test',
      'title [nav.d]',
    ]);
  });
  it('finds the test that cites no clause, and only that one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uncited-'));
    writeFileSync(join(dir, 'a.test.ts'), source);
    expect(uncitedTests(dir, dir)).toEqual([{ file: 'a.test.ts', line: 6, title: 'block › bare' }]);
  });
});
