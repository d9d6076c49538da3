/**
 * Built-in components by their framework names. Each lives in its own folder; the target contract
 * mounts them through this table.
 */
import type { ComponentType } from 'react';

export const components: Record<string, ComponentType<any>> = {};
