/**
 * The link to the provider's external maps service that /open-location offers: a route to the target,
 * from the user's position when it is known. Every parameter value is URL-encoded.
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
export function navigationLink(info: MapInfo, to: Destination, from?: LatLng): string | undefined {
  const name = to.name || links.destinationName;
  if (info.type === 'google') {
    const origin = from ? `&origin=${enc(`${from.latitude},${from.longitude}`)}` : '';
    return `${links.google}?api=1${origin}&destination=${enc(`${to.latitude},${to.longitude}`)}`;
  }
  if (info.type === 'qq') {
    const origin = from ? `&fromcoord=${enc(`${from.latitude},${from.longitude}`)}&from=${enc(links.originName)}` : '';
    return `${links.qq}?type=drive${origin}&tocoord=${enc(`${to.latitude},${to.longitude}`)}&to=${enc(name)}&ref=${enc(info.key)}`;
  }
  if (info.type === 'AMap') {
    const origin = from ? `from=${enc(`${from.longitude},${from.latitude},${links.originName}`)}&` : '';
    return `${links.amap}?${origin}to=${enc(`${to.longitude},${to.latitude},${name}`)}`;
  }
  return undefined;
}
