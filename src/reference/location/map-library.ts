/**
 * Loads a map provider's JavaScript library once per app, as the framework does: a `<script>` from the
 * provider's url whose `callback` global runs when the library is ready. No key: nothing is loaded and
 * 'Map key not configured.'; a script that fails to load: 'Map load failed.'. Both go to the console.
 */
import type { Runtime } from '../runtime/runtime.ts';
import { getMapInfo, type MapInfo } from './map-info.ts';

const URLS = {
  google: 'https://maps.googleapis.com/maps/api/js',
  amap: 'https://webapi.amap.com/maps',
  qq: 'https://map.qq.com/api/js',
};
/** The global a library calls when it is ready: this prefix and the provider type. */
const CALLBACK_PREFIX = '__map_callback__';

export const MAP_KEY_NOT_CONFIGURED = 'Map key not configured.';
export const MAP_LOAD_FAILED = 'Map load failed.';

export class MapError extends Error {}

/** The library object: `google.maps`, `qq.maps` or `AMap`. */
export type MapLibrary = Record<string, any>;

const loaded = new WeakMap<Runtime, Promise<MapLibrary>>();

function libraryUrl(info: MapInfo, callback: string): string {
  const key = encodeURIComponent(info.key);
  if (info.type === 'qq') return `${URLS.qq}?v=2.exp&libraries=geometry&key=${key}&callback=${callback}`;
  if (info.type === 'google') return `${URLS.google}?libraries=places&key=${key}&callback=${callback}`;
  return `${URLS.amap}?v=2.0&key=${key}&callback=${callback}`;
}

function libraryOf(info: MapInfo): MapLibrary | undefined {
  const globals = window as unknown as Record<string, any>;
  return info.type === 'AMap' ? globals.AMap : globals[info.type]?.maps;
}

function load(info: MapInfo): Promise<MapLibrary> {
  return new Promise((resolve, reject) => {
    const globals = window as unknown as Record<string, unknown>;
    const callback = `${CALLBACK_PREFIX}${info.type}`;
    globals[callback] = () => {
      delete globals[callback];
      const library = libraryOf(info);
      if (library) resolve(library);
      else reject(new MapError(MAP_LOAD_FAILED));
    };
    if (info.type === 'AMap') globals._AMapSecurityConfig = { securityJsCode: info.securityJsCode };
    const script = document.createElement('script');
    script.src = libraryUrl(info, callback);
    script.onerror = () => {
      delete globals[callback];
      reject(new MapError(MAP_LOAD_FAILED));
    };
    document.body.appendChild(script);
  });
}

export function loadMapLibrary(rt: Runtime): Promise<MapLibrary> {
  let promise = loaded.get(rt);
  if (!promise) {
    const info = getMapInfo(rt.app);
    promise = info.key ? load(info) : Promise.reject(new MapError(MAP_KEY_NOT_CONFIGURED));
    promise.catch((e: Error) => console.error(e.message));
    loaded.set(rt, promise);
  }
  return promise;
}
