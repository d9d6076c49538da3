/** Sample faulty target: navigateTo lets a tab-bar page through (it switches to the tab and reports ok). */
import { deviantReference } from '../deviant-reference.ts';

export default deviantReference({
  name: 'faulty-tab-navigate',
  patchUni(uni) {
    const original = uni.navigateTo;
    uni.navigateTo = (options: Record<string, any> = {}) => {
      const retryAsTab = (res: { errMsg: string }, settle: (ok: boolean, res: { errMsg: string }) => void) => {
        if (!/tabbar page/.test(res.errMsg)) return settle(false, res);
        uni.switchTab({ url: options.url, complete: () => settle(true, { errMsg: 'navigateTo:ok' }) });
      };
      return new Promise((resolve, reject) => {
        const settle = (ok: boolean, res: { errMsg: string }) => {
          (ok ? options.success : options.fail)?.(res);
          options.complete?.(res);
          (ok ? resolve : reject)(res);
        };
        original({ ...options, success: (res: { errMsg: string }) => settle(true, res), fail: (res: { errMsg: string }) => retryAsTab(res, settle), complete: undefined });
      }).catch((res) => {
        if (['success', 'fail', 'complete'].some((k) => typeof options[k] === 'function')) return undefined;
        throw res;
      });
    };
  },
});
