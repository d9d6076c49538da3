/**
 * A lock shared by every process on the machine (Playwright's server, Vitest's workers): a directory
 * created atomically, holding the owner's pid so that a lock left by a dead process is taken over.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pause = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(pause, 0, 0, ms);

function held(path: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(path, 'pid'), 'utf8'));
  } catch {
    // No pid yet: its owner is between mkdir and writing it, unless that was long ago.
    try {
      return Date.now() - statSync(path).mtimeMs < 5_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs `work` holding the lock at `path` (a directory), waiting while another live process holds it. */
export function withLock<T>(path: string, work: () => T): T {
  for (;;) {
    try {
      mkdirSync(path);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (held(path)) sleep(250);
      else rmSync(path, { recursive: true, force: true });
    }
  }
  try {
    writeFileSync(join(path, 'pid'), String(process.pid));
    return work();
  } finally {
    rmSync(path, { recursive: true, force: true });
  }
}
