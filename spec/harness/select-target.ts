/**
 * Which target a run judges: `UNI_TARGET` names a folder under spec/targets/ or gives a path to a module
 * whose default export is a ConformanceTarget. The reference is the default.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CONTRACT_VERSION, type ConformanceTarget } from '../contract/index.ts';

export const TARGET_ENV = 'UNI_TARGET';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function targetName(): string {
  return process.env[TARGET_ENV] || 'reference';
}

export function targetModulePath(name = targetName()): string {
  const isPath = name.includes('/') || /\.[cm]?[jt]s$/.test(name);
  const path = isPath ? (isAbsolute(name) ? name : resolve(process.cwd(), name)) : resolve(root, 'spec/targets', name, 'index.ts');
  if (!existsSync(path)) throw new Error(`no target module at ${path} (${TARGET_ENV}=${name})`);
  return path;
}

export async function loadTarget(name = targetName()): Promise<ConformanceTarget> {
  const mod = await import(/* @vite-ignore */ pathToFileURL(targetModulePath(name)).href);
  const target = (mod.default ?? mod.target) as ConformanceTarget | undefined;
  if (!target || target.contractVersion !== CONTRACT_VERSION) {
    throw new Error(`target ${name} does not export a ConformanceTarget of contract version ${CONTRACT_VERSION}`);
  }
  return target;
}

/** What Vitest needs to know of a target before it starts: whether its unit files may share a worker. */
export function unitLayerEnv(target: ConformanceTarget): Record<string, string> {
  return { UNI_UNIT_ISOLATE: target.isolateUnitFiles === false ? '0' : '1' };
}
