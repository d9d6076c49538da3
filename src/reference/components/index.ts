/**
 * Built-in components by their framework names: each folder `components/<name>/index.tsx` default-exports
 * the component named by the folder (`progress`, `movable-view`, …). The target contract mounts them
 * through this table, the page shell renders fixture components and popups through it. Each is loaded on
 * demand (its own chunk in the browser host, `componentModules`); once in, it mounts in the same render as
 * a static import.
 */
import type { ComponentType } from 'react';
import { withStrings } from '../i18n/index.ts';
import { onDemandComponent } from '../on-demand/component.tsx';
import { onDemand, type OnDemand } from '../on-demand/index.ts';

// Stryker disable next-line all: Vite reads import.meta.glob's arguments when it builds; a mutated one is not a program
const loaders = import.meta.glob<{ default: ComponentType<any> }>('./*/index.tsx');

export const componentModules: Record<string, OnDemand<{ default: ComponentType<any> }>> = Object.fromEntries(
  Object.entries(loaders).map(([path, load]) => [path.split('/')[1]!, onDemand(withStrings(load))]),
);

export const components: Record<string, ComponentType<any>> = Object.fromEntries(
  Object.entries(componentModules).map(([name, mod]) => [name, onDemandComponent(mod)]),
);
