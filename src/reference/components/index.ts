/**
 * Built-in components by their framework names: each folder `components/<name>/index.tsx` default-exports
 * the component named by the folder (`progress`, `movable-view`, …). The target contract mounts them
 * through this table.
 */
import type { ComponentType } from 'react';

const modules = import.meta.glob<{ default: ComponentType<any> }>('./*/index.tsx', { eager: true });

export const components: Record<string, ComponentType<any>> = Object.fromEntries(
  Object.entries(modules).map(([path, mod]) => [path.split('/')[1]!, mod.default]),
);
