import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { qqmapApp } from '../../fixtures/location.ts';
import { unitTarget, useApp } from '../../harness/unit.ts';
import { flush, mapSurface } from './support/dom.ts';
import { useScripts } from '../../harness/scripts.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

// A map lives in an app that configured a map provider: a framework may draw it, and zoom it, with the
// provider's library (the suite's stand-in, mocks/handlers/map-surface.ts).
useApp(qqmapApp);
useScripts();

const { min, max } = v('loc.map.zoom-limits');

interface RegionChange {
  type: string;
  detail: { type: string; causedBy?: string; scale?: number };
}

/** Mounts <map> at `scale` (as a template may bind it), turns the wheel (negative: zoom in) and returns the scales it reported. */
async function zoom(scale: unknown, steps: number[]): Promise<number[]> {
  const events: RegionChange[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const mounted = await unitTarget.mount('map', { latitude: 39.9, longitude: 116.4, scale, onRegionchange: (e: RegionChange) => events.push(e) }, container);
  try {
    // The user turns the wheel once the map is there (a provider's library loads first).
    await flush();
    const target = mapSurface(container);
    for (const deltaY of steps) {
      fireEvent.wheel(target, { deltaY });
      // A notch a frame: the page draws between notches.
      await flush(3);
    }
  } finally {
    await mounted.unmount();
    container.remove();
  }
  return events.filter((e) => e.detail.type === 'end' && e.detail.scale !== undefined).map((e) => e.detail.scale!);
}

/** Whether turning the wheel `steps` from `scale` ever moves the zoom off its level, within the limits. */
function movesAtAll(scale: number, steps: number[]): boolean {
  let level = Math.min(max, Math.max(min, scale));
  return steps.some((deltaY) => {
    const next = Math.min(max, Math.max(min, level + (deltaY < 0 ? 1 : -1)));
    const moved = next !== level;
    level = next;
    return moved;
  });
}

describe('map zoom [loc.map.zoom-limits]', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  // A map mounted outside a page may find no map key: the framework may say so on the console.
  beforeEach(() => { errors = vi.spyOn(console, 'error').mockImplementation(() => {}); });
  afterEach(() => { errors.mockRestore(); });

  it('zooming in stops at 18 and zooming out stops at 5', async () => {
    const inward = await zoom(16, Array(20).fill(-100));
    expect(inward.slice(0, 2)).toEqual([17, 18]);
    expect(inward.at(-1)).toBe(max);
    expect(Math.max(...inward)).toBe(max);
    const outward = await zoom(16, Array(20).fill(100));
    expect(outward.slice(0, 2)).toEqual([15, 14]);
    expect(outward.at(-1)).toBe(min);
    expect(Math.min(...outward)).toBe(min);
  });

  it('a scale outside the limits starts at the nearest limit', async () => {
    expect(await zoom(30, [100])).toEqual([max - 1]);
    expect(await zoom(1, [-100])).toEqual([min + 1]);
  });

  it.each([
    // [start, wheel, reported]: a notch out from the top limit, from one above it and one below it; a notch in likewise at the bottom.
    [max + 1, 100, max - 1], [max, 100, max - 1], [max - 1, 100, max - 2],
    [min - 1, -100, min + 1], [min, -100, min + 1], [min + 1, -100, min + 2],
  ])('at the limits and one step either side: a map at scale %s turned one notch (%s) reports %s', async (scale, deltaY, reported) => {
    expect(await zoom(scale, [deltaY])).toEqual([reported]);
  });

  it('never reports a scale outside 5–18, whatever the start and the wheel', async () => {
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: -5, max: 30 }),
      fc.array(fc.constantFrom(-120, -3, 3, 120), { maxLength: 30 }),
      async (scale, steps) => {
        const scales = await zoom(scale, steps);
        // A wheel that moves the zoom at all is reported (at a limit, the level may not change, and not be reported).
        if (movesAtAll(scale, steps)) expect(scales.length).toBeGreaterThan(0);
        for (const s of scales) expect(s >= min && s <= max, `scale ${s}`).toBe(true);
      },
    ), { numRuns: propertyRuns(40) });
  }, 30_000);

  it('a scale that is not a number still zooms by one step within 5–18', async () => {
    for (const scale of ['not a number', NaN]) {
      const scales = await zoom(scale, [-100]);
      expect(scales).toHaveLength(1);
      expect(scales[0]! >= min && scales[0]! <= max, `scale ${scales[0]} from ${String(scale)}`).toBe(true);
    }
  });
});
