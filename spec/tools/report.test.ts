import { describe, expect, it } from 'vitest';
import type { Clause } from '../catalogue/types.ts';
import { buildReport, type BuildInput } from './report.ts';
import type { TestResult } from './results.ts';

const clause = (id: string, extra: Partial<Clause> = {}): Clause => ({ id, section: 5, area: 'device', statement: 'It MUST work.', values: {}, ...extra });
const result = (title: string, status: TestResult['status']): TestResult => ({ title, file: 'spec/suite/x.test.ts', layer: 'unit', status, durationMs: 1 });

const build = (over: Partial<BuildInput>) => buildReport({
  clauses: [], results: [], target: { name: 't', version: '1', capabilities: ['ad'] }, pending: [], layers: ['unit'],
  durationMs: 5, suite: { name: 's', version: '1' }, now: new Date(0), ...over,
});

describe('conformance report', () => {
  it('gives each clause its status from its tests, capabilities, expectations and the pending list', () => {
    const report = build({
      clauses: [
        clause('device.pass'), clause('device.fail'), clause('device.known'), clause('device.fixed'),
        clause('device.waiting'), clause('device.messaging', { requires: ['messaging-sdk'] }), clause('device.ad', { requires: ['ad'] }),
      ],
      results: [
        result('a [device.pass]', 'passed'), result('b [device.fail, device.pass]', 'failed'), result('c [device.known]', 'failed'),
        result('d [device.fixed]', 'passed'), result('e [device.messaging]', 'skipped'), result('f [device.ad]', 'passed'),
      ],
      target: { name: 't', version: '1', capabilities: ['ad'], expectations: { 'device.known': 'rewords it', 'device.fixed': { reason: 'was wrong', link: 'https://x' } } },
      pending: ['device.waiting'],
    });
    expect(Object.fromEntries(report.clauses.map((c) => [c.id, c.status]))).toEqual({
      'device.pass': 'fail', 'device.fail': 'fail', 'device.known': 'expected-fail', 'device.fixed': 'unexpected-pass',
      'device.waiting': 'pending', 'device.messaging': 'not-applicable', 'device.ad': 'pass',
    });
    expect(report.summary).toMatchObject({ total: 7, pass: 1, fail: 2, 'expected-fail': 1, 'unexpected-pass': 1, pending: 1, 'not-applicable': 1 });
    expect(report.ok).toBe(false);
    expect(report.clauses.find((c) => c.id === 'device.fail')?.rerun).toBe('npm run conformance -- --target t --clause device.fail');
    const installed = build({ clauses: [clause('device.fail')], results: [result('b [device.fail]', 'failed')], rerunCommand: 'npx uni-conformance', rerunTarget: 'my-adapter.ts' });
    expect(installed.clauses[0]?.rerun).toBe('npx uni-conformance --target my-adapter.ts --clause device.fail');
    expect(report.clauses.find((c) => c.id === 'device.fixed')?.expectation).toEqual({ reason: 'was wrong', link: 'https://x' });
  });

  it('gates on regressions only: expected failures and unexpected passes keep it green unless strict', () => {
    const input: Partial<BuildInput> = {
      clauses: [clause('device.known'), clause('device.fixed')],
      results: [result('c [device.known]', 'failed'), result('d [device.fixed]', 'passed')],
      target: { name: 't', version: '1', capabilities: [], expectations: { 'device.known': 'x', 'device.fixed': 'y' } },
    };
    expect(build(input).ok).toBe(true);
    expect(build({ ...input, strict: true }).ok).toBe(false);
  });

  it('fails a clause whose tests were all skipped, and a run with a failing test that cites nothing', () => {
    const skipped = build({ clauses: [clause('device.a')], results: [result('a [device.a]', 'skipped')] });
    expect(skipped.clauses[0]).toMatchObject({ status: 'fail', note: 'every test citing it was skipped' });
    const uncited = build({ clauses: [clause('device.a')], results: [result('a [device.a]', 'passed'), result('helper broke', 'failed')] });
    expect(uncited.ok).toBe(false);
    expect(uncited.run.uncitedTests).toEqual(['spec/suite/x.test.ts: helper broke']);
  });

  it('keeps only the selected clauses in a filtered run, with per-section counts', () => {
    const report = build({
      clauses: [clause('device.a', { section: 5 }), clause('device.b', { section: 8 })],
      results: [result('a [device.a]', 'passed')],
      selection: ['device.a'],
    });
    expect(report.clauses.map((c) => c.id)).toEqual(['device.a']);
    expect(report.sections).toEqual([{ section: 5, total: 1, counts: expect.objectContaining({ pass: 1 }) }]);
    expect(report.run.clauses).toEqual(['device.a']);
  });

  it('shows how many of a clause\'s tests passed, and the test-level pass rate beside the clauses\'', () => {
    const report = build({
      clauses: [clause('device.a'), clause('device.b')],
      results: [result('a1 [device.a]', 'passed'), result('a2 [device.a]', 'failed'), result('a3 [device.a]', 'passed'), result('a4 [device.a]', 'skipped'), result('b [device.b]', 'passed')],
    });
    expect(report.clauses.map((c) => [c.id, c.passed])).toEqual([['device.a', { passed: 2, ran: 3 }], ['device.b', { passed: 1, ran: 1 }]]);
    expect(report.run.testPassRate).toBe(3 / 4);
  });

  it('fails a run in which two tests of one file share a full title', () => {
    const report = build({ clauses: [clause('device.a')], results: [result('same [device.a]', 'passed'), result('same [device.a]', 'passed')] });
    expect(report.run.duplicateTitles).toEqual(['spec/suite/x.test.ts: same [device.a] (×2)']);
    expect(report.ok).toBe(false);
  });
});
