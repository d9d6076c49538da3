/**
 * `tsx build-cli.ts <edition module> <app.json>`: builds the app unless built and prints `{ key, dist }`.
 * The server runs builds in this child process so that it keeps serving while one runs.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FixtureApp } from '../../contract/index.ts';
import { ensureBuilt } from './cache.ts';
import type { Edition } from './index.ts';

const [editionModule, appFile] = process.argv.slice(2);
if (!editionModule || !appFile) throw new Error('usage: build-cli.ts <edition module> <app.json>');
const edition = (await import(pathToFileURL(editionModule).href)).default as Edition;
const app = JSON.parse(readFileSync(appFile, 'utf8')) as FixtureApp;
process.stdout.write(JSON.stringify(ensureBuilt(edition, app)));
