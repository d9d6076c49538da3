/** Picks the place source of the app's map provider; with no provider every listing fails for want of a key. */
import type { Runtime } from '../runtime/runtime.ts';
import { amapPlaceSource } from './amap.ts';
import { googlePlaceSource } from './google.ts';
import { getMapInfo } from './map-info.ts';
import { MAP_KEY_NOT_CONFIGURED, MapError } from './map-library.ts';
import type { PlaceSource } from './places.ts';
import { qqPlaceSource } from './qqmap.ts';

export function createPlaceSource(rt: Runtime): PlaceSource {
  const info = getMapInfo(rt.app);
  if (info.type === 'qq') return qqPlaceSource(info.key);
  if (info.type === 'google') return googlePlaceSource(rt);
  if (info.type === 'AMap') return amapPlaceSource(rt);
  return { list: () => Promise.reject(new MapError(MAP_KEY_NOT_CONFIGURED)) };
}
