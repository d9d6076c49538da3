/**
 * The Google place source: the Places library of the Google Maps script, a nearby search around the
 * centre or a text search for a keyword; further pages come from the library's own pagination.
 */
import { v } from '../../../spec/catalogue/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { loadMapLibrary } from './map-library.ts';
import type { PlacePage, PlaceSource } from './place-source.ts';
import { toPoi } from './poi.ts';

const { radiusM } = v('loc.picker.nearby-radius');

interface GooglePlace {
  name?: string;
  vicinity?: string;
  formatted_address?: string;
  geometry: { location: { lat(): number; lng(): number } };
}
interface Pagination {
  hasNextPage: boolean;
  nextPage(): void;
}

export function googlePlaceSource(rt: Runtime): PlaceSource {
  let pagination: Pagination | null = null;
  // The library calls the first request's callback again for each next page: it answers whoever waits now.
  let waiting: { resolve(page: PlacePage): void; reject(e: Error): void; center: { latitude: number; longitude: number } } | null = null;
  const callback = (results: GooglePlace[] | null, status: string, page: Pagination | null) => {
    const current = waiting;
    waiting = null;
    if (!current) return;
    if (status !== 'OK' && status !== 'ZERO_RESULTS') {
      current.reject(new Error(status));
      return;
    }
    pagination = page;
    current.resolve({
      items: (results ?? []).map((p) => toPoi({
        name: p.name,
        address: p.vicinity || p.formatted_address || '',
        location: { lat: p.geometry.location.lat(), lng: p.geometry.location.lng() },
      }, current.center)),
      hasNextPage: !!page?.hasNextPage,
    });
  };
  return {
    async list(query) {
      const maps = await loadMapLibrary(rt);
      return new Promise<PlacePage>((resolve, reject) => {
        waiting = { resolve, reject, center: query };
        if (query.pageIndex > 1 && pagination?.hasNextPage) {
          pagination.nextPage();
          return;
        }
        pagination = null;
        const service = new maps.places.PlacesService(document.createElement('div'));
        const request = { location: { lat: query.latitude, lng: query.longitude }, query: query.keyword, radius: radiusM };
        if (query.keyword) service.textSearch(request, callback);
        else service.nearbySearch(request, callback);
      });
    },
  };
}
