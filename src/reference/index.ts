/**
 * The reference implementation as a library (the unit face's entry): every on-demand module is loaded
 * before this module finishes, so `launch` answers every API and mounts every component in the same turn,
 * as with static imports. The browser host imports ./launch.ts instead and loads modules on first use.
 */
import { loadEveryModule } from './on-demand/index.ts';

export { launch, type LaunchOptions, type ReferenceApp } from './launch.ts';

await loadEveryModule();
