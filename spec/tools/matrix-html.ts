/** Renders the cross-target matrix as one self-contained HTML page: clauses as rows, targets as columns. */
import { badge, esc } from './html.ts';
import { CELL_STATUSES, formatScore, type CellStatus, type Matrix, type MatrixCell } from './matrix-model.ts';

export const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;margin:1rem 0}
td,th{border:1px solid #d0d7de;padding:.3rem .45rem;text-align:left;vertical-align:top}th.section{background:#f6f8fa}
.badge{color:#fff;border-radius:1em;padding:.1em .6em;font-size:12px;white-space:nowrap}.badge.not-run{background:#afb8c1}
.note{color:#57606a;font-size:12px;max-width:24rem}a{color:#0969da}code{font-size:13px}tr.head th{position:sticky;top:0;background:#fff}`;

/** Escaped prose whose `backticked` words become code. */
export const htmlProse = (s: string) => esc(s).replace(/`([^`]*)`/g, '<code>$1</code>');

/** A status badge; `not-run` has no report colour of its own. */
export const cellBadge = (s: CellStatus) => (s === 'not-run' ? '<span class="badge not-run">not run</span>' : badge(s));

/** Hover text: the reason of an expected failure, or the status's note. */
export const cellTitle = (c: MatrixCell) => [c.stale && STALE, c.expectation && `expected to fail: ${c.expectation.reason}`, c.note].filter(Boolean).join(' · ');

/** What a stale cell says: its result is the run's, on an older version of the clause or its tests. */
export const STALE = 'stale: the clause or a test citing it changed since this result was recorded';

function cell(c: MatrixCell): string {
  const title = cellTitle(c);
  const mark = c.evidence ? `<a href="${esc(c.evidence)}">${cellBadge(c.status)}</a>` : cellBadge(c.status);
  const reason = c.status === 'expected-fail' && c.expectation ? `<div class="note">${esc(c.expectation.reason)}</div>` : '';
  const tests = c.tests?.ran ? ` <small title="tests passed of those that ran">${c.tests.passed}/${c.tests.ran}</small>` : '';
  const stale = c.stale ? ' <span class="badge not-run" title="' + esc(STALE) + '">stale</span>' : '';
  return `<td${title ? ` title="${esc(title)}"` : ''}>${mark}${tests}${stale}${reason}</td>`;
}

export function renderMatrixHtml(m: Matrix): string {
  const names = m.targets.map((t) => t.name);
  const heads = m.targets.map((t) => `<th>${t.html ? `<a href="${esc(t.html)}">${esc(t.name)}</a>` : esc(t.name)}</th>`).join('');
  const summary = m.targets.map((t) => {
    const links = t.ran ? [`<a href="${esc(t.html!)}">report</a>`, `<a href="${esc(t.allure!)}">allure</a>`, `<a href="${esc(t.report!)}">json</a>`].join(' · ') : '';
    return `<tr><td><code>${esc(t.name)}</code>${t.version ? ` ${esc(t.version)}` : ''}</td><td>${t.ran ? formatScore(t.score) : 'not run'}</td>`
      + `<td>${t.score.pass} / ${t.score.applicable}</td><td>${t.tests?.ratio != null ? `${(t.tests.ratio * 100).toFixed(1)} % (${t.tests.passed} / ${t.tests.ran})` : ''}</td>${CELL_STATUSES.map((s) => `<td>${t.summary[s] || ''}</td>`).join('')}`
      + `<td>${t.durationMs !== undefined ? `${(t.durationMs / 1000).toFixed(0)} s` : ''}${t.reused ? `<div class="note">reused: inputs unchanged since ${esc(t.finishedAt ?? '?')}</div>` : ''}</td><td>${links}${t.note ? `<div class="note">${esc(t.note)}</div>` : ''}${t.stale ? `<div class="note">${t.stale} stale results</div>` : ''}</td></tr>`;
  }).join('');
  const body = m.sections.map((s) => {
    const scores = m.targets.map((t) => `<th class="section">${t.ran ? formatScore(t.sections.find((x) => x.section === s.section)!.score) : ''}</th>`).join('');
    const rows = m.clauses.filter((c) => c.section === s.section).map((c) =>
      `<tr id="${esc(c.id)}"><td><code>${esc(c.id)}</code><div class="note">${htmlProse(c.statement)}</div></td>${names.map((n) => cell(c.cells[n]!)).join('')}</tr>`).join('');
    return `<tr id="section-${s.section}"><th class="section">§${s.section} ${esc(s.title)} <small>(${s.clauses} clauses)</small></th>${scores}</tr>${rows}`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Conformance matrix</title><style>${STYLE}</style></head><body>
<h1>Conformance matrix</h1>
<p>${m.suite.clauses} clauses · ${m.targets.length} targets · <strong>${m.allPass.count} of ${m.allPass.total} clauses pass on every target that ran</strong> (${m.allPass.targets.map(esc).join(', ') || 'none'}) · ${esc(m.generatedAt)}</p>
<p class="note">Score: passing clauses (pass, or unexpected-pass) over applicable ones (all but not-applicable and pending); tests passed: the same at test level, over the tests that ran. A cell's <code>n/m</code> is how many of the clause's tests passed on that target. Each cell links to the clause in that target's conformance report.</p>
<table><tr><th>target</th><th>score</th><th>passing / applicable</th><th>tests passed</th>${CELL_STATUSES.map((s) => `<th>${s}</th>`).join('')}<th>run</th><th>evidence</th></tr>${summary}</table>
<table><tr class="head"><th>clause</th>${heads}</tr>${body}</table>
</body></html>`;
}
