/**
 * The link to the provider's external maps service that /open-location offers: a route to the target,
 * from the user's position when it is known. Every parameter value is URL-encoded.
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
/** What the framework calls the route's start, the user's position: 'my location'. */
const ORIGIN_NAME = '我的位置';

export interface Destination extends LatLng {
  name?: string;
}

const enc = encodeURIComponent;

/** The url, or undefined when no provider is configured; `from` is the user's position, when known. */
export function navigationLink(info: MapInfo, to: Destination, from?: LatLng): string | undefined {
  const name = to.name || DESTINATION_NAME;
  if (info.type === 'google') {
    const origin = from ? `&origin=${enc(`${from.latitude},${from.longitude}`)}` : '';
    return `${LINKS.google}?api=1${origin}&destination=${enc(`${to.latitude},${to.longitude}`)}`;
  }
  if (info.type === 'qq') {
    const origin = from ? `&fromcoord=${enc(`${from.latitude},${from.longitude}`)}&from=${enc(ORIGIN_NAME)}` : '';
    return `${LINKS.qq}?type=drive${origin}&tocoord=${enc(`${to.latitude},${to.longitude}`)}&to=${enc(name)}&ref=${enc(info.key)}`;
  }
  if (info.type === 'AMap') {
    const origin = from ? `from=${enc(`${from.longitude},${from.latitude},${ORIGIN_NAME}`)}&` : '';
    return `${LINKS.amap}?${origin}to=${enc(`${to.longitude},${to.latitude},${name}`)}`;
  }
  return undefined;
}
