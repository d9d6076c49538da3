import { within } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { until } from './support/dom.ts';
import { leaveOpenLocation, openLocationPage } from './support/open-location.ts';
import { useScripts } from '../../harness/scripts.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp(qqmapApp);
useScripts();
const route = v('loc.route.open-location');
const { defaultScale } = v('loc.open-location.default-scale');
const limits = v('loc.open-location.scale-limits');

async function openedWith(options: Record<string, unknown>) {
  const outcome = await call(app().uni, 'openLocation', options);
  const pages = app().getCurrentPages();
  const top = pages[pages.length - 1]!;
  return { outcome, top, depth: pages.length };
}

describe('uni.openLocation', () => {
  it('opens /open-location with latitude, longitude, scale, name and address as its query [loc.route.open-location]', async () => {
    const { outcome, top } = await openedWith({ ...CENTER, scale: 12, name: 'Tiananmen', address: 'Dongcheng, Beijing' });
    expect(outcome).toMatchObject({ ok: true, res: { errMsg: 'openLocation:ok' } });
    // An internal page's route may be reported with its leading slash.
    expect(`/${top.route.replace(/^\//, '')}`).toBe(route.path);
    expect(Object.keys(top.options as object).sort()).toEqual([...route.query].sort());
    expect(top.options).toEqual({
      latitude: String(CENTER.latitude), longitude: String(CENTER.longitude), scale: '12', name: 'Tiananmen', address: 'Dongcheng, Beijing',
    });
    // The page shows the location's name and address.
    await until(() => within(openLocationPage()).getByText('Tiananmen'));
    expect(within(openLocationPage()).getByText('Dongcheng, Beijing')).toBeTruthy();
  });

  it('opens it with scale 18 when given none [loc.open-location.default-scale]', async () => {
    const { top } = await openedWith({ ...CENTER });
    expect(top.options).toMatchObject({ scale: String(defaultScale) });
  });

  it('keeps a whole scale from 5 to 18 and uses the default for any other [loc.open-location.scale-limits]', async () => {
    // The default is whatever the page opens with when given no scale (loc.open-location.default-scale judges its value).
    const { top: unscaled } = await openedWith({ ...CENTER });
    const fallback = (unscaled.options as Record<string, string>).scale;
    await leaveOpenLocation();
    await until(() => expect(app().getCurrentPages()).toHaveLength(1));
    await fc.assert(fc.asyncProperty(fc.oneof(fc.integer({ min: -10, max: 30 }), fc.double({ min: -100, max: 100 }), fc.constant(Number.NaN)), async (scale) => {
      const { top } = await openedWith({ ...CENTER, scale });
      const whole = Math.floor(scale);
      const expected = whole >= limits.min && whole <= limits.max ? String(whole) : fallback;
      expect(top.options).toMatchObject({ scale: expected });
      await leaveOpenLocation();
      await until(() => expect(app().getCurrentPages()).toHaveLength(1));
    }), { numRuns: propertyRuns(40), examples: [[limits.min - 1], [limits.min - 0.5], [limits.min], [limits.min + 0.5], [limits.max], [limits.max + 0.5], [limits.max + 1]] });
  }, 30_000);

  it('fails without a latitude or longitude, and opens nothing [device.api.missing-parameter]', async () => {
    const missing = (name: string) => fill(v('device.api.missing-parameter').errMsg, { api: 'openLocation', name });
    for (const [options, errMsg] of [[{ longitude: CENTER.longitude }, missing('latitude')], [{ latitude: CENTER.latitude }, missing('longitude')]] as const) {
      const { outcome, depth } = await openedWith(options);
      expect(outcome.ok, JSON.stringify(options)).toBe(false);
      expect(outcome.res.errMsg).toBe(errMsg);
      expect(depth).toBe(1);
    }
  });

  it('fails with a latitude, longitude or scale that is not a number or a name or address that is not a string, and opens nothing [device.api.invalid-type]', async () => {
    const wrongType = (name: string, expected: string) => fill(v('device.api.invalid-type').errMsg, { api: 'openLocation', name, expected });
    const cases: [Record<string, unknown>, string][] = [
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
