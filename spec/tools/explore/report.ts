/**
 * The explorer's report (`uni-explore-report/1`), as JSON and as one small HTML page: each divergence
 * with its shrunk sequence, both observations at the diverging step, the command that replays it and the
 * clauses it touches. A divergence touching a clause that either target's expectations name is `known`;
 * one touching none of them `new`; one touching no clause at all is a catalogue candidate.
 */
import { clause, v, type ClauseId } from '../../catalogue/index.ts';
import type { ConformanceTarget, Expectation } from '../../contract/index.ts';
import { esc } from '../html.ts';
import { apiOf, describe, KINDS, type Command } from './commands.ts';
import type { Observation } from './observation.ts';
import { signatureText, type Finding } from './search.ts';

export interface ReportedClause {
  id: ClauseId;
  statement: string;
  /** The targets whose expectations name it, with their reasons. */
  expected: { target: string; reason: string }[];
}

export interface ReportedDivergence {
  signature: string;
  /** `known`: a touched clause is in a target's expectations; `new`: none is; `no clause`: nothing in the catalogue pins it; `error`: a target could not be driven. */
  status: 'known' | 'new' | 'no clause' | 'error';
  clauses: ReportedClause[];
  /** The shrunk sequence up to the step where the targets differ (later commands never ran), as an app writes it. */
  sequence: string[];
  commands: Command[];
  /** 0: as opened; n: after the n-th command. */
  step?: number;
  differs?: string[];
  /** At the diverging step, by target name. */
  observations?: Record<string, Observation>;
  /** What each page said during the run (errors, warnings), by target name. */
  said?: Record<string, string[]>;
  error?: string;
  token: string;
  replay: string;
  shrinks: number;
  confirmed: boolean;
}

export interface ExploreReport {
  format: 'uni-explore-report/1';
  generatedAt: string;
  target: { name: string; version: string };
  against: { name: string; version: string };
  seed: number;
  /** Set when the run replayed one token instead of exploring. */
  replayed?: string;
  budgetMs?: number;
  durationMs: number;
  runs: number;
  /** The generated component pages of the explored app. */
  componentPages: { path: string; component: string; props: unknown }[];
  divergences: ReportedDivergence[];
}

/** errMsg carries `<api>:ok` or `<api>:fail` and a callback call never throws (device.api.errmsg). */
function breaksErrMsg(command: Command, outcome: string): boolean {
  const api = apiOf(command);
  if (!api || 'tap' in command) return false;
  if ('call' in command && outcome.startsWith('threw')) return true;
  const pattern = new RegExp(`^${api}:(ok|fail)( |$)`);
  return [...outcome.matchAll(/errMsg:"((?:[^"\\]|\\.)*)"/g)].some(([, errMsg]) => !pattern.test(errMsg!));
}

/** What the framework's parameter messages begin with (their catalogue values up to the parameter's name). */
const MISSING_PARAMETER = v('device.api.missing-parameter').errMsg.replace('{api}:fail ', '').split('{name}')[0]!;
const INVALID_TYPE = v('device.api.invalid-type').errMsg.replace('{api}:fail ', '').split('{name}');
const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INVALID_TYPE_RE = new RegExp(`${quoted(INVALID_TYPE[0]!)}[^\\s]+${quoted(INVALID_TYPE[1]!.split('{expected}')[0]!)}`);

/**
 * The clauses an outcome that differs touches whatever the command: the parameter messages (one side fails
 * with the framework's message for a missing or mistyped parameter), and an asynchronous call that threw or
 * a synchronous one that threw something other than its `<api>:fail` error (device.api.never-throws).
 */
function outcomeClauses(command: Command, outcomes: string[]): ClauseId[] {
  const ids: ClauseId[] = [];
  if (outcomes.some((o) => o.includes(MISSING_PARAMETER))) ids.push('device.api.missing-parameter');
  if (outcomes.some((o) => INVALID_TYPE_RE.test(o))) ids.push('device.api.invalid-type');
  const api = apiOf(command);
  const threwOtherwise = (o: string) => o.startsWith('threw') && ('call' in command || !new RegExp(`^threw: \\w+: ${api}:fail`).test(o));
  if (api && outcomes.some(threwOtherwise)) ids.push('device.api.never-throws');
  return ids;
}

/**
 * The clauses a divergence touches: its command kind's where a field they pin differs, those of earlier
 * steps whose outcome differs (a popup's callback that came late), and the errMsg clause when an outcome
 * breaks its form. None: nothing in the catalogue pins what differs.
 */
export function touchedClauses(finding: Finding): ClauseId[] {
  const d = finding.divergence;
  if (!d) return [];
  const ids = new Set<ClauseId>();
  const command = finding.commands[d.step - 1];
  const kind = KINDS[command?.kind ?? 'open'];
  if (kind && d.differs.some((field) => kind.fields.includes(field))) for (const id of kind.clauses) ids.add(id);
  const [a, b] = d.observations;
  if (d.differs.includes('earlier')) {
    a.earlier.forEach((outcome, i) => {
      if (i > 0 && outcome !== b.earlier[i]) for (const id of KINDS[finding.commands[i - 1]!.kind]?.clauses ?? []) ids.add(id);
    });
  }
  if (command && d.differs.includes('outcome') && (breaksErrMsg(command, a.outcome) || breaksErrMsg(command, b.outcome))) ids.add('device.api.errmsg');
  if (command && d.differs.includes('outcome')) for (const id of outcomeClauses(command, [a.outcome, b.outcome])) ids.add(id);
  return [...ids];
}

const reasonOf = (e: string | Expectation) => (typeof e === 'string' ? e : e.reason);

export function reportDivergence(finding: Finding, targets: [ConformanceTarget, ConformanceTarget], replay: string): ReportedDivergence {
  const clauses = touchedClauses(finding).map((id): ReportedClause => ({
    id,
    statement: clause(id).statement,
    expected: targets.flatMap((t) => (t.expectations?.[id] ? [{ target: t.name, reason: reasonOf(t.expectations[id]) }] : [])),
  }));
  const d = finding.divergence;
  const ran = d ? finding.commands.slice(0, d.step) : finding.commands;
  const byTarget = <T>(pair: [T, T]) => ({ [targets[0].name]: pair[0], [targets[1].name]: pair[1] });
  return {
    signature: signatureText(finding.signature),
    status: !d ? 'error' : !clauses.length ? 'no clause' : clauses.some((c) => c.expected.length) ? 'known' : 'new',
    clauses,
    sequence: ran.map(describe),
    commands: ran,
    ...(d ? { step: d.step, differs: d.differs, observations: byTarget(d.observations), said: byTarget(d.said) } : {}),
    ...(finding.error ? { error: finding.error } : {}),
    token: finding.token,
    replay,
    shrinks: finding.shrinks,
    confirmed: finding.confirmed,
  };
}

const STATUS_COLOURS: Record<ReportedDivergence['status'], string> = { new: '#cf222e', known: '#9a6700', 'no clause': '#8250df', error: '#57606a' };

function observationRows(d: ReportedDivergence, names: [string, string]): string {
  if (!d.observations) return '';
  const [a, b] = names.map((n) => d.observations![n]!);
  const show = (v: unknown) => `<pre>${esc(Array.isArray(v) ? v.join('\n') : String(v))}</pre>`;
  const rows = (Object.keys(a!) as (keyof Observation)[]).map((field) => {
    const differs = d.differs?.includes(field);
    return `<tr${differs ? ' class="differs"' : ''}><th>${field}</th><td>${show(a![field])}</td><td>${show(b![field])}</td></tr>`;
  }).join('');
  return `<table><tr><th>field</th><th>${esc(names[0])}</th><th>${esc(names[1])}</th></tr>${rows}</table>`;
}

export function renderExploreHtml(report: ExploreReport): string {
  const names: [string, string] = [report.target.name, report.against.name];
  const items = report.divergences.map((d, i) => {
    const steps = d.sequence.map((s, j) => `<li${d.step === j + 1 ? ' class="diverges"' : ''}><code>${esc(s)}</code></li>`).join('');
    const clauses = d.clauses.length
      ? `<ul>${d.clauses.map((c) => `<li><code>${c.id}</code> ${esc(c.statement)}${c.expected.map((e) => `<p class="note">expected to fail on ${esc(e.target)}: ${esc(e.reason)}</p>`).join('')}</li>`).join('')}</ul>`
      : '<p>no clause: a catalogue candidate</p>';
    return `<section><h2>${i + 1}. <span class="badge" style="background:${STATUS_COLOURS[d.status]}">${d.status}</span> ${esc(d.signature)}</h2>
<p>${d.step === undefined ? '' : d.step === 0 ? 'They differ as soon as the app is open.' : `They differ after step ${d.step}.`} Shrunk ${d.shrinks} times${d.confirmed ? '; diverged again when re-run' : '; <strong>did not diverge again when re-run</strong>'}.</p>
<ol>${steps}</ol>${d.error ? `<pre>${esc(d.error)}</pre>` : ''}
<h3>Clauses</h3>${clauses}
${observationRows(d, names)}
<p>Replay: <code>${esc(d.replay)}</code></p></section>`;
  }).join('');
  const pages = report.componentPages.map((p) => `<li><code>${esc(p.path)}</code>: ${esc(p.component)} <code>${esc(JSON.stringify(p.props))}</code></li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Explore: ${esc(names[0])} against ${esc(names[1])}</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;max-width:1200px}table{border-collapse:collapse;width:100%;margin:1rem 0}
td,th{border:1px solid #d0d7de;padding:.3rem .5rem;text-align:left;vertical-align:top}.badge{color:#fff;border-radius:1em;padding:.1em .6em;font-size:12px}
pre{white-space:pre-wrap;margin:0}.differs{background:#fff8c5}.diverges{font-weight:bold}.note{margin:.2rem 0;color:#57606a}section{border-top:1px solid #d0d7de;margin-top:1.5rem}</style></head><body>
<h1>Differential exploration: <code>${esc(names[0])}</code> ${esc(report.target.version)} against <code>${esc(names[1])}</code> ${esc(report.against.version)}</h1>
<p>${report.replayed ? `Replay of <code>${esc(report.replayed)}</code>` : `Seed ${report.seed}${report.budgetMs ? ` · budget ${report.budgetMs / 1000} s` : ''}`} · ${report.runs} runs · ${(report.durationMs / 1000).toFixed(1)} s · ${report.divergences.length} divergence(s): ${(['new', 'known', 'no clause', 'error'] as const).map((s) => `${report.divergences.filter((d) => d.status === s).length} ${s}`).join(', ')} · ${esc(report.generatedAt)}</p>
<details><summary>Generated component pages</summary><ul>${pages}</ul></details>
${items || '<p>No divergence found.</p>'}
</body></html>
`;
}
