/** Runs a command with inherited output, resolving its exit code. */
import { spawn } from 'node:child_process';

export function exec(command: string, args: string[], env: Record<string, string> = {}, quiet = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...env },
      shell: process.platform === 'win32',
    });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}
