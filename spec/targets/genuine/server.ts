/**
 * The genuine target's web server: `tsx server.ts <edition module> <port>`.
 * - `POST /__build` (body: a fixture app's JSON) builds the app unless built, in a child process so that
 *   serving goes on meanwhile, and answers `{ hash }`.
 * - Every other request is answered from the build the `uni-genuine-app` cookie names, with the SPA
 *   fallback history mode needs; without the cookie `/` answers that the server is up.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FixtureApp } from '../../contract/index.ts';
import { appKey, builtDist, cacheDir } from './cache.ts';
import { APP_COOKIE } from './cookie.ts';
import type { Edition } from './index.ts';

const [editionModule, portText] = process.argv.slice(2);
if (!editionModule || !portText) throw new Error('usage: server.ts <edition module> <port>');
const editionPath = resolve(editionModule);
const edition = (await import(pathToFileURL(editionPath).href)).default as Edition;
edition.ensureInstalled();

const buildCli = fileURLToPath(new URL('./build-cli.ts', import.meta.url));
const requestsDir = join(cacheDir(edition), '.requests');
mkdirSync(requestsDir, { recursive: true });

/** Builds under way, by key: parallel requests for one app wait for the same child. */
const building = new Map<string, Promise<void>>();

function build(app: FixtureApp, key: string): Promise<void> {
  const pending = building.get(key) ?? new Promise<void>((done, fail) => {
    const appFile = join(requestsDir, `${key}.json`);
    writeFileSync(appFile, JSON.stringify(app));
    // The same node, with tsx's loader flags, runs the child.
    const child = spawn(process.execPath, [...process.execArgv, buildCli, editionPath, appFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => { errors += chunk; });
    child.on('close', (code) => {
      building.delete(key);
      if (code === 0) done();
      else fail(new Error(`build ${key} failed (exit ${code}):\n${errors.slice(-20_000)}`));
    });
  });
  building.set(key, pending);
  return pending;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.png': 'image/png', '.jpg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2', '.ttf': 'font/ttf',
};

function cookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

function sendFile(res: ServerResponse, path: string): void {
  res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
  res.end(readFileSync(path));
}

function serveBuild(req: IncomingMessage, res: ServerResponse, key: string): void {
  const dist = builtDist(edition, key);
  if (!dist) {
    res.writeHead(404).end(`no build ${key}`);
    return;
  }
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = normalize(join(dist, pathname));
  if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) return sendFile(res, file);
  // History mode: any route that is not a built file is the app's page.
  if (extname(pathname) === '' || !pathname.startsWith('/static/')) return sendFile(res, join(dist, 'index.html'));
  res.writeHead(404).end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

createServer(async (req, res) => {
  try {
    if (req.method === 'POST' && req.url === '/__build') {
      const app = JSON.parse(await readBody(req)) as FixtureApp;
      const key = appKey(edition, app);
      if (!builtDist(edition, key)) await build(app, key);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hash: key }));
      return;
    }
    const key = cookie(req, APP_COOKIE);
    if (key) return serveBuild(req, res, key);
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${edition.name}: POST a fixture app to /__build`);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String((error as Error).message));
  }
}).listen(Number(portText), '127.0.0.1');
