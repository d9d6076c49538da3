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

const isPath = (name: string) => name.includes('/') || /\.[cm]?[jt]s$/.test(name);

export function targetModulePath(name = targetName()): string {
  const path = isPath(name) ? (isAbsolute(name) ? name : resolve(process.cwd(), name)) : resolve(root, 'spec/targets', name, 'index.ts');
  if (!existsSync(path)) throw new Error(`no target module at ${path} (${TARGET_ENV}=${name})`);
  return path;
}

/** A target named by a relative path, made absolute: the runners start in the suite's root, not where the run did. */
export function absoluteTargetName(name: string): string {
  return isPath(name) ? targetModulePath(name) : name;
}

export async function loadTarget(name = targetName()): Promise<ConformanceTarget> {
  const mod = await import(/* @vite-ignore */ pathToFileURL(targetModulePath(name)).href);
  const target = (mod.default ?? mod.target) as ConformanceTarget | undefined;
  if (target && (target.contractVersion as number) === 1) throw new Error(upgradeFromV1(name));
  if (!target || target.contractVersion !== CONTRACT_VERSION) {
    throw new Error(`target ${name} does not export a ConformanceTarget of contract version ${CONTRACT_VERSION}`);
  }
  return target;
}

/** What Vitest needs to know of a target before it starts: whether its unit files may share a worker. */
export function unitLayerEnv(target: ConformanceTarget): Record<string, string> {
  return { UNI_UNIT_ISOLATE: target.isolateUnitFiles === false ? '0' : '1' };
}

/** What a version 1 adapter must change to run: said in full, since its author may not have read the new contract. */
function upgradeFromV1(name: string): string {
  return [
    `target ${name} is written for contract version 1; this suite speaks version ${CONTRACT_VERSION}. To upgrade:`,
    '  1. set `contractVersion: 2`;',
    '  2. remove `browser.selectors`; where your runtime draws a part differently from the reference, name it in',
    '     `parts` instead: selectors.currentPage → parts[\'shell.page\'], selectors.navigationBar →',
    '     parts[\'shell.navigation-bar\'], selectors.tabBar → parts[\'shell.tab-bar\'];',
    '  3. check the other parts (spec/contract/parts.ts lists them with what each is; the reference\'s answers are',
    '     in spec/contract/reference-parts.ts) and answer those your runtime draws its own way.',
    'README, "Run the suite against your implementation", shows a version 2 adapter.',
  ].join('\n');
}
