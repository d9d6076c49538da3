/**
 * The user's position for /open-location's route, from the browser's Geolocation API. The position is
 * used as the browser reports it: the framework converts it to the provider's coordinate system first
 * (getLocation type gcj02), which this reference leaves out.
 */
import type { LatLng } from './distance.ts';

/** The position, or undefined when the browser has no Geolocation API or gives no position. */
export function myLocation(): Promise<LatLng | undefined> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(undefined),
    );
  });
}
