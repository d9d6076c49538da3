/**
 * Builds targets that wrap the reference with one deliberate deviation, for the harness's self-tests:
 * the suite must fail each with exactly the clauses the deviation breaks.
 */
import type { Page } from '@playwright/test';
import { defineTarget, type ConformanceTarget, type FixtureApp, type LaunchedApp } from '../contract/index.ts';
import reference from './reference/index.ts';

export interface Deviation {
  name: string;
  /**
   * Patches the `uni` object in place. It runs in Vitest and, as its source text, in the page: it must be
   * self-contained (no closure over module scope).
   */
  patchUni?: (uni: Record<string, any>) => void;
  /** Rewrites a component's props before the reference mounts it (unit layer). */
  patchProps?: (name: string, props: Record<string, unknown>) => Record<string, unknown>;
  /** Changes the launched app's capability objects (unit layer). */
  patchLaunched?: (launched: LaunchedApp) => void;
  expectations?: ConformanceTarget['expectations'];
}

function openWith(patchSource: string | undefined) {
  return async (page: Page, app: FixtureApp): Promise<void> => {
    await page.addInitScript(({ app, patchSource }) => {
      (window as any).__UNI_FIXTURE_APP__ = app;
      if (!patchSource) return;
      // A function expression or arrow reads as written; a method (`patchUni(uni) { … }`) inside an object.
      const expression = /^(async\s+)?(function\b|\(|[\w$]+\s*=>)/.test(patchSource);
      const patch = expression ? new Function(`return (${patchSource})`)() : Object.values(new Function(`return ({ ${patchSource} })`)())[0];
      let value: unknown;
      Object.defineProperty(window, 'uni', {
        configurable: true,
        get: () => value,
        set: (uni) => { patch(uni); value = uni; },
      });
    }, { app, patchSource });
    await page.goto(app.router?.mode === 'history' ? '/' : '/#/');
  };
}

export function deviantReference(deviation: Deviation): ConformanceTarget {
  return defineTarget({
    ...reference,
    name: deviation.name,
    expectations: deviation.expectations ?? {},
    unit: async () => {
      const unit = await reference.unit();
      return {
        async launch(app, container) {
          const launched = await unit.launch(app, container);
          deviation.patchUni?.(launched.uni);
          deviation.patchLaunched?.(launched);
          return launched;
        },
        mount: (name, props, container) => unit.mount(name, deviation.patchProps?.(name, props) ?? props, container),
      };
    },
    browser: { ...reference.browser, open: openWith(deviation.patchUni?.toString()) },
  });
}
