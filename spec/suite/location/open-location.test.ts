import { within } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { until } from './support/dom.ts';
import { leaveOpenLocation, openLocationPage } from './support/open-location.ts';
import { useScripts } from './support/scripts.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp(qqmapApp);
useScripts();
const route = v('loc.route.open-location');

async function openedWith(options: Record<string, unknown>) {
  const outcome = await call(app().uni, 'openLocation', options);
  const pages = app().getCurrentPages();
  const top = pages[pages.length - 1]!;
  return { outcome, top, depth: pages.length };
}

describe('uni.openLocation', () => {
  it('opens /open-location with latitude, longitude, scale 18 by default, name and address [loc.route.open-location]', async () => {
    const { outcome, top } = await openedWith({ ...CENTER, name: 'Tiananmen', address: 'Dongcheng, Beijing' });
    expect(outcome).toMatchObject({ ok: true, res: { errMsg: 'openLocation:ok' } });
    // An internal page's route may be reported with its leading slash.
    expect(`/${top.route.replace(/^\//, '')}`).toBe(route.path);
    expect(top.options).toEqual({
      latitude: String(CENTER.latitude), longitude: String(CENTER.longitude), scale: String(route.defaultScale), name: 'Tiananmen', address: 'Dongcheng, Beijing',
    });
    // The page shows the location's name and address.
    await until(() => within(openLocationPage()).getByText('Tiananmen'));
    expect(within(openLocationPage()).getByText('Dongcheng, Beijing')).toBeTruthy();
  });

  it('keeps a whole scale from 5 to 18 and uses 18 for any other [loc.route.open-location]', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.integer({ min: -10, max: 30 }), fc.double({ min: -100, max: 100 }), fc.constant(Number.NaN)), async (scale) => {
      const { top } = await openedWith({ ...CENTER, scale });
      const whole = Math.floor(scale);
      const expected = whole >= route.scaleMin && whole <= route.scaleMax ? whole : route.defaultScale;
      expect(top.options).toMatchObject({ scale: String(expected) });
      await leaveOpenLocation();
      await until(() => expect(app().getCurrentPages()).toHaveLength(1));
    }), { numRuns: propertyRuns(40), examples: [[route.scaleMin - 1], [route.scaleMin], [route.scaleMin + 0.5], [route.scaleMax], [route.scaleMax + 0.5], [route.scaleMax + 1]] });
  }, 30_000);

  it('fails without a latitude or longitude, or with a latitude, longitude or scale that is not a number or a name or address that is not a string, and opens nothing [loc.route.open-location, device.api.errmsg]', async () => {
    const messages = v('device.api.errmsg');
    const failure = (detail: string) => fill(messages.failWithDetail, { api: 'openLocation', detail });
    const wrongType = (name: string, expected: string) => failure(fill(messages.invalidType, { name, expected }));
    const cases: [Record<string, unknown>, string][] = [
      [{ longitude: CENTER.longitude }, failure(fill(messages.missingParameter, { name: 'latitude' }))],
      [{ latitude: CENTER.latitude }, failure(fill(messages.missingParameter, { name: 'longitude' }))],
      [{ ...CENTER, latitude: '39.9' }, wrongType('latitude', 'Number')],
      [{ ...CENTER, longitude: '116.4' }, wrongType('longitude', 'Number')],
      [{ ...CENTER, scale: '16' }, wrongType('scale', 'Number')],
      [{ ...CENTER, name: 1 }, wrongType('name', 'String')],
      [{ ...CENTER, address: true }, wrongType('address', 'String')],
    ];
    for (const [options, errMsg] of cases) {
      const { outcome, depth } = await openedWith(options);
      expect(outcome.ok, JSON.stringify(options)).toBe(false);
      expect(outcome.res.errMsg.startsWith(errMsg), `${outcome.res.errMsg} starts with ${errMsg}`).toBe(true);
      expect(depth).toBe(1);
    }
  });
});
