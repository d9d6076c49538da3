/** Renders a conformance report as one self-contained HTML page. */
import type { ClauseStatus, ConformanceReport } from './report.ts';
import { CLAUSE_STATUSES } from './report.ts';

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const COLORS: Record<ClauseStatus, string> = {
  pass: '#1a7f37', fail: '#cf222e', 'expected-fail': '#9a6700', 'unexpected-pass': '#8250df', pending: '#57606a', 'not-applicable': '#6e7781',
};

export const badge = (s: ClauseStatus) => `<span class="badge" style="background:${COLORS[s]}">${s}</span>`;

export function renderHtml(report: ConformanceReport, sectionTitles: Record<number, string>): string {
  const head = CLAUSE_STATUSES.map((s) => `<th>${s}</th>`).join('');
  const sectionRows = report.sections.map((s) =>
    `<tr><td><a href="#section-${s.section}">§${s.section} ${esc(sectionTitles[s.section] ?? '')}</a></td><td>${s.total}</td>${CLAUSE_STATUSES.map((st) => `<td>${s.counts[st] || ''}</td>`).join('')}</tr>`).join('');
  const clausesBySection = report.sections.map((s) => {
    const rows = report.clauses.filter((c) => c.section === s.section).map((c) => {
      const tests = c.tests.map((t) =>
        `<li><code>${t.layer}</code> ${t.status === 'passed' ? '✔' : t.status === 'failed' ? '✘' : '–'} ${esc(t.title)} <small>${esc(t.file)} · ${t.durationMs} ms</small>${t.error ? `<pre>${esc(t.error)}</pre>` : ''}</li>`).join('');
      const notes = [
        c.note ? `<p class="note">${esc(c.note)}</p>` : '',
        c.expectation ? `<p class="note">Expected to fail: ${esc(c.expectation.reason)}${c.expectation.link ? ` (<a href="${esc(c.expectation.link)}">link</a>)` : ''}</p>` : '',
        c.rerun ? `<p class="note">Re-run: <code>${esc(c.rerun)}</code></p>` : '',
      ].join('');
      return `<tr id="${esc(c.id)}"><td><code>${esc(c.id)}</code><br><small>${c.area}</small></td><td>${badge(c.status)}<br><small title="tests passed of those that ran">${c.passed.passed}/${c.passed.ran} tests</small></td><td>${esc(c.statement)}${notes}${tests ? `<ul>${tests}</ul>` : ''}</td></tr>`;
    }).join('');
    return `<h2 id="section-${s.section}">§${s.section} ${esc(sectionTitles[s.section] ?? '')}</h2><table class="clauses"><tr><th>clause</th><th>status</th><th>statement and tests</th></tr>${rows}</table>`;
  }).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Conformance: ${esc(report.target.name)}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:1200px}table{border-collapse:collapse;width:100%;margin:1rem 0}
td,th{border:1px solid #d0d7de;padding:.35rem .5rem;text-align:left;vertical-align:top}.badge{color:#fff;border-radius:1em;padding:.1em .6em;font-size:12px;white-space:nowrap}
pre{white-space:pre-wrap;background:#f6f8fa;padding:.3rem;margin:.2rem 0}.note{margin:.3rem 0;color:#57606a}ul{margin:.3rem 0;padding-left:1.2rem}</style></head><body>
<h1>Conformance of <code>${esc(report.target.name)}</code> ${esc(report.target.version)}</h1>
<p>${report.ok ? '✔ no regressions' : '✘ clauses fail'} · ${report.summary.total} clauses · ${report.run.tests.passed} tests passed, ${report.run.tests.failed} failed, ${report.run.tests.skipped} skipped${report.run.testPassRate === null ? '' : ` (${(report.run.testPassRate * 100).toFixed(1)} % of those that ran)`} · ${(report.run.durationMs / 1000).toFixed(1)} s · capabilities: ${report.target.capabilities.map(esc).join(', ') || 'none'} · ${esc(report.generatedAt)}</p>
<table><tr><th>seed section</th><th>clauses</th>${head}</tr>${sectionRows}
<tr><th>all</th><th>${report.summary.total}</th>${CLAUSE_STATUSES.map((st) => `<th>${report.summary[st] || ''}</th>`).join('')}</tr></table>
${clausesBySection}
${report.run.duplicateTitles.length ? `<h2>Tests sharing a full title</h2><ul>${report.run.duplicateTitles.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : ''}
${report.run.uncitedTests.length ? `<h2>Tests that cite no clause</h2><ul>${report.run.uncitedTests.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : ''}
</body></html>`;
}
