/** Navigation as a user drives it: each operation reports ok, then its page shows before the next tap. */
import { expect } from 'vitest';
import type { LaunchedApp } from '../../contract/index.ts';
import { call, stackSettles } from '../../harness/unit.ts';

export const routesOf = (app: LaunchedApp) => app.getCurrentPages().map((p) => p.route);

/** One turn of the event loop, outside any timer: the target renders what a navigation changed by then. */
export const rendered = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Waits, bounded, for the stack to hold `routes`, bottom first. */
export const settlesTo = (app: LaunchedApp, routes: string[]) => stackSettles(app, (pages) => expect(pages.map((p) => p.route)).toEqual(routes));

/** Calls navigation API `api`, expects it to report ok and waits for the stack to become `routes`. */
export async function navigated(app: LaunchedApp, api: string, options: Record<string, unknown>, routes: string[]): Promise<void> {
  expect((await call(app.uni, api, options)).res.errMsg).toBe(`${api}:ok`);
  await settlesTo(app, routes);
}
