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
  it('ignores brackets that hold no clause id', () => {
    expect(citedIds("uses ['nav.a'] and [1, 2] and [x]")).toEqual([]);
  });
});
