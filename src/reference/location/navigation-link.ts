/**
 * The link to the provider's external maps service that /open-location offers: a route to the target.
 * Every parameter value is URL-encoded.
 */
import type { LatLng } from './distance.ts';
import type { MapInfo } from './map-info.ts';

const LINKS = {
  qq: 'https://apis.map.qq.com/uri/v1/routeplan',
  google: 'https://www.google.com/maps/dir/',
  amap: 'https://uri.amap.com/navigation',
};
/** What the framework calls an unnamed target: 'destination'. */
export const DESTINATION_NAME = '目的地';

export interface Destination extends LatLng {
  name?: string;
}

const enc = encodeURIComponent;

/** The url, or undefined when no provider is configured. */
export function navigationLink(info: MapInfo, to: Destination): string | undefined {
  const name = to.name || DESTINATION_NAME;
  if (info.type === 'google') {
    return `${LINKS.google}?api=1&destination=${enc(`${to.latitude},${to.longitude}`)}`;
  }
  if (info.type === 'qq') {
    return `${LINKS.qq}?type=drive&tocoord=${enc(`${to.latitude},${to.longitude}`)}&to=${enc(name)}&ref=${enc(info.key)}`;
  }
  if (info.type === 'AMap') {
    return `${LINKS.amap}?to=${enc(`${to.longitude},${to.latitude},${name}`)}`;
  }
  return undefined;
}
