/**
 * The link to the provider's external maps service that /open-location offers: a route to the target.
 * Every parameter value is URL-encoded.
 */
import { v } from '../../../spec/catalogue/index.ts';
import type { LatLng } from './distance.ts';
import type { MapInfo } from './map-info.ts';

const links = v('loc.open-location.navigation-link');

export interface Destination extends LatLng {
  name?: string;
}

const enc = encodeURIComponent;

/** The url, or undefined when no provider is configured. */
export function navigationLink(info: MapInfo, to: Destination): string | undefined {
  const name = to.name || links.destinationName;
  if (info.type === 'google') {
    return `${links.google}?api=1&destination=${enc(`${to.latitude},${to.longitude}`)}`;
  }
  if (info.type === 'qq') {
    return `${links.qq}?type=drive&tocoord=${enc(`${to.latitude},${to.longitude}`)}&to=${enc(name)}&ref=${enc(info.key)}`;
  }
  if (info.type === 'AMap') {
    return `${links.amap}?to=${enc(`${to.longitude},${to.latitude},${name}`)}`;
  }
  return undefined;
}
