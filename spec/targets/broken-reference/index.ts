/**
 * A deliberately broken copy of the reference, for the harness's self-test: it rewords the framework's
 * tab-page failure, so every test of `nav.tab-page-not-navigable` must fail on it and no other clause.
 */
import type { ConformanceTarget } from '../../contract/index.ts';
import { deviantReference } from '../deviant-reference.ts';

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

export function brokenTarget(expectations: ConformanceTarget['expectations'] = {}): ConformanceTarget {
  return deviantReference({ name: 'broken-reference', patchUni: breakUni, expectations });
}

export default brokenTarget();
