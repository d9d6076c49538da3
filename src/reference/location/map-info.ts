/** Which map provider an app uses, from manifest `h5.sdkConfigs.maps`; the first configured key wins. */
import type { AppConfig } from '../runtime/app-config.ts';

export type MapType = 'qq' | 'google' | 'AMap' | '';

export interface MapInfo {
  type: MapType;
  key: string;
  securityJsCode?: string;
}

export function getMapInfo(app: AppConfig): MapInfo {
  const maps = app.maps ?? {};
  if (maps.qqmap?.key) return { type: 'qq', key: maps.qqmap.key };
  if (maps.google?.key) return { type: 'google', key: maps.google.key };
  if (maps.amap?.key) return { type: 'AMap', key: maps.amap.key, securityJsCode: maps.amap.securityJsCode };
  return { type: '', key: '' };
}
