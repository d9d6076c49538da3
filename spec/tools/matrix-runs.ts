/**
 * One target's conformance run for the matrix, into `<out>/targets/<name>/`: the run's own reports, its
 * output (`run.log`) and how it went (`run.json`), so a later `--reuse` or `spec:render` knows a target
 * that could not run from one that was never asked for.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { typescript } from './exec.ts';
import type { TargetRun } from './matrix-model.ts';
import type { ConformanceReport } from './report.ts';

interface RunRecord {
  exitCode: number;
  durationMs: number;
  note?: string;
  /** The content hash of the run's inputs (target-inputs.ts); a matrix reuses the run while it holds. */
  inputs?: string;
  finishedAt?: string;
}

export const targetDir = (name: string) => `targets/${name}`;

/** Reads what an earlier run left on disk; a target without a report reads as not run, with why. */
export function readRun(out: string, name: string): TargetRun {
  const dir = resolve(out, targetDir(name));
  const record = existsSync(resolve(dir, 'run.json')) ? (JSON.parse(readFileSync(resolve(dir, 'run.json'), 'utf8')) as RunRecord) : undefined;
  const reportPath = resolve(dir, 'conformance.json');
  const report = existsSync(reportPath) ? (JSON.parse(readFileSync(reportPath, 'utf8')) as ConformanceReport) : undefined;
  return {
    name,
    dir: targetDir(name),
    ...(report && { report }),
    ...(record ?? {}),
    ...(!report && !record && { note: 'no report on disk' }),
  };
}

export interface RunOptions {
  root: string;
  out: string;
  /** UNI_REFERENCE_PORT for this run: targets built on the reference serve there. */
  port: number;
  /** A file to hold with flock(1) for the run, so heavy runs on a shared machine take turns. */
  lock?: string;
  /** The content hash of the target's inputs now, recorded with the run. */
  inputs: string;
}

/**
 * The run on disk when it judged these very inputs and produced a report: a matrix need not run the
 * target again.
 */
export function reusableRun(out: string, name: string, inputs: string): TargetRun | undefined {
  const earlier = readRun(out, name);
  return earlier.report && earlier.inputs === inputs ? { ...earlier, reused: true } : undefined;
}

/** Runs the conformance command for one target, echoing its output, then records how it went. */
export async function runTarget(name: string, options: RunOptions): Promise<TargetRun> {
  const dir = resolve(options.out, targetDir(name));
  // A failed start must not leave the previous run's report looking current.
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  const save = (record: RunRecord, log?: string) => {
    mkdirSync(dir, { recursive: true });
    if (log !== undefined) writeFileSync(resolve(dir, 'run.log'), log);
    writeFileSync(resolve(dir, 'run.json'), `${JSON.stringify(record, null, 2)}\n`);
    return readRun(options.out, name);
  };
  if (!(await waitForFreePort(options.port))) return save({ exitCode: 1, durationMs: 0, note: `could not run: port ${options.port} stayed taken` });
  const command = typescript('spec/tools/conformance.ts', '--target', name, '--out', dir).flat();
  const started = Date.now();
  const { code, output } = await run(options.lock ? ['flock', options.lock, ...command] : command, options.root, {
    UNI_REFERENCE_PORT: String(options.port),
    UNI_REPORTS_DIR: dir,
  });
  const note = existsSync(resolve(dir, 'conformance.json')) ? runnerTrouble(output) : `could not run (exit ${code}): ${lastError(output)}`;
  return save({ exitCode: code, durationMs: Date.now() - started, ...(note && { note }), inputs: options.inputs, finishedAt: new Date().toISOString() }, output);
}

function run(argv: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, env: { ...process.env, ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    const keep = (stream: NodeJS.WriteStream) => (data: Buffer) => { stream.write(data); chunks.push(data); };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    const finish = (code: number) => done({ code, output: Buffer.concat(chunks).toString() });
    child.on('error', (e) => { chunks.push(Buffer.from(String(e))); finish(127); });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** The run's own words for a layer that produced no results (conformance.ts prints them). */
const runnerTrouble = (output: string) => output.match(/^conformance: the \w+ runner exited without results$/gm)?.join('; ');

function lastError(output: string): string {
  const lines = output.split('\n').map((l) => l.trim()).filter(Boolean);
  const line = [...lines].reverse().find((l) => /error|cannot|not found|no target/i.test(l)) ?? lines.at(-1) ?? 'no output';
  return line.length > 300 ? `${line.slice(0, 297)}…` : line;
}

/** A server from an earlier run may still be letting go of the port; the runner would reuse it. */
async function waitForFreePort(port: number, timeoutMs = 30_000): Promise<boolean> {
  const free = () => new Promise<boolean>((ok) => {
    const server = createServer().once('error', () => ok(false)).once('listening', () => server.close(() => ok(true)));
    server.listen(port, '127.0.0.1');
  });
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    if (await free()) return true;
  }
  return false;
}
