/**
 * Where the location picker's rows come from: nearby places around a centre, or places matching a
 * keyword, one page at a time. One implementation per map provider; `createPlaceSource` picks it.
 */
import { v } from '../../../spec/catalogue/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { amapPlaceSource } from './amap.ts';
import { googlePlaceSource } from './google.ts';
import { getMapInfo } from './map-info.ts';
import { MapError } from './map-library.ts';
import type { Poi } from './poi.ts';
import { qqPlaceSource } from './qqmap.ts';

export interface PlaceQuery {
  latitude: number;
  longitude: number;
  /** Empty: places near the centre; otherwise a keyword search around it. */
  keyword: string;
  /** 1-based. */
  pageIndex: number;
}

export interface PlacePage {
  items: Poi[];
  hasNextPage: boolean;
}

export interface PlaceSource {
  list(query: PlaceQuery): Promise<PlacePage>;
}

export function createPlaceSource(rt: Runtime): PlaceSource {
  const info = getMapInfo(rt.app);
  if (info.type === 'qq') return qqPlaceSource(info.key);
  if (info.type === 'google') return googlePlaceSource(rt);
  if (info.type === 'AMap') return amapPlaceSource(rt);
  return { list: () => Promise.reject(new MapError(v('loc.map.key-not-configured').message)) };
}
