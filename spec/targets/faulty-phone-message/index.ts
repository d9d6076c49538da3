/** Sample faulty target: makePhoneCall doubles its `makePhoneCall:fail` prefix, as the genuine Vue 2 runtime does. */
import { deviantReference } from '../deviant-reference.ts';

export default deviantReference({
  name: 'faulty-phone-message',
  patchUni(uni) {
    const original = uni.makePhoneCall;
    uni.makePhoneCall = (options: Record<string, any> = {}) => {
      const double = (res: { errMsg: string }) => (res.errMsg.startsWith('makePhoneCall:fail parameter error')
        ? { ...res, errMsg: `makePhoneCall:fail ${res.errMsg}` } : res);
      if (['success', 'fail', 'complete'].some((k) => typeof options[k] === 'function')) {
        return original({
          ...options,
          fail: options.fail && ((res: { errMsg: string }) => options.fail(double(res))),
          complete: options.complete && ((res: { errMsg: string }) => options.complete(double(res))),
        });
      }
      return original(options)?.catch?.((res: { errMsg: string }) => Promise.reject(double(res)));
    };
  },
});
