import fc from 'fast-check';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { amapApp, CENTER, googleApp, MAP_KEYS, qqmapApp } from '../../fixtures/location.ts';
import { useApp } from '../../harness/unit.ts';
import { followNavigationLink } from './support/open-location.ts';
import { useScripts } from '../../harness/scripts.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const links = v('loc.open-location.navigation-link');

interface Decoded {
  latitude: number;
  longitude: number;
  name?: string;
}

/** `lat,lng` (or `lng,lat,name…` with `lngFirst`) read back; undefined when the parameter is absent. */
function point(value: string | null, lngFirst = false): Decoded | undefined {
  if (value === null) return undefined;
  const [a, b, ...name] = value.split(',');
  return lngFirst ? { latitude: Number(b), longitude: Number(a), name: name.join(',') } : { latitude: Number(a), longitude: Number(b) };
}

/** Each provider's link format, read back: the target, and the route's start when the link has one. */
const providers: { label: string; app: FixtureApp; base: string; decode(url: URL): Decoded; origin(url: URL): Decoded | undefined; fixed: Record<string, string> }[] = [
  {
    label: 'Tencent', app: qqmapApp, base: links.qq, fixed: { type: 'drive', ref: MAP_KEYS.qqmap },
    decode: (url) => ({ ...point(url.searchParams.get('tocoord'))!, name: url.searchParams.get('to')! }),
    origin: (url) => {
      const at = point(url.searchParams.get('fromcoord'));
      // The link names both ends: a start without its name reads as null, as an unnamed target does.
      return at && { ...at, name: url.searchParams.get('from')! };
    },
  },
  {
    label: 'Google', app: googleApp, base: links.google, fixed: { api: '1' },
    decode: (url) => point(url.searchParams.get('destination'))!,
    origin: (url) => point(url.searchParams.get('origin')),
  },
  {
    label: 'AMap', app: amapApp, base: links.amap, fixed: {},
    decode: (url) => point(url.searchParams.get('to'), true)!,
    origin: (url) => point(url.searchParams.get('from'), true),
  },
];

/** The browser's Geolocation API for this test: the user's position, or none (no API at all). */
function browserPosition(position: { latitude: number; longitude: number } | undefined): void {
  const geolocation = position && {
    getCurrentPosition: (found: PositionCallback) => found({ coords: { ...position, accuracy: 10 }, timestamp: Date.now() } as GeolocationPosition),
  };
  const spy = vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(geolocation as Geolocation);
  onTestFinished(() => spy.mockRestore());
}

/**
 * How far the route's start may lie from the position the browser gave: the framework converts it to the
 * provider's coordinate system first (GCJ-02 moves a point in China by well under 0.01°).
 */
const CONVERSION_DEG = 0.01;

const same = (a: number, b: number) => a === b || (a === 0 && b === 0);

for (const provider of providers) {
  describe(`the ${provider.label} navigation link [loc.open-location.navigation-link]`, () => {
    const app = useApp(provider.app);
    useScripts();

    // How each parameter is escaped is the runtime's own (the seed names a link, not its encoding): the link
    // is judged by the place it routes to.
    it('routes to the location on the provider\'s maps service', async () => {
      const href = await followNavigationLink(app(), { ...CENTER, name: 'Café & Bar, 5/F', address: '1 Chang\'an Ave' });
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe(provider.base);
      const decoded = provider.decode(url);
      expect(same(decoded.latitude, CENTER.latitude) && same(decoded.longitude, CENTER.longitude)).toBe(true);
      if (decoded.name !== undefined) expect(decoded.name).toBe('Café & Bar, 5/F');
      expect(Object.fromEntries(url.searchParams)).toMatchObject(provider.fixed);
    });

    it('names an unnamed target as the framework does', async () => {
      const decoded = provider.decode(new URL(await followNavigationLink(app(), { ...CENTER })));
      if (decoded.name !== undefined) expect(decoded.name).toBe(links.destinationName);
    });

    it('starts the route at the user\'s position once the browser gives it, named as the framework names it', async () => {
      const position = { latitude: 39.95, longitude: 116.35 };
      browserPosition(position);
      const href = await followNavigationLink(app(), { ...CENTER, name: 'Tiananmen' }, (h) => provider.origin(new URL(h)) !== undefined);
      const origin = provider.origin(new URL(href));
      expect(origin, `a route's start in ${href}`).toBeDefined();
      expect(Math.abs(origin!.latitude - position.latitude)).toBeLessThan(CONVERSION_DEG);
      expect(Math.abs(origin!.longitude - position.longitude)).toBeLessThan(CONVERSION_DEG);
      if (origin!.name !== undefined) expect(origin!.name).toBe(links.originName);
      expect(provider.decode(new URL(href))).toMatchObject({ latitude: CENTER.latitude, longitude: CENTER.longitude });
    });

    it('has no start where the browser gives no position', async () => {
      browserPosition(undefined);
      const href = await followNavigationLink(app(), { ...CENTER, name: 'Tiananmen' }, () => false);
      expect(provider.origin(new URL(href))).toBeUndefined();
    });

    it('decodes back to any latitude, longitude and name', async () => {
      await fc.assert(fc.asyncProperty(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.string({ unit: 'grapheme', minLength: 1 }),
        fc.string({ unit: 'grapheme' }),
        async (latitude, longitude, name, address) => {
          const href = await followNavigationLink(app(), { latitude, longitude, name, address });
          const decoded = provider.decode(new URL(href));
          expect(same(decoded.latitude, latitude), `latitude ${latitude}`).toBe(true);
          expect(same(decoded.longitude, longitude), `longitude ${longitude}`).toBe(true);
          if (decoded.name !== undefined) expect(decoded.name).toBe(name);
        },
      ), { numRuns: propertyRuns(25) });
    }, 30_000);
  });
}
