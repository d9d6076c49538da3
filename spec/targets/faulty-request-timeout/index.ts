/** Sample faulty target: uni.request times out after 30 s unless a call sets its own timeout. */
import { deviantReference } from '../deviant-reference.ts';

export default deviantReference({
  name: 'faulty-request-timeout',
  patchUni(uni) {
    const original = uni.request;
    uni.request = (options: Record<string, any> = {}) => original({ ...options, timeout: options.timeout ?? 30000 });
  },
});
