/**
 * A target's web server (contract `browser.webServer`) started by a tool rather than by Playwright's runner:
 * by `npm run explore`, which drives the browser itself, and by the conformance run, which starts it beside the
 * unit layer so that the browser layer does not wait for it. Kept to the runner's rules: a url something
 * already answers is refused (a run judges only the server it starts), the url is up once it answers with a
 * status from 200 to 403, and the server ends with the tool.
 */
import { resolve } from 'node:path';
import type { ConformanceTarget } from '../contract/index.ts';
import { startBackground } from './exec.ts';

/** How long the server may take to answer when the target sets no `timeouts.webServer` (Playwright's default). */
const DEFAULT_WEB_SERVER_MS = 60_000;
/** Playwright looks at 0.1, 0.25, 0.5 and then every 1 s, so a server up in 0.9 s was found at 1.85 s. */
const POLL_MS = 50;
/** The project root: the commands name paths relative to it, as playwright.config.ts runs them. */
const root = resolve(import.meta.dirname, '../..');

/** The status `url` answers with; 0 when nothing answers. */
async function statusOf(url: string): Promise<number> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status;
  } catch {
    return 0;
  }
}

/**
 * Starts the target's server (its command run with `env` besides this process's) and resolves once its url
 * answers; `stop` ends it.
 */
export async function startWebServer(target: ConformanceTarget, env: Record<string, string> = {}): Promise<{ stop(): Promise<void> }> {
  const { command, url } = target.browser.webServer;
  if (await statusOf(url)) throw new Error(`${url} is already used by another process: the target ${target.name} must be served by this run`);
  const server = startBackground(command, root, env);
  let exitCode: number | undefined;
  void server.exited.then((code) => { exitCode = code; });
  const limit = target.timeouts?.webServer ?? DEFAULT_WEB_SERVER_MS;
  const deadline = Date.now() + limit;
  for (let status = 0; status < 200 || status >= 404; status = await statusOf(url)) {
    if (exitCode !== undefined) throw new Error(`the web server of ${target.name} exited with code ${exitCode} before it answered ${url} (command: ${command})`);
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the web server of ${target.name} did not answer ${url} within ${limit} ms (command: ${command})`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return server;
}
