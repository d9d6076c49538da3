/**
 * Assembles the `uni` object of one running app from the API modules, each free of React. Four groups come
 * with the page shell: route and navigation bar (the shell calls them), locale (the app's language is
 * picked at launch, before the first render) and storage (it opens IndexedDB at launch). The others
 * (./more.ts) are loaded on demand, and `whenComplete` says when they are on `uni` too: `launch` exposes
 * `uni` only then, so no call ever waits for code.
 */
import { withStrings } from '../i18n/index.ts';
import { onDemand } from '../on-demand/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { Interceptors, type Interceptor } from './interceptor.ts';
import { localeApis } from './device/locale.ts';
import { routeApis } from './route/index.ts';
import { storageApis } from './storage/index.ts';
import { uiApis } from './ui/index.ts';

export type Uni = Record<string, any>;

export interface UniAssembly {
  uni: Uni;
  /** Runs `fn` once every API is on `uni`: at once when the on-demand groups are in already. */
  whenComplete(fn: () => void): void;
}

const more = onDemand(withStrings(() => import('./more.ts')));

export function createUni(rt: Runtime): UniAssembly {
  const interceptors = new Interceptors();
  const uni: Uni = {};
  const add = (apis: Record<string, (...args: any[]) => any>) => {
    for (const [name, fn] of Object.entries(apis)) {
      // Sync, create* and on*/off* APIs are not intercepted, as in the framework.
      uni[name] = /Sync$|^create|^on|^off|^get(Locale|CurrentPages)$|^upx2px$/.test(name) ? fn : interceptors.wrap(name, fn);
    }
  };
  add({ ...routeApis(rt), ...uiApis(rt), ...localeApis(rt), ...storageApis(rt) });
  uni.addInterceptor = (api: string | Interceptor, interceptor?: Interceptor) => {
    if (typeof api === 'string' && interceptor) interceptors.add(api, interceptor);
    else if (typeof api === 'object') interceptors.add('*', api);
  };
  uni.removeInterceptor = (api: string, interceptor?: Interceptor) => interceptors.remove(api, interceptor);
  let complete = false;
  let gone = false;
  rt.disposers.push(() => { gone = true; });
  const waiting: (() => void)[] = [];
  more.use(({ moreApis }) => {
    if (gone) return;
    add(moreApis(rt));
    complete = true;
    for (const fn of waiting.splice(0)) fn();
  });
  return {
    uni,
    whenComplete: (fn) => (complete ? fn() : void waiting.push(fn)),
  };
}
