/**
 * A deliberately broken copy of the reference, for the harness's self-test: it rewords the framework's
 * tab-page failure, so every test of `nav.tab-page-not-navigable` must fail on it and no other clause.
 */
import type { Page } from '@playwright/test';
import { defineTarget, type ConformanceTarget, type FixtureApp } from '../../contract/index.ts';
import reference from '../reference/index.ts';

/** Rewrites the tab-page message of navigateTo and redirectTo. Self-contained: it also runs in the page. */
export function breakUni(uni: Record<string, any>): void {
  for (const api of ['navigateTo', 'redirectTo']) {
    const original = uni[api];
    uni[api] = (options: Record<string, any> = {}) => {
      const reword = (res: { errMsg: string }) => ({ ...res, errMsg: res.errMsg.replace('a tabbar page', 'a tab page') });
      if (['success', 'fail', 'complete'].some((k) => typeof options[k] === 'function')) {
        return original({
          ...options,
          fail: options.fail && ((res: { errMsg: string }) => options.fail(reword(res))),
          complete: options.complete && ((res: { errMsg: string }) => options.complete(reword(res))),
        });
      }
      return original(options)?.catch?.((res: { errMsg: string }) => Promise.reject(reword(res)));
    };
  }
}

async function open(page: Page, app: FixtureApp): Promise<void> {
  await page.addInitScript(({ app, breakSource }) => {
    (window as any).__UNI_FIXTURE_APP__ = app;
    const breakIt = new Function(`return (${breakSource})`)();
    let value: unknown;
    Object.defineProperty(window, 'uni', {
      configurable: true,
      get: () => value,
      set: (uni) => { breakIt(uni); value = uni; },
    });
  }, { app, breakSource: breakUni.toString() });
  await page.goto(app.router?.mode === 'history' ? '/' : '/#/');
}

export function brokenTarget(expectations: ConformanceTarget['expectations'] = {}): ConformanceTarget {
  return defineTarget({
    ...reference,
    name: 'broken-reference',
    expectations,
    unit: async () => {
      const unit = await reference.unit();
      return {
        ...unit,
        async launch(app, container) {
          const launched = await unit.launch(app, container);
          breakUni(launched.uni);
          return launched;
        },
      };
    },
    browser: { ...reference.browser, open },
  });
}

export default brokenTarget();
