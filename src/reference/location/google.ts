/**
 * The Google place source: the Places library of the Google Maps script, a nearby search around the
 * centre or a text search for a keyword; further pages come from the library's own pagination.
 */
import type { Runtime } from '../runtime/runtime.ts';
import { loadMapLibrary } from './map-library.ts';
import { NEARBY_RADIUS, type PlacePage, type PlaceSource } from './places.ts';

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
  let waiting: { resolve(page: PlacePage): void; reject(e: Error): void } | null = null;
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
      // The framework gives a Google place no distance: 0, which its row shows without a distance label.
      items: (results ?? []).map((p) => ({
        name: p.name || '',
        address: p.vicinity || p.formatted_address || '',
        distance: 0,
        latitude: p.geometry.location.lat(),
        longitude: p.geometry.location.lng(),
      })),
      hasNextPage: !!page?.hasNextPage,
    });
  };
  return {
    async list(query) {
      const maps = await loadMapLibrary(rt);
      return new Promise<PlacePage>((resolve, reject) => {
        waiting = { resolve, reject };
        if (query.pageIndex > 1 && pagination?.hasNextPage) {
          pagination.nextPage();
          return;
        }
        pagination = null;
        const service = new maps.places.PlacesService(document.createElement('div'));
        const request = { location: { lat: query.latitude, lng: query.longitude }, query: query.keyword, radius: NEARBY_RADIUS };
        if (query.keyword) service.textSearch(request, callback);
        else service.nearbySearch(request, callback);
      });
    },
  };
}
