/**
 * The framework's internal pages (`/choose-location`, `/open-location`): each module
 * `system-pages/<name>.tsx` default-exports the page for route `/<name>`, loaded on demand.
 */
import type { ComponentType } from 'react';
import { withStrings } from '../i18n/index.ts';
import { onDemandComponent } from '../on-demand/component.tsx';
import { onDemand } from '../on-demand/index.ts';
import type { PageEntry } from '../router/router.ts';

// The reference's own tests live beside the pages: they are no page (and would run wherever a page loads).
// Stryker disable next-line all: Vite reads import.meta.glob's arguments when it builds; a mutated one is not a program
const modules = import.meta.glob<{ default: ComponentType<{ page: PageEntry }> }>(['../system-pages/*.tsx', '!../system-pages/*.test.tsx']);

export const systemPages: Record<string, ComponentType<{ page: PageEntry }>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => [path.split('/').pop()!.replace(/\.tsx$/, ''), onDemandComponent(onDemand(withStrings(load)))]),
);
