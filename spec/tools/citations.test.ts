import { describe, expect, it } from 'vitest';
import { citedIds } from './citations.ts';

describe('citations in test titles', () => {
  it('reads one id in brackets at the end of a title', () => {
    expect(citedIds('navigateTo fails for a tab page [nav.tab-page-not-navigable]')).toEqual(['nav.tab-page-not-navigable']);
  });
  it('reads several comma-separated ids and ids from every describe level', () => {
    expect(citedIds('request [net.request.abort] › fails [net.request.network-error, net.request.default-timeout]'))
      .toEqual(['net.request.abort', 'net.request.network-error', 'net.request.default-timeout']);
  });
  it('ignores brackets that hold no clause id, or do not end a title', () => {
    expect(citedIds("uses ['nav.a'] and [1, 2] and [x]")).toEqual([]);
    expect(citedIds('reads [nav.a] mid-title')).toEqual([]);
  });
  it('reads citations from source only where they end a string literal', () => {
    const source = "it('fails [nav.a]', () => { pages[p.route] = 1; });\ndescribe(`x [nav.b, nav.c]`, f);\ntest(\"y [nav.d] \", g);";
    expect(citedIds(source, true)).toEqual(['nav.a', 'nav.b', 'nav.c', 'nav.d']);
  });
});
