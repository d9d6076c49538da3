/**
 * The chunk half of `npm run bench`: the reference's browser host built as users get it (`vite build`, with
 * its manifest) into reports/bench, then each chunk raw and gzipped, sorted into the initial ones (the
 * entry and its static imports: what a page loads before any of its code runs, and the page's inline
 * scripts, which run before them) and the ones loaded on demand (by dynamic import).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execHeld } from '../spec/tools/exec.ts';

export interface Chunk {
  file: string;
  /** The module the chunk is named after (its source path for an entry or dynamic import). */
  source: string;
  bytes: number;
  gzipBytes: number;
}

export interface ChunkFigures {
  initial: Chunk[];
  onDemand: Chunk[];
  initialBytes: number;
  initialGzipBytes: number;
  onDemandBytes: number;
  onDemandGzipBytes: number;
}

interface ManifestEntry {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export async function referenceChunks(outDir: string): Promise<ChunkFigures> {
  const { code, output } = await execHeld('npx', ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error']);
  if (code !== 0) throw new Error(`vite build failed (${code}):\n${output}`);
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key)) return;
    initialKeys.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  Object.entries(manifest).filter(([, e]) => e.isEntry).forEach(([key]) => visit(key));
  const sized = (file: string, source: string, body: Buffer): Chunk => ({ file, source, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
  const chunk = (key: string, e: ManifestEntry) => sized(e.file, e.src ?? e.name ?? key, readFileSync(resolve(outDir, e.file)));
  const js = Object.entries(manifest).filter(([, e]) => e.file.endsWith('.js'));
  const bySize = (a: Chunk, b: Chunk) => b.gzipBytes - a.gzipBytes;
  const inline = [...readFileSync(resolve(outDir, 'index.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, code], i) => sized(`index.html, inline script ${i + 1}`, 'index.html', Buffer.from(code!)));
  const initial = [...js.filter(([key]) => initialKeys.has(key)).map(([key, e]) => chunk(key, e)), ...inline].sort(bySize);
  const onDemand = js.filter(([key]) => !initialKeys.has(key)).map(([key, e]) => chunk(key, e)).sort(bySize);
  const sum = (chunks: Chunk[], field: 'bytes' | 'gzipBytes') => chunks.reduce((total, c) => total + c[field], 0);
  return {
    initial,
    onDemand,
    initialBytes: sum(initial, 'bytes'),
    initialGzipBytes: sum(initial, 'gzipBytes'),
    onDemandBytes: sum(onDemand, 'bytes'),
    onDemandGzipBytes: sum(onDemand, 'gzipBytes'),
  };
}
