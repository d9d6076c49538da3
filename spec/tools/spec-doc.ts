/**
 * The rendered spec: the whole clause catalogue in seed order, each clause with its statement, the values
 * it pins, the tests citing it (file, line, title) and its result on each target of the latest matrix.
 * Two twins of one document: `spec/SPEC.md` for a code host and `reports/spec.html` beside the matrix.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { catalogue } from '../catalogue/index.ts';
import type { Clause } from '../catalogue/types.ts';
import { citedTestsIn, type CitedTest } from './cited-tests.ts';
import { esc } from './html.ts';
import { cellBadge, cellTitle, htmlProse, STALE, STYLE } from './matrix-html.ts';
import { formatScore, type Matrix, type MatrixCell } from './matrix-model.ts';

export interface SpecInput {
  matrix: Matrix;
  clauses: readonly Clause[];
  tests: Map<string, CitedTest[]>;
  /** Path from the rendered file's folder to the repository root, for links to test files. */
  toRoot: string;
}

/** A pinned value longer than this is folded away. */
const LONG = 120;

const pinned = (values: unknown) =>
  values && typeof values === 'object' && !Array.isArray(values)
    ? Object.entries(values as Record<string, unknown>).map(([key, value]) => ({ key, json: JSON.stringify(value) }))
    : [{ key: 'value', json: JSON.stringify(values) }];

const pretty = (json: string) => JSON.stringify(JSON.parse(json), null, 2);

const fileLink = (toRoot: string, t: CitedTest) => `${toRoot}/${t.file}#L${t.line}`;

const runLine = (m: Matrix) => m.targets.some((t) => t.ran)
  ? `Results from the matrix of ${m.generatedAt}; ${m.allPass.count} of ${m.allPass.total} clauses pass on every target that ran (${m.allPass.targets.join(', ')}).`
  : 'No target has run yet: `npm run matrix` runs them and renders this file again.';

function clausesOf(input: SpecInput) {
  const byId = new Map(input.clauses.map((c) => [c.id, c]));
  return input.matrix.sections.map((s) => ({ ...s, rows: input.matrix.clauses.filter((r) => r.section === s.section).map((row) => ({ row, clause: byId.get(row.id)! })) }));
}

// ── Markdown ──

/** Code span text may itself hold backticks: fence it with more of them. */
const code = (s: string) => {
  const fence = '`'.repeat(Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length)) + 1);
  return fence.length > 1 ? `${fence} ${s} ${fence}` : `\`${s}\``;
};
/** Prose keeps its `code` spans; elsewhere Markdown and HTML syntax is escaped. */
const prose = (s: string) => s.split(/(`[^`]*`)/).map((part, i) => (i % 2 ? part : part.replace(/[\\*_[\]|#]/g, '\\$&').replace(/</g, '&lt;').replace(/>/g, '&gt;'))).join('');

const mdStatus = (c: MatrixCell) => {
  const mark = { pass: '✔ pass', fail: '✘ fail', 'expected-fail': '✘ expected-fail', 'unexpected-pass': '✔ unexpected-pass', pending: '… pending', 'not-applicable': '– not-applicable', 'not-run': 'not run' }[c.status];
  const why = c.status === 'expected-fail' || c.status === 'not-applicable' || c.status === 'fail' ? cellTitle(c) : c.stale ? STALE : '';
  return why ? `${mark} (${prose(why)})` : mark;
};

export function renderSpecMarkdown(input: SpecInput): string {
  const m = input.matrix;
  const out: string[] = [
    '# The uni conformance spec',
    '',
    '<!-- Generated from spec/catalogue/ by `npm run spec:render` (and `npm run matrix`): edit the catalogue, not this file. -->',
    '',
    `Every clause of the catalogue (${m.suite.clauses}), in seed order: its statement, the values it pins, the tests that judge it and its result on each target. ${prose(runLine(m))}`,
    '',
    `| target | score | ${m.sections.map((s) => `§${s.section}`).join(' | ')} |`,
    `| --- | --- | ${m.sections.map(() => '---').join(' | ')} |`,
    ...m.targets.map((t) => `| ${t.name} | ${t.ran ? formatScore(t.score) : 'not run'} | ${t.sections.map((s) => (t.ran ? formatScore(s.score) : '')).join(' | ')} |`),
    '',
    ...m.sections.map((s) => `- §${s.section} ${s.title} (${s.clauses} clauses)`),
  ];
  for (const s of clausesOf(input)) {
    out.push('', `## §${s.section} ${s.title}`);
    for (const { row, clause } of s.rows) {
      out.push('', `### ${row.id}`, '', prose(clause.statement), '');
      for (const { key, json } of pinned(clause.values)) {
        out.push(json.length > LONG
          ? `- pinned ${code(key)}:\n  <details><summary>${json.length} characters</summary>\n\n  \`\`\`json\n${pretty(json).replace(/^/gm, '  ')}\n  \`\`\`\n\n  </details>\n`
          : `- pinned ${code(key)}: ${code(json)}`);
      }
      if (clause.requires?.length) out.push(`- requires: ${clause.requires.join(', ')}`);
      const tests = input.tests.get(row.id) ?? [];
      out.push(`- tests:${tests.length ? '' : ' none yet'}`);
      for (const t of tests) out.push(`  - [${t.file}:${t.line}](${fileLink(input.toRoot, t)}) ${t.kind === 'group' ? '(group) ' : ''}${prose(t.title)}`);
      out.push(`- results: ${m.targets.map((t) => `**${t.name}** ${mdStatus(row.cells[t.name]!)}`).join(' · ')}`);
    }
  }
  return `${out.join('\n')}\n`;
}

// ── HTML ──

export function renderSpecHtml(input: SpecInput): string {
  const m = input.matrix;
  const toc = m.sections.map((s) => `<li><a href="#section-${s.section}">§${s.section} ${esc(s.title)}</a> (${s.clauses})</li>`).join('');
  const scores = m.targets.map((t) => `<tr><td>${t.html ? `<a href="${esc(t.html)}">${esc(t.name)}</a>` : esc(t.name)}</td><td>${t.ran ? formatScore(t.score) : 'not run'}${t.note ? `<div class="note">${esc(t.note)}</div>` : ''}</td></tr>`).join('');
  const sections = clausesOf(input).map((s) => `<h2 id="section-${s.section}">§${s.section} ${esc(s.title)}</h2>${s.rows.map(({ row, clause }) => {
    const values = pinned(clause.values).map(({ key, json }) => `<li><code>${esc(key)}</code>: ${json.length > LONG
      ? `<details><summary>${json.length} characters</summary><pre>${esc(pretty(json))}</pre></details>`
      : `<code>${esc(json)}</code>`}</li>`).join('');
    const tests = (input.tests.get(row.id) ?? []).map((t) =>
      `<li><a href="${esc(fileLink(input.toRoot, t))}">${esc(t.file)}:${t.line}</a> ${t.kind === 'group' ? '<small>(group)</small> ' : ''}${esc(t.title)}</li>`).join('');
    const results = m.targets.map((t) => {
      const c = row.cells[t.name]!;
      const mark = c.evidence ? `<a href="${esc(c.evidence)}">${cellBadge(c.status)}</a>` : cellBadge(c.status);
      const why = cellTitle(c);
      return `<li${why ? ` title="${esc(why)}"` : ''}><code>${esc(t.name)}</code> ${mark}${c.stale ? ' <span class="badge not-run">stale</span>' : ''}${c.status === 'expected-fail' && why ? ` <span class="note">${esc(why)}</span>` : ''}</li>`;
    }).join('');
    return `<section id="${esc(row.id)}"><h3><code>${esc(row.id)}</code> <small>${esc(row.area)}</small></h3><p>${htmlProse(clause.statement)}</p>
<dl><dt>pinned values</dt><dd><ul>${values}</ul></dd>${clause.requires?.length ? `<dt>requires</dt><dd>${clause.requires.map(esc).join(', ')}</dd>` : ''}
<dt>tests</dt><dd>${tests ? `<ul>${tests}</ul>` : 'none yet'}</dd><dt>results</dt><dd><ul class="results">${results}</ul></dd></dl></section>`;
  }).join('')}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The uni conformance spec</title><style>${STYLE}
body{max-width:1100px}section{border-top:1px solid #d0d7de;padding:.4rem 0}dt{font-weight:600;margin-top:.3rem}dd{margin-left:1rem}
ul{margin:.2rem 0;padding-left:1.2rem}ul.results{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.3rem 1rem}pre{white-space:pre-wrap;background:#f6f8fa;padding:.3rem}</style></head><body>
<h1>The uni conformance spec</h1>
<p>Every clause of the catalogue (${m.suite.clauses}), in seed order. ${htmlProse(runLine(m))} <a href="matrix.html">The matrix</a> shows the same results as one table.</p>
<ul>${toc}</ul><table><tr><th>target</th><th>score</th></tr>${scores}</table>
${sections}
</body></html>`;
}

/** Writes `<out>/spec.html` and `spec/SPEC.md` from a matrix and the test files as they are now. */
export function writeSpec(matrix: Matrix, out: string, root: string): string[] {
  const tests = citedTestsIn(resolve(root, 'spec/suite'), root);
  const md = resolve(root, 'spec/SPEC.md');
  const html = resolve(out, 'spec.html');
  mkdirSync(out, { recursive: true });
  writeFileSync(md, renderSpecMarkdown({ matrix, clauses: catalogue, tests, toRoot: '..' }));
  writeFileSync(html, renderSpecHtml({ matrix, clauses: catalogue, tests, toRoot: relative(out, root) || '.' }));
  return [md, html];
}
