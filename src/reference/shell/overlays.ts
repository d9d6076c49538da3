/**
 * Components the shell renders above every page (modal, toast, action sheet, image preview, quit
 * prompt …). Each reads its own store; the API that opens it writes there.
 */
import type { ComponentType } from 'react';

// Tests beside the overlays are no overlay.
// Stryker disable next-line all: Vite reads import.meta.glob's arguments when it builds; a mutated one is not a program
const modules = import.meta.glob<{ default: ComponentType }>(['../overlays/*.tsx', '!../overlays/*.test.tsx'], { eager: true });

export const overlays: ComponentType[] = Object.values(modules).map((m) => m.default);
