import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { unitTarget } from '../../harness/unit.ts';
import { tick } from './support/dom.ts';

const { min, max } = v('loc.map.zoom-limits');

interface RegionChange {
  type: string;
  detail: { type: string; scale?: number };
}

/** Mounts <map> with the `scale` prop as a template may bind it, turns the wheel in once, returns the scales reported. */
async function zoomInOnce(scale: unknown): Promise<number[]> {
  const events: RegionChange[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  const mounted = await unitTarget.mount('map', { latitude: 39.9, longitude: 116.4, scale, onRegionchange: (e: RegionChange) => events.push(e) }, container);
  try {
    let target: Element = container;
    while (target.firstElementChild) target = target.firstElementChild;
    fireEvent.wheel(target, { deltaY: -100 });
    await tick();
  } finally {
    await mounted.unmount();
    container.remove();
  }
  return events.filter((e) => e.detail.type === 'end' && e.detail.scale !== undefined).map((e) => e.detail.scale!);
}

describe('map zoom of a scale that is not a number [loc.map.zoom-limits]', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  // A bare <map> has no app and so no map key: the framework says so on the console.
  beforeEach(() => { errors = vi.spyOn(console, 'error').mockImplementation(() => {}); });
  afterEach(() => { errors.mockRestore(); });

  it('still zooms by one step within 5–18', async () => {
    for (const scale of ['not a number', NaN]) {
      const scales = await zoomInOnce(scale);
      expect(scales).toHaveLength(1);
      expect(scales[0]! >= min && scales[0]! <= max, `scale ${scales[0]} from ${String(scale)}`).toBe(true);
    }
  });
});
