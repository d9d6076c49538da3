/**
 * The framework's internal pages (`/choose-location`, `/open-location`): each module
 * `system-pages/<name>.tsx` default-exports the page for route `/<name>`.
 */
import type { ComponentType } from 'react';
import type { PageEntry } from '../router/router.ts';

const modules = import.meta.glob<{ default: ComponentType<{ page: PageEntry }> }>('../system-pages/*.tsx', { eager: true });

export const systemPages: Record<string, ComponentType<{ page: PageEntry }>> = Object.fromEntries(
  Object.entries(modules).map(([path, mod]) => [path.split('/').pop()!.replace(/\.tsx$/, ''), mod.default]),
);
