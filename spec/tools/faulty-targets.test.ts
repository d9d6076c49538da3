/**
 * Suite strength: each sample faulty target (spec/targets/faulty-*) wraps the reference with one realistic
 * deviation, and the run must fail on it with exactly the clauses that deviation breaks. Each run covers
 * the broken clauses and neighbours that share their code paths, which must still pass.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exec, typescript } from './exec.ts';
import type { ConformanceReport } from './report.ts';

const root = resolve(import.meta.dirname, '../..');

const faulty: { target: string; breaks: string[]; neighbours: string[] }[] = [
  { target: 'faulty-progress-clamp', breaks: ['comp.progress.percent-clamp'], neighbours: ['comp.builtin.progress', 'comp.movable-view.scale-clamp'] },
  { target: 'faulty-phone-message', breaks: ['device.make-phone-call.phone-number'], neighbours: ['device.pre-login.provider', 'device.api.errmsg'] },
  { target: 'faulty-tab-navigate', breaks: ['nav.tab-page-not-navigable'], neighbours: ['nav.switch-tab-requires-tab-page', 'nav.page-not-found'] },
  { target: 'faulty-request-timeout', breaks: ['net.request.default-timeout'], neighbours: ['net.request.timeout', 'net.upload-file.default-timeout', 'net.request.abort'] },
  { target: 'faulty-xsrf', breaks: ['net.http-client.xsrf'], neighbours: ['net.http-client.json-content-type', 'net.http-client.validate-status'] },
];

describe('every sample faulty target is caught with the clause ids it breaks', { timeout: 300_000 }, () => {
  it.each(faulty)('$target', async ({ target, breaks, neighbours }) => {
    const out = mkdtempSync(join(tmpdir(), `${target}-`));
    const code = await exec(...typescript(resolve(root, 'spec/tools/conformance.ts'), '--target', target, '--out', out,
      ...[...breaks, ...neighbours].flatMap((id) => ['--clause', id])), { UNI_REFERENCE_PORT: '4178' }, true);
    const report = JSON.parse(readFileSync(join(out, 'conformance.json'), 'utf8')) as ConformanceReport;
    expect(code).toBe(1);
    expect(report.clauses.filter((c) => c.status === 'fail').map((c) => c.id).sort()).toEqual([...breaks].sort());
    expect(report.clauses.filter((c) => c.status === 'pass').map((c) => c.id).sort()).toEqual([...neighbours].sort());
  });
});
