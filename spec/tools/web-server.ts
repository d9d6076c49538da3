/**
 * A target's web server (contract `browser.webServer`) for a tool that drives the browser itself rather
 * than through Playwright's runner (`npm run explore`), kept to the runner's rules: a url something already
 * answers is refused (a run judges only the server it starts), and the server ends with the tool.
 */
import { resolve } from 'node:path';
import type { ConformanceTarget } from '../contract/index.ts';
import { startBackground } from './exec.ts';

/** How long the server may take to answer when the target sets no `timeouts.webServer` (Playwright's default). */
const DEFAULT_WEB_SERVER_MS = 60_000;
const POLL_MS = 250;
/** The project root: the commands name paths relative to it, as playwright.config.ts runs them. */
const root = resolve(import.meta.dirname, '../..');

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts the target's server and resolves once its url answers; `stop` ends it. */
export async function startWebServer(target: ConformanceTarget): Promise<{ stop(): Promise<void> }> {
  const { command, url } = target.browser.webServer;
  if (await answers(url)) throw new Error(`${url} is already used by another process: the target ${target.name} must be served by this run`);
  const server = startBackground(command, root);
  const limit = target.timeouts?.webServer ?? DEFAULT_WEB_SERVER_MS;
  const deadline = Date.now() + limit;
  while (!(await answers(url))) {
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the web server of ${target.name} did not answer ${url} within ${limit} ms (command: ${command})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return server;
}
