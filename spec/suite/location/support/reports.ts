/**
 * Messages the framework reports without saying where (the seed lists 'Map key not configured.' and
 * 'Map load failed.'): accepted on the console, at any level, or as text the page shows.
 */
import { within } from '@testing-library/dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { isShown } from '../../../harness/shown.ts';

const LEVELS = ['error', 'warn', 'info', 'log'] as const;

export function useReports(): { reported(message: string): boolean } {
  const logged: unknown[][] = [];
  const spies: { mockRestore(): void }[] = [];
  beforeEach(() => {
    for (const level of LEVELS) spies.push(vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { logged.push(args); }));
  });
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
    logged.length = 0;
  });
  return {
    reported: (message) =>
      logged.some((args) => args.some((arg) => String(arg instanceof Error ? arg.message : arg).includes(message)))
      || within(document.body).queryAllByText((text) => text.includes(message)).some(isShown),
  };
}
