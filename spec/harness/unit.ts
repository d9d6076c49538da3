/**
 * Fixtures for the suite's Vitest layer: the selected target, an app booted per test, framework-neutral
 * API calls, and capability checks.
 */
import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import type { Capability } from '../catalogue/types.ts';
import { PROMISE_SETTLES, type FixtureApp, type LaunchedApp, type MountedComponent, type PageInstance, type PartName } from '../contract/index.ts';
import { basicApp } from '../fixtures/apps.ts';
import { answeredWithin } from './open-calls.ts';
import { findAll } from './parts.ts';
import { loadTarget } from './select-target.ts';
import { isShown } from './shown.ts';
import { freshUrl } from './unit-page.ts';

export const target = await loadTarget();
export const unitTarget = await target.unit();

export function has(capability: Capability): boolean {
  return target.capabilities.includes(capability);
}

/** Every element of part `name` (contract/parts.ts) within `within`, shown or not, in document order. */
export function parts(name: PartName, within: ParentNode = document): HTMLElement[] {
  return findAll(target, name, within) as HTMLElement[];
}

/** The first shown element of part `name` within `within`, or null when none is shown. */
export function partOrNull(name: PartName, within: ParentNode = document): HTMLElement | null {
  return parts(name, within).find(isShown) ?? null;
}

/** The first shown element of part `name` within `within`; throws, naming the part, when none is shown. */
export function part(name: PartName, within: ParentNode = document): HTMLElement {
  const found = partOrNull(name, within);
  if (!found) throw new Error(`no shown ${name} (${target.name}): see contract/parts.ts`);
  return found;
}

/** How long the page stack may take to show a navigation that reported ok: no clause pins it. */
export const SETTLE_MS = 1000;

/**
 * Waits, bounded, until the page stack passes `check`. The seed promises no moment at which the stack
 * changes after a navigation's `…:ok` (a runtime may report ok before the new page exists), so a test
 * waits for what it expects, as a user waits for the page to show; fake timers advance meanwhile.
 */
export function stackSettles(app: LaunchedApp, check: (pages: PageInstance[]) => void, timeout = SETTLE_MS): Promise<void> {
  return vi.waitFor(() => check(app.getCurrentPages()), { timeout, interval: 10 });
}

/** Boots `app` before each test of the calling suite and destroys it after (unless the test did); returns a getter. */
export function useApp(app: FixtureApp = basicApp): () => LaunchedApp {
  let launched: LaunchedApp | undefined;
  let container: HTMLElement | undefined;
  beforeEach(async () => {
    // Each launch is a fresh page load: no url or history entry state of an earlier app.
    freshUrl();
    container = document.createElement('div');
    document.body.append(container);
    const booted = await unitTarget.launch(app, container);
    // A test may end the app itself (a reload: the page before it goes away); it is destroyed once.
    const destroy = booted.destroy.bind(booted);
    let destroyed: Promise<void> | undefined;
    booted.destroy = () => (destroyed ??= Promise.resolve(destroy()));
    launched = booted;
  });
  afterEach(async () => {
    await launched?.destroy();
    container?.remove();
    launched = undefined;
  });
  return () => {
    if (!launched) throw new Error('useApp() is read outside a test');
    return launched;
  };
}

/** Mounts a built-in component into a fresh container; unmounted after the test. */
export function useMount(): (name: string, props?: Record<string, unknown>) => Promise<MountedComponent> {
  const mounted: MountedComponent[] = [];
  afterEach(async () => {
    for (const m of mounted.splice(0)) {
      await m.unmount();
      m.container.remove();
    }
  });
  return async (name, props = {}) => {
    const container = document.createElement('div');
    document.body.append(container);
    const m = await unitTarget.mount(name, props, container);
    mounted.push(m);
    return m;
  };
}

export interface Outcome<R = Record<string, any>> {
  ok: boolean;
  res: R & { errMsg: string };
  /** How many times success, fail and complete were called. */
  calls: { success: number; fail: number; complete: number };
}

/**
 * Calls an API with callbacks (the one form every edition of the framework shares) and resolves when
 * complete runs. Rejects only when the target never completes the call (`answeredWithin`): a test asserts
 * on `ok` and `res.errMsg`.
 */
export function call<R = Record<string, any>>(uni: Record<string, any>, api: string, options: Record<string, unknown> = {}): Promise<Outcome<R>> {
  const calls = { success: 0, fail: 0, complete: 0 };
  let ok = false;
  const what = () => `uni.${api} (success called ${calls.success} times, fail ${calls.fail}, complete never)`;
  return answeredWithin(what, (settle: (outcome: Outcome<R>) => void) => {
    uni[api]({
      ...options,
      success: () => { calls.success++; ok = true; },
      fail: () => { calls.fail++; },
      complete: (res: R & { errMsg: string }) => {
        calls.complete++;
        settle({ ok, res, calls });
      },
    });
  });
}

/** Whether a promise has settled yet, without waiting for it. */
export function watch<T>(promise: Promise<T>): { readonly settled: boolean; promise: Promise<T> } {
  const state = { settled: false, promise };
  promise.then(() => { state.settled = true; }, () => { state.settled = true; });
  return state;
}

/**
 * Settles an API's promise form (`returned`, what the call without callbacks gave back) the target's way
 * (contract `promiseOutcome`): whether it carried an ok result or a failure, and which.
 */
export async function promised<R = Record<string, any>>(returned: unknown): Promise<{ ok: boolean; res: R & { errMsg: string } }> {
  const settled = await Promise.resolve(returned).then((value) => ({ resolved: true, value }), (value: unknown) => ({ resolved: false, value }));
  return (target.promiseOutcome ?? PROMISE_SETTLES)(settled) as { ok: boolean; res: R & { errMsg: string } };
}

/**
 * Launches another app, as a page load would, hands its `uni` (and the launched app) to `check` at once (before
 * the app has read anything in the background), and destroys it afterwards.
 */
export async function relaunch(check: (uni: Record<string, any>, launched: LaunchedApp) => void | Promise<void>, app: FixtureApp = basicApp): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  const other = await unitTarget.launch(app, container);
  try {
    await check(other.uni, other);
  } finally {
    await other.destroy();
    container.remove();
  }
}

/**
 * The errors that escape the target's handlers during the rest of the test, as a browser reports them to the
 * window (each kept from the console); a target must not throw on input it is given.
 */
export function uncaughtErrors(): unknown[] {
  const thrown: unknown[] = [];
  const onError = (event: ErrorEvent) => { thrown.push(event.error ?? event.message); event.preventDefault(); };
  window.addEventListener('error', onError);
  onTestFinished(() => window.removeEventListener('error', onError));
  return thrown;
}
