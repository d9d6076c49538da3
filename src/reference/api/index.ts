/** Assembles the `uni` object of one running app from the API modules, each free of React. */
import type { Runtime } from '../runtime/runtime.ts';
import { deviceApis } from './device/index.ts';
import { feedbackApis } from './feedback/index.ts';
import { Interceptors, type Interceptor } from './interceptor.ts';
import { locationApis } from './location/index.ts';
import { mediaApis } from './media/index.ts';
import { networkApis } from './network/index.ts';
import { routeApis } from './route/index.ts';
import { sdkApis } from './sdk/index.ts';
import { storageApis } from './storage/index.ts';
import { uiApis } from './ui/index.ts';

export type Uni = Record<string, any>;

export function createUni(rt: Runtime): Uni {
  const interceptors = new Interceptors();
  const apis: Record<string, (...args: any[]) => any> = {
    ...routeApis(rt),
    ...uiApis(rt),
    ...networkApis(rt),
    ...locationApis(rt),
    ...deviceApis(rt),
    ...mediaApis(rt),
    ...storageApis(rt),
    ...feedbackApis(rt),
    ...sdkApis(rt),
  };
  const uni: Uni = {};
  for (const [name, fn] of Object.entries(apis)) {
    // Sync, create* and on*/off* APIs are not intercepted, as in the framework.
    uni[name] = /Sync$|^create|^on|^off|^get(Locale|CurrentPages)$|^upx2px$/.test(name) ? fn : interceptors.wrap(name, fn);
  }
  uni.addInterceptor = (api: string | Interceptor, interceptor?: Interceptor) => {
    if (typeof api === 'string' && interceptor) interceptors.add(api, interceptor);
    else if (typeof api === 'object') interceptors.add('*', api);
  };
  uni.removeInterceptor = (api: string, interceptor?: Interceptor) => interceptors.remove(api, interceptor);
  return uni;
}
