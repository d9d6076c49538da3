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

/** Ends the process groups of `children` and of their descendants: SIGTERM, then SIGKILL after the grace. */
function endGroups(children: ChildProcess[]): void {
  const groups = groupsUnder(children.map((child) => child.pid!));
  for (const group of groups) send(-group, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  // Synchronous wait: this may run in an `exit` handler, where no timer fires again.
  while (groups.some((group) => send(-group, 0)) && Date.now() < deadline) {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  for (const group of groups) send(-group, 'SIGKILL');
}

let stopping = false;
/** Ends every runner's group; after a signal, exits as that signal would (130 / 143). */
function stopAll(signal?: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  endGroups([...running]);
  if (signal) process.exit(signal === 'SIGINT' ? 130 : 143);
}

/**
 * Starts a command line that keeps running (a target's web server) through the shell, its stdout dropped
 * and its stderr shown (as Playwright does with a web server), in a process group of its own that an
 * interrupt ends as it ends the runners. `stop` ends it and all it started.
 */
export function startBackground(commandLine: string, cwd: string): { stop(): Promise<void> } {
  installHandlers();
  const child = spawn(commandLine, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    shell: true,
    detached: process.platform !== 'win32',
  });
  running.add(child);
  const closed = new Promise<void>((resolve) => child.on('close', () => { running.delete(child); resolve(); }));
  return {
    // Asynchronous, unlike the exit path: the shell is reaped (and its group gone) only while the event loop runs.
    async stop() {
      if (!running.has(child)) return;
      const groups = groupsUnder([child.pid!]);
      for (const group of groups) send(-group, 'SIGTERM');
      const deadline = Date.now() + GRACE_MS;
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, GRACE_MS))]);
      while (groups.some((group) => send(-group, 0)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const group of groups) send(-group, 'SIGKILL');
    },
  };
}

let installed = false;
function installHandlers(): void {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(signal));
  // A normal exit with a runner still going (an exception in this process): end it too.
  process.on('exit', () => { if (running.size) stopAll(); });
}

function run(command: string, args: string[], env: Record<string, string>, stdio: 'inherit' | 'ignore' | 'pipe', cwd?: string) {
  installHandlers();
  return new Promise<{ code: number; output: string }>((resolve) => {
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
    child.on('close', (code) => { running.delete(child); resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }); });
    child.on('error', () => { running.delete(child); resolve({ code: 127, output: '' }); });
  });
}
