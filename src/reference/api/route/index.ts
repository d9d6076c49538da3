/** navigateTo, redirectTo, switchTab, reLaunch, navigateBack and preloadPage with the framework's checks. */
import { ANIMATION_TYPES, DEFAULT_ANIMATION_DURATION, DEFAULT_ANIMATION_TYPE } from '../../router/animation.ts';
import type { NavigationType } from '../../router/router.ts';
import { loadPageCode } from '../../runtime/page-code.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { encodeQueryString, findRoute, resolveUrl, splitUrl } from '../../runtime/routes.ts';
import { defineAsyncApi, type Rule, type Settle } from '../protocol.ts';
import { NOT_A_TAB_PAGE, pageNotFound, TAB_PAGE_NOT_NAVIGABLE, tabPageAlreadyOpen, unsupportedAnimationType, urlLocked } from './messages.ts';

const animationDuration: Rule = { type: 'Number', default: DEFAULT_ANIMATION_DURATION };
/** navigateBack closes one page unless told. */
const DEFAULT_DELTA = 1;

function animationTypeRule(allowed: readonly string[], fallback: string): Rule {
  return {
    type: 'String',
    validator(value: string | undefined, params) {
      if (value && !allowed.includes(value)) return unsupportedAnimationType(value, allowed);
      params.animationType = value || fallback;
    },
  };
}

/** How long a navigation with these options stays in flight: its animation, none for `none`. */
const durationOf = (params: Record<string, any>): number => (params.animationType === 'none' ? 0 : params.animationDuration);

export function routeApis(rt: Runtime) {
  // One lock for the four push/replace APIs: a url stays locked from the start of a navigation to it
  // until that navigation completes; a refused call leaves it to its holder.
  let lock = '';
  const hold = (url: string, settle: Settle) => {
    lock = url;
    return () => {
      if (lock === url) lock = '';
      settle.resolve();
    };
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const after = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => { timers.delete(timer); fn(); }, ms);
    timers.add(timer);
  };
  rt.disposers.push(() => timers.forEach(clearTimeout));

  const urlRule = (type: NavigationType | 'preloadPage'): Rule => ({
    type: 'String',
    required: true,
    validator(raw: string, params) {
      let url = resolveUrl(raw, rt.router.current.route.route);
      const { pagePath } = splitUrl(url);
      const route = findRoute(rt.routes, pagePath);
      if (!route) return pageNotFound(url);
      if ((type === 'navigateTo' || type === 'redirectTo') && route.isTabBar) return TAB_PAGE_NOT_NAVIGABLE[type];
      if (type === 'switchTab' && !route.isTabBar) return NOT_A_TAB_PAGE;
      if ((type === 'switchTab' || type === 'preloadPage') && route.isTabBar) url = pagePath;
      if (route.alias) url = url.replace(route.alias, '/');
      url = encodeQueryString(url);
      params.url = url;
      if (type === 'preloadPage') {
        const open = rt.router.getState();
        const path = (route.alias ?? route.path).slice(1);
        if (route.isTabBar && [...open.stack, ...open.aliveTabs].some((p) => p.route === route)) {
          return tabPageAlreadyOpen(path);
        }
        return;
      }
      if (lock === url) return urlLocked(url);
    },
  });

  const replacing = (type: 'redirectTo' | 'switchTab' | 'reLaunch') =>
    defineAsyncApi(type, { url: urlRule(type) }, (params, settle) => {
      const complete = hold(params.url, settle);
      rt.router[type](params.url);
      // The navigation is in flight until the page stack has settled.
      queueMicrotask(complete);
    });

  return {
    navigateTo: defineAsyncApi('navigateTo', {
      url: urlRule('navigateTo'),
      animationType: animationTypeRule(ANIMATION_TYPES.navigateTo, DEFAULT_ANIMATION_TYPE.navigateTo),
      animationDuration,
    }, (params, settle) => {
      const complete = hold(params.url, settle);
      const duration = durationOf(params);
      rt.router.navigateTo(params.url, { type: params.animationType, duration });
      // In flight while the page animates in.
      after(duration, complete);
    }),
    redirectTo: replacing('redirectTo'),
    switchTab: replacing('switchTab'),
    reLaunch: replacing('reLaunch'),
    navigateBack: defineAsyncApi('navigateBack', {
      delta: {
        validator(value, params) {
          const delta = parseInt(value, 10) || DEFAULT_DELTA;
          params.delta = Math.min(rt.router.getState().stack.length - 1, delta);
        },
      },
      animationType: animationTypeRule(ANIMATION_TYPES.navigateBack, DEFAULT_ANIMATION_TYPE.navigateBack),
      animationDuration,
    }, (params, settle) => {
      void rt.router.navigateBack(params.delta).then(() => after(durationOf(params), () => settle.resolve()));
    }),
    preloadPage: defineAsyncApi('preloadPage', { url: urlRule('preloadPage') }, (params, settle) => {
      // Preloading loads the page's code, as the framework loads its chunk.
      const code = findRoute(rt.routes, splitUrl(params.url).pagePath)?.page.code;
      const loaded = code ? loadPageCode(code) : Promise.resolve();
      loaded.then(() => settle.resolve({ url: params.url }), (e: unknown) => settle.reject(String(e), { url: params.url }));
    }),
  };
}
