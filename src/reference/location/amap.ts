/**
 * The AMap place source: the PlaceSearch plugin of the AMap script, searching around the centre within
 * the nearby radius, or within the wider keyword radius while a keyword is searched.
 */
import type { Runtime } from '../runtime/runtime.ts';
import { loadMapLibrary } from './map-library.ts';
import { NEARBY_RADIUS, type PlacePage, type PlaceSource } from './places.ts';
import { toPoi } from './poi.ts';

const PAGE_SIZE = 10;
/** How far around the centre a keyword is searched (m). */
const KEYWORD_RADIUS = 50000;
/** PlaceSearch's city: nationwide. */
const CITY = '全国';

interface AMapPoi {
  name?: string;
  address?: string;
  distance?: number;
  location: { lat: number; lng: number };
}

export function amapPlaceSource(rt: Runtime): PlaceSource {
  return {
    async list(query) {
      const AMap = await loadMapLibrary(rt);
      return new Promise<PlacePage>((resolve, reject) => {
        AMap.plugin('AMap.PlaceSearch', () => {
          const search = new AMap.PlaceSearch({ city: CITY, pageSize: PAGE_SIZE, pageIndex: query.pageIndex });
          const radius = query.keyword ? KEYWORD_RADIUS : NEARBY_RADIUS;
          search.searchNearBy(query.keyword || '', [query.longitude, query.latitude], radius, (status: string, result: any) => {
            if (status === 'error') {
              console.error(result);
              reject(new Error(String(result)));
            } else if (status === 'no_data') {
              resolve({ items: [], hasNextPage: false });
            } else {
              const pois: AMapPoi[] = result.poiList.pois;
              resolve({
                items: pois.map((p) => toPoi({ name: p.name, address: p.address, distance: p.distance, location: { lat: p.location.lat, lng: p.location.lng } }, query)),
                hasNextPage: pois.length === PAGE_SIZE,
              });
            }
          });
        });
      });
    },
  };
}
