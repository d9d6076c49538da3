/** The framework's location result (`Poi`): one row of the picker and what chooseLocation reports. */
import { distanceMeters, type LatLng } from './distance.ts';

export interface Poi {
  name: string;
  address: string;
  /** Metres from the picker's centre. */
  distance: number;
  latitude: number;
  longitude: number;
}

/** A place as the Tencent services return it (place search `data[]`, reverse geocoder `result.pois[]`). */
export interface QQPlace {
  title?: string;
  name?: string;
  address?: string;
  location: { lat: number; lng: number };
  _distance?: number;
  distance?: number;
  ad_info?: { adcode?: number | string };
}

/** Maps a provider place onto a location result; the distance is the provider's, else computed from `center`. */
export function toPoi(place: QQPlace, center: LatLng): Poi {
  const latitude = place.location.lat;
  const longitude = place.location.lng;
  return {
    name: place.title || place.name || '',
    address: place.address ?? '',
    distance: place._distance ?? place.distance ?? distanceMeters(center, { latitude, longitude }),
    latitude,
    longitude,
  };
}

/** The distance prefix of a row's detail line: '1.5km | ', '250m | ', '<100m | ' or nothing. */
export function distanceLabel(distance: number): string {
  if (distance > 1000) return `${(distance / 1000).toFixed(1)}km | `;
  if (distance > 100) return `${distance.toFixed(0)}m | `;
  if (distance > 0) return '<100m | ';
  return '';
}
