/**
 * Components the shell renders above every page (modal, toast, action sheet, image preview, quit
 * prompt …). Each reads its own store; the API that opens it writes there.
 */
import type { ComponentType } from 'react';

const modules = import.meta.glob<{ default: ComponentType }>('../overlays/*.tsx', { eager: true });

export const overlays: ComponentType[] = Object.values(modules).map((m) => m.default);
