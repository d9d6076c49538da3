/** Runs a command with inherited output, resolving its exit code. */
import { spawn } from 'node:child_process';

export function exec(command: string, args: string[], env: Record<string, string> = {}, quiet = false): Promise<number> {
  return run(command, args, env, quiet ? 'ignore' : 'inherit').then(({ code }) => code);
}

/** Runs a command with its output held back, resolving its exit code and what it printed. */
export function execHeld(command: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return run(command, args, env, 'pipe');
}

function run(command: string, args: string[], env: Record<string, string>, stdio: 'inherit' | 'ignore' | 'pipe') {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : stdio,
      env: { ...process.env, ...env },
      shell: process.platform === 'win32',
    });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
    child.on('error', () => resolve({ code: 127, output: '' }));
  });
}
