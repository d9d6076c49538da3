import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { SECTION_TITLES } from '../catalogue/types.ts';
import { citationsIn } from './citations.ts';
import { citedTestsIn } from './cited-tests.ts';
import { buildMatrix, seedOrder, type TargetRun } from './matrix-model.ts';
import { buildReport } from './report.ts';
import { renderSpecHtml, renderSpecMarkdown, type SpecInput } from './spec-doc.ts';

const root = resolve(import.meta.dirname, '../..');
const tests = citedTestsIn(resolve(root, 'spec/suite'), root);
const [first, second] = catalogue;

// One target that ran with the real report builder (one clause expected to fail, the rest without tests), one that did not.
const ran: TargetRun = {
  name: 'ran',
  dir: 'targets/ran',
  report: buildReport({
    clauses: catalogue,
    results: [{ title: `t [${first.id}]`, file: 'f', layer: 'unit', status: 'passed', durationMs: 1 }, { title: `t [${second.id}]`, file: 'f', layer: 'unit', status: 'failed', durationMs: 1 }],
    target: { name: 'ran', version: '1', capabilities: [], expectations: { [second.id]: 'rewords the <message>' } },
    pending: [], layers: ['unit'], durationMs: 1, suite: { name: 's', version: '1' },
  }),
};
const matrix = buildMatrix({ clauses: catalogue, runs: [ran, { name: 'idle', note: 'no report on disk' }], sectionTitles: SECTION_TITLES });
const input: SpecInput = { matrix, clauses: catalogue, tests, toRoot: '..' };
const seedIds = seedOrder(catalogue).map((c) => c.id);

describe('the rendered spec', () => {
  it('reads the same citing files from the test sources as spec:check does', () => {
    const files = citationsIn(resolve(root, 'spec/suite'), root);
    for (const c of catalogue) expect([...new Set(tests.get(c.id)?.map((t) => t.file))], c.id).toEqual([...new Set(files.get(c.id))]);
  });

  it('Markdown: every catalogue clause exactly once, in seed order, under its seed section', () => {
    const md = renderSpecMarkdown(input);
    expect([...md.matchAll(/^### (\S+)$/gm)].map((m) => m[1])).toEqual(seedIds);
    expect([...md.matchAll(/^## §(\d)/gm)].map((m) => Number(m[1]))).toEqual([...new Set(seedOrder(catalogue).map((c) => c.section))]);
  });

  it('Markdown: statement, pinned values, test sources linked from spec/ and each target result', () => {
    const md = renderSpecMarkdown(input);
    const block = md.slice(md.indexOf(`### ${second.id}\n`)).split(/\n### /)[0]!;
    for (const key of Object.keys(second.values)) expect(block).toContain(`- pinned \`${key}\``);
    const t = tests.get(second.id)![0]!;
    expect(block).toContain(`[${t.file}:${t.line}](../${t.file}#L${t.line})`);
    expect(block).toContain('**ran** ✘ expected-fail (expected to fail: rewords the &lt;message&gt;)');
    expect(block).toContain('**idle** not run');
    expect(md).toContain('| ran |');
  });

  it('HTML: every clause exactly once in seed order, escaped, with links to the evidence', () => {
    const html = renderSpecHtml({ ...input, toRoot: '../..' });
    expect([...html.matchAll(/<section id="([^"]+)">/g)].map((m) => m[1])).toEqual(seedIds);
    expect(html).toContain(`<a href="targets/ran/conformance.html#${first.id}">`);
    expect(html).toContain('rewords the &#60;message&#62;');
    expect(html).not.toContain('<message>');
    const t = tests.get(first.id)![0]!;
    expect(html).toContain(`href="../../${t.file}#L${t.line}"`);
  });
});
