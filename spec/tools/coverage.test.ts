import { describe, expect, it } from 'vitest';
import type { Clause } from '../catalogue/types.ts';
import { checkCoverage } from './coverage.ts';

const clause = (id: string, extra: Partial<Clause> = {}): Clause => ({ id, section: 2, area: 'navigation', statement: 'It MUST work.', values: {}, ...extra });

describe('spec:check coverage rules', () => {
  it('accepts clauses that are tested or pending', () => {
    const report = checkCoverage([clause('nav.a'), clause('nav.b')], new Map([['nav.a', ['a.test.ts']]]), ['nav.b']);
    expect(report).toEqual({ errors: [], covered: ['nav.a'], pending: ['nav.b'] });
  });
  it('rejects a cited id the catalogue does not have', () => {
    const report = checkCoverage([clause('nav.a')], new Map([['nav.a', ['a.test.ts']], ['nav.typo', ['b.test.ts']]]), []);
    expect(report.errors).toEqual(['unknown clause id nav.typo cited in b.test.ts']);
  });
  it('rejects a clause with neither a test nor a place on the pending list', () => {
    expect(checkCoverage([clause('nav.a')], new Map(), []).errors).toEqual(['clause nav.a has no test and is not pending']);
  });
  it('rejects a pending entry whose clause has tests, and one naming no clause', () => {
    const report = checkCoverage([clause('nav.a')], new Map([['nav.a', ['a.test.ts']]]), ['nav.a', 'nav.gone']);
    expect(report.errors).toEqual(['clause nav.a has tests now: take it off the pending list', 'pending list names unknown clause id nav.gone']);
  });
  it('rejects duplicate ids, malformed ids and statements without MUST', () => {
    const report = checkCoverage([clause('nav.a'), clause('nav.a'), clause('Nav_A', { statement: 'It works.' })], new Map([['nav.a', ['t']], ['Nav_A', ['t']]]), []);
    expect(report.errors).toEqual(expect.arrayContaining([
      'duplicate clause id nav.a',
      'clause id Nav_A is not of the form area.name',
      'clause Nav_A has no normative MUST / MUST NOT',
    ]));
  });
});
