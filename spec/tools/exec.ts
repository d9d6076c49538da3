/**
 * Runs the suite's runners as child processes. Each runs in a process group of its own, ended as a whole
 * when this process is interrupted (Ctrl-C, SIGTERM, a time limit) or exits: a killed run leaves no
 * runner, browser or target server behind.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';

/** Runs a command with inherited output, resolving its exit code. */
export function exec(command: string, args: string[], env: Record<string, string> = {}, quiet = false): Promise<number> {
  return run(command, args, env, quiet ? 'ignore' : 'inherit').then(({ code }) => code);
}

/** Runs a command with its output held back (in `cwd`, else this process's), resolving its exit code and what it printed. */
export function execHeld(command: string, args: string[], env: Record<string, string> = {}, cwd?: string): Promise<{ code: number; output: string }> {
  return run(command, args, env, 'pipe', cwd);
}

/**
 * The command that runs a TypeScript tool: this Node with tsx loaded in-process. The tsx CLI would sit in
 * between and relay a Ctrl-C, SIGKILLing the tool when it does not answer within 30 ms (a loaded machine),
 * which then leaves its runners behind.
 */
export const typescript = (script: string, ...args: string[]): [string, string[]] => [process.execPath, ['--import', 'tsx', script, ...args]];

const running = new Set<ChildProcess>();
/** How long a group may take to end after SIGTERM (Playwright stops its web server then) before SIGKILL. */
const GRACE_MS = 5_000;

function send(pid: number, sig: NodeJS.Signals | 0): boolean {
  try { process.kill(pid, sig); return true; } catch { return false; }
}

/**
 * The process groups of `roots` and of all their descendants: a runner may start a group of its own
 * (Playwright runs the target's web server detached), which ending the runner's group would miss.
 */
function groupsUnder(roots: number[]): number[] {
  let table: string;
  try { table = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' }); } catch { return roots; }
  const rows = table.trim().split('\n').map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const pids = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) if (pids.has(ppid) && !pids.has(pid)) { pids.add(pid); grew = true; }
  }
  return [...new Set([...roots, ...rows.filter(([pid]) => pids.has(pid)).map(([, , pgid]) => pgid)])].filter((g) => g !== process.pid && g > 1);
}

/**
 * Ends `groups`: SIGTERM, then SIGKILL once none is left or the grace is over (no grace: SIGKILL at once); yields
 * while it waits.
 */
function* ending(groups: number[], grace = GRACE_MS): Generator<void> {
  for (const group of groups) send(-group, 'SIGTERM');
  const deadline = Date.now() + grace;
  while (groups.some((group) => send(-group, 0)) && Date.now() < deadline) yield;
  for (const group of groups) send(-group, 'SIGKILL');
}

/** For an `exit` handler, where no timer fires again: waits synchronously. */
function endGroupsNow(groups: number[]): void {
  for (const _ of ending(groups)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}

/**
 * Waits with the event loop running, so that this process reaps its runners (an unreaped zombie keeps its
 * group there until the grace is over) and answers a parent that relays signals (the tsx CLI SIGKILLs a
 * child that does not answer, leaving every runner behind).
 */
async function endGroups(groups: number[], grace?: number): Promise<void> {
  for (const _ of ending(groups, grace)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The process groups of every runner still going, and of all they started. */
const runnerGroups = () => groupsUnder([...running].map((child) => child.pid!));

let stopping = false;
/** After a signal: ends every runner's group, then exits as that signal would (130 / 143). */
async function stopAll(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  await endGroups(runnerGroups());
  process.exit(signal === 'SIGINT' ? 130 : 143);
}

/**
 * Starts a command line that keeps running (a target's web server) through the shell, its stdout dropped
 * and its stderr shown (as Playwright does with a web server), in a process group of its own that an
 * interrupt ends as it ends the runners. `stop` ends it and all it started, killed at once as Playwright kills the
 * web servers it starts (vite preview took 1.4 s to end on SIGTERM, 2026-12-03); `exited` resolves its exit code
 * should it end by itself.
 */
export function startBackground(commandLine: string, cwd: string, env: Record<string, string> = {}): { stop(): Promise<void>; exited: Promise<number> } {
  installHandlers();
  const child = spawn(commandLine, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: true,
    detached: process.platform !== 'win32',
  });
  running.add(child);
  const exited = new Promise<number>((resolve) => child.on('close', (code) => {
    running.delete(child);
    resolve(code ?? 1);
  }));
  return {
    exited,
    async stop() {
      if (running.has(child)) await endGroups(groupsUnder([child.pid!]), 0);
      await exited;
    },
  };
}

let installed = false;
function installHandlers(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stopAll(signal));
  // A normal exit with a runner still going (an exception in this process): end it too.
  process.on('exit', () => { if (running.size && !stopping) endGroupsNow(runnerGroups()); });
}

function run(command: string, args: string[], env: Record<string, string>, stdio: 'inherit' | 'ignore' | 'pipe', cwd?: string) {
  installHandlers();
  return new Promise<{ code: number; output: string }>((resolve) => {
    // While stopping, the program waits where it is: a runner's end must not let it go on to the next.
    if (stopping) return;
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      // No stdin: a process group of its own must not read the terminal.
      stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', stdio, stdio],
      env: { ...process.env, ...env },
      cwd,
      shell: process.platform === 'win32',
      detached: process.platform !== 'win32',
    });
    running.add(child);
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number, output: string) => { running.delete(child); if (!stopping) resolve({ code, output }); };
    child.on('close', (code) => end(code ?? 1, Buffer.concat(chunks).toString()));
    child.on('error', () => end(127, ''));
  });
}
