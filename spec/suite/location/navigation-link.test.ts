import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { amapApp, CENTER, googleApp, MAP_KEYS, qqmapApp } from '../../fixtures/location.ts';
import { useApp } from '../../harness/unit.ts';
import { followNavigationLink, rawQueryPairs } from './support/open-location.ts';
import { useScripts } from './support/scripts.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const links = v('loc.open-location.navigation-link');

interface Decoded {
  latitude: number;
  longitude: number;
  name?: string;
}

/** Each provider's link format, read back. */
const providers: { label: string; app: FixtureApp; base: string; decode(url: URL): Decoded; fixed: Record<string, string> }[] = [
  {
    label: 'Tencent', app: qqmapApp, base: links.qq, fixed: { type: 'drive', ref: MAP_KEYS.qqmap },
    decode: (url) => {
      const [lat, lng] = url.searchParams.get('tocoord')!.split(',');
      return { latitude: Number(lat), longitude: Number(lng), name: url.searchParams.get('to')! };
    },
  },
  {
    label: 'Google', app: googleApp, base: links.google, fixed: { api: '1' },
    decode: (url) => {
      const [lat, lng] = url.searchParams.get('destination')!.split(',');
      return { latitude: Number(lat), longitude: Number(lng) };
    },
  },
  {
    label: 'AMap', app: amapApp, base: links.amap, fixed: {},
    decode: (url) => {
      const [lng, lat, ...name] = url.searchParams.get('to')!.split(',');
      return { latitude: Number(lat), longitude: Number(lng), name: name.join(',') };
    },
  },
];

const same = (a: number, b: number) => a === b || (a === 0 && b === 0);

for (const provider of providers) {
  describe(`the ${provider.label} navigation link [loc.open-location.navigation-link]`, () => {
    const app = useApp(provider.app);
    useScripts();

    it('routes to the location on the provider\'s maps service with every parameter URL-encoded', async () => {
      const href = await followNavigationLink(app(), { ...CENTER, name: 'Café & Bar, 5/F', address: '1 Chang\'an Ave' });
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe(provider.base);
      const decoded = provider.decode(url);
      expect(same(decoded.latitude, CENTER.latitude) && same(decoded.longitude, CENTER.longitude)).toBe(true);
      if (decoded.name !== undefined) expect(decoded.name).toBe('Café & Bar, 5/F');
      expect(Object.fromEntries(url.searchParams)).toMatchObject(provider.fixed);
      for (const [key, value] of rawQueryPairs(href)) {
        expect(value, key).toBe(encodeURIComponent(decodeURIComponent(value)));
      }
    });

    it('names an unnamed target as the framework does', async () => {
      const decoded = provider.decode(new URL(await followNavigationLink(app(), { ...CENTER })));
      if (decoded.name !== undefined) expect(decoded.name).toBe(links.destinationName);
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
          for (const [key, value] of rawQueryPairs(href)) expect(value, key).toBe(encodeURIComponent(decodeURIComponent(value)));
        },
      ), { numRuns: propertyRuns(25) });
    }, 30_000);
  });
}
