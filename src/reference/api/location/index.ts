/**
 * chooseLocation and openLocation: each opens one of the framework's internal pages through the
 * router. chooseLocation settles when its picker page publishes a choice or is left without one.
 */
import { awaitChoice } from '../../location/choice.ts';
import { CHOOSE_LOCATION_PATH, OPEN_LOCATION_PATH, OPEN_LOCATION_SCALE } from '../../location/routes.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { defineAsyncApi } from '../protocol.ts';

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
      const { latitude, longitude } = params;
      rt.router.navigateTo(pageUrl(CHOOSE_LOCATION_PATH, { latitude, longitude }));
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
        default: OPEN_LOCATION_SCALE.default,
        validator(value: number, params) {
          const scale = Math.floor(value);
          params.scale = scale >= OPEN_LOCATION_SCALE.min && scale <= OPEN_LOCATION_SCALE.max ? scale : OPEN_LOCATION_SCALE.default;
        },
      },
      name: { type: 'String' },
      address: { type: 'String' },
    }, (params, settle) => {
      const { latitude, longitude, scale, name, address } = params;
      rt.router.navigateTo(pageUrl(OPEN_LOCATION_PATH, { latitude, longitude, scale, name, address }));
      settle.resolve();
    }),
  };
}
