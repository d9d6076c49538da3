/**
 * What every place source offers the location picker: nearby places around a centre, or places matching
 * a keyword, one page at a time. Each map provider implements it in its own module.
 */
import type { Poi } from './poi.ts';

/** How far around the centre nearby places are listed (m). */
export const NEARBY_RADIUS = 5000;

export interface PlaceQuery {
  latitude: number;
  longitude: number;
  /** Empty: places near the centre; otherwise a keyword search around it. */
  keyword: string;
  /** 1-based. */
  pageIndex: number;
}

export interface PlacePage {
  items: Poi[];
  hasNextPage: boolean;
}

export interface PlaceSource {
  list(query: PlaceQuery): Promise<PlacePage>;
}
