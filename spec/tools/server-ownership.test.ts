/**
 * A run judges only the server it started: a port already in use is refused before any test runs, and
 * an interrupted run leaves nothing behind (runners, browser, the target's server).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { execHeld, typescript } from './exec.ts';

const root = resolve(import.meta.dirname, '../..');

const listening = (port: number) => new Promise<boolean>((done) => {
  const socket = new Socket();
  socket.once('connect', () => { socket.destroy(); done(true); });
  socket.once('error', () => done(false));
  socket.connect(port, '127.0.0.1');
});

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

describe('the target\'s server', { timeout: 240_000 }, () => {
  it('is refused, naming its port, when something else already listens there', async () => {
    const foreign = createServer((socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhi')).listen(4197, '127.0.0.1');
    try {
      const out = mkdtempSync(join(tmpdir(), 'busy-port-'));
      const { code, output } = await execHeld('npx', ['playwright', 'test', 'spec/suite/navigation/shell.spec.ts'],
        { UNI_REFERENCE_PORT: '4197', UNI_REPORTS_DIR: out });
      expect(code).not.toBe(0);
      expect(output).toMatch(/127\.0\.0\.1:4197 is already used/);
      expect(output).not.toMatch(/✓|passed/);
    } finally {
      foreign.close();
    }
  });

  it('is refused by the conformance run, which starts it beside the unit layer, before any browser test runs', async () => {
    const foreign = createServer((socket) => socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhi')).listen(4197, '127.0.0.1');
    try {
      const out = mkdtempSync(join(tmpdir(), 'busy-port-'));
      const { code, output } = await execHeld(...typescript('spec/tools/conformance.ts', '--layer', 'browser', '--clause', 'nav.page-shell', '--out', out),
        { UNI_REFERENCE_PORT: '4197' });
      expect(code).not.toBe(0);
      expect(output).toMatch(/127\.0\.0\.1:4197 is already used/);
      expect(output).toMatch(/tests: 0 passed/);
    } finally {
      foreign.close();
    }
  });

  it('is gone, with the runners, once an interrupted run has ended', async () => {
    const out = mkdtempSync(join(tmpdir(), 'interrupted-'));
    // As README runs it: npm, the shell and the tool in one foreground group, which Ctrl-C signals as a whole.
    const run = spawn('npm', ['run', 'conformance', '--', '--layer', 'browser', '--clause', 'nav.page-shell', '--out', out],
      { cwd: root, env: { ...process.env, UNI_REFERENCE_PORT: '4198' }, stdio: 'ignore', detached: true });
    const ended = new Promise((done) => run.on('close', done));
    expect(await until(() => listening(4198), 180_000)).toBe(true);
    // What Ctrl-C does: the signal goes to the run's whole foreground group.
    process.kill(-run.pid!, 'SIGINT');
    await ended;
    // The run waits for its groups to end before it exits. A runner left behind would stop only once its
    // test had run (about 8 s on a loaded machine), so a longer wait could miss it.
    expect(await until(async () => !(await listening(4198)), 3_000)).toBe(true);
  });
});
