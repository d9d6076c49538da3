import { fireEvent, waitFor } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { CENTER, qqmapApp } from '../../fixtures/location.ts';
import { call, useApp } from '../../harness/unit.ts';
import { until } from './support/dom.ts';
import { openLocationPage } from './support/open-location.ts';
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
    await waitFor(() => expect(openLocationPage().textContent).toContain('Tiananmen'));
    expect(openLocationPage().textContent).toContain('Dongcheng, Beijing');
  });

  it('keeps a whole scale from 5 to 18 and uses 18 for any other [loc.route.open-location]', async () => {
    await fc.assert(fc.asyncProperty(fc.oneof(fc.integer({ min: -10, max: 30 }), fc.double({ min: -100, max: 100 }), fc.constant(Number.NaN)), async (scale) => {
      const { top } = await openedWith({ ...CENTER, scale });
      const whole = Math.floor(scale);
      const expected = whole >= route.scaleMin && whole <= route.scaleMax ? whole : route.defaultScale;
      expect(top.options).toMatchObject({ scale: String(expected) });
      fireEvent.click(openLocationPage().querySelector('.nav-btn.back, .nav-btn-back')!);
      await until(() => expect(app().getCurrentPages()).toHaveLength(1));
    }), { numRuns: propertyRuns(40) });
  }, 30_000);

  it('fails without a latitude, or with one that is not a number, and opens nothing [loc.route.open-location]', async () => {
    const missing = await openedWith({ longitude: CENTER.longitude });
    expect(missing.outcome).toMatchObject({ ok: false, res: { errMsg: 'openLocation:fail Missing required parameter `latitude`' } });
    const text = await openedWith({ latitude: '39.9', longitude: CENTER.longitude });
    expect(text.outcome.ok).toBe(false);
    expect(text.outcome.res.errMsg).toMatch(/^openLocation:fail parameter `latitude`/);
    expect(text.depth).toBe(1);
  });
});
