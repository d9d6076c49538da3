/**
 * chooseLocation and openLocation: each opens one of the framework's internal pages through the
 * router. chooseLocation settles when its picker page publishes a choice or is left without one.
 */
import { v } from '../../../../spec/catalogue/index.ts';
import { awaitChoice } from '../../location/choice.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { defineAsyncApi } from '../protocol.ts';

const chooseRoute = v('loc.route.choose-location');
const openRoute = v('loc.route.open-location');

/** `/path?k=v&…` with every present value encoded. */
function pageUrl(path: string, query: Record<string, unknown>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

export function locationApis(rt: Runtime) {
  return {
    chooseLocation: defineAsyncApi('chooseLocation', { keyword: { type: 'String' } }, (params, settle) => {
      const [latitude, longitude] = chooseRoute.query.map((key) => params[key]);
      rt.router.navigateTo(pageUrl(chooseRoute.path, { latitude, longitude }));
      awaitChoice(rt, rt.router.current.id, (choice) => {
        if (choice) settle.resolve({ ...choice });
        else settle.reject();
      });
    }),
    openLocation: defineAsyncApi('openLocation', {
      latitude: { type: 'Number', required: true },
      longitude: { type: 'Number', required: true },
      scale: {
        type: 'Number',
        default: openRoute.defaultScale,
        validator(value: number, params) {
          const scale = Math.floor(value);
          params.scale = scale >= openRoute.scaleMin && scale <= openRoute.scaleMax ? scale : openRoute.defaultScale;
        },
      },
      name: { type: 'String' },
      address: { type: 'String' },
    }, (params, settle) => {
      const { latitude, longitude, scale, name, address } = params;
      rt.router.navigateTo(pageUrl(openRoute.path, { latitude, longitude, scale, name, address }));
      settle.resolve();
    }),
  };
}
