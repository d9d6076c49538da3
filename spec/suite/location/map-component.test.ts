import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { qqmapApp } from '../../fixtures/location.ts';
import { parts, useApp, useMount } from '../../harness/unit.ts';
import { dragMap, flush } from './support/dom.ts';
import { useScripts } from '../../harness/scripts.ts';

// A map lives in an app that configured a map provider: a framework may draw it, its markers included, with
// the provider's library (the suite's stand-in, mocks/handlers/map-surface.ts).
useApp(qqmapApp);
useScripts();
const mount = useMount();

describe('<map> [comp.builtin.map]', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => { errors = vi.spyOn(console, 'error').mockImplementation(() => {}); });
  afterEach(() => { errors.mockRestore(); });

  it('given no centre, shows the framework\'s default centre: a drag there and back ends on it', async () => {
    const { defaultCenter } = v('comp.builtin.map');
    const ends: { latitude: number; longitude: number }[] = [];
    const { container } = await mount(v('comp.builtin.map').name, {
      onRegionchange: (e: { detail: { type: string; centerLocation?: { latitude: number; longitude: number } } }) => {
        if (e.detail.type === 'end' && e.detail.centerLocation) ends.push(e.detail.centerLocation);
      },
    });
    // The user drags once the map is there (a provider's library loads first).
    await flush();
    await dragMap(container, [60, 140], [100, 100]);
    expect(ends).toHaveLength(1);
    expect(ends[0]!.latitude).toBeCloseTo(defaultCenter.latitude, 6);
    expect(ends[0]!.longitude).toBeCloseTo(defaultCenter.longitude, 6);
  });

  it('mounts by its name with a centre and markers, and reports a drag as regionchange with the new centre', async () => {
    const events: { type: string; detail: { type: string; causedBy: string; centerLocation?: { latitude: number; longitude: number } } }[] = [];
    const { container } = await mount(v('comp.builtin.map').name, {
      latitude: 39.9, longitude: 116.4, scale: 16,
      markers: [{ id: 1, latitude: 39.9, longitude: 116.4, title: 'here' }, { id: 2, latitude: 39.91, longitude: 116.41, title: 'there' }],
      onRegionchange: (e: (typeof events)[number]) => events.push(e),
    });
    // The library draws the markers once it is there, and the user drags then. How a marker shows its title
    // (a tooltip, a callout on tap) the seed does not say.
    await flush();
    expect(parts('map.marker', container)).toHaveLength(2);
    await dragMap(container, [60, 140]);
    // The handler bound to regionchange hears both; the event's own `type` may name the phase (as in the
    // mini-program platforms) or the event: the seed does not say.
    expect(events.map((e) => e.detail.type)).toEqual(['begin', 'end']);
    const end = events[1]!.detail.centerLocation!;
    // Dragging the map left and down moves the centre east and north.
    expect(end.longitude).toBeGreaterThan(116.4);
    expect(end.latitude).toBeGreaterThan(39.9);
  });
});
