import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { qqmapApp } from '../../fixtures/location.ts';
import { parts, uncaughtErrors, useApp, useMount } from '../../harness/unit.ts';
import { dragMap, flush, mapSurface } from './support/dom.ts';
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

  type RegionChange = { detail: { type: string; scale?: number; centerLocation?: { latitude: number; longitude: number } } };
  /** A map mounted by its name, with what its regionchange reported. */
  async function regionMap(props: Record<string, unknown>) {
    const events: RegionChange[] = [];
    const m = await mount(v('comp.builtin.map').name, { ...props, onRegionchange: (e: RegionChange) => events.push(e) });
    await flush();
    return { m, events, surface: () => mapSurface(m.container) };
  }

  it('shows no marker when given none', async () => {
    const { m } = await regionMap({ latitude: 39.9, longitude: 116.4 });
    expect(parts('map.marker', m.container)).toHaveLength(0);
  });

  it('a press released where it began, a pointer moved or released over it unpressed, change no region', async () => {
    const { events, surface } = await regionMap({ latitude: 39.9, longitude: 116.4 });
    const errors = uncaughtErrors();
    fireEvent.pointerMove(surface(), { clientX: 120, clientY: 120 });
    fireEvent.pointerUp(surface(), { clientX: 120, clientY: 120 });
    fireEvent.pointerDown(surface(), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(surface(), { clientX: 100, clientY: 100 });
    await flush();
    expect(events).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a drag through several points begins once and ends once', async () => {
    const { m, events } = await regionMap({ latitude: 39.9, longitude: 116.4 });
    await dragMap(m.container, [90, 110], [80, 120], [60, 140]);
    expect(events.map((e) => e.detail.type)).toEqual(['begin', 'end']);
  });

  it('a map whose page listens to no regionchange can still be dragged and zoomed', async () => {
    const m = await mount(v('comp.builtin.map').name, { latitude: 39.9, longitude: 116.4 });
    await flush();
    const errors = uncaughtErrors();
    await dragMap(m.container, [60, 140]);
    fireEvent.wheel(mapSurface(m.container), { deltaY: -100 });
    await flush();
    expect(errors).toEqual([]);
  });

  it('follows a new latitude and longitude: a drag there and back ends on the new centre', async () => {
    const { m, events } = await regionMap({ latitude: 39.9, longitude: 116.4 });
    await m.update({ latitude: 31.2, longitude: 121.5, onRegionchange: (e: RegionChange) => events.push(e) });
    await flush();
    await dragMap(m.container, [60, 140], [100, 100]);
    const end = events.find((e) => e.detail.type === 'end')!.detail.centerLocation!;
    expect(end.latitude).toBeCloseTo(31.2, 6);
    expect(end.longitude).toBeCloseTo(121.5, 6);
  });

  it('follows a new scale: the next wheel step zooms from it', async () => {
    const { m, events, surface } = await regionMap({ latitude: 39.9, longitude: 116.4, scale: 16 });
    await m.update({ latitude: 39.9, longitude: 116.4, scale: 10, onRegionchange: (e: RegionChange) => events.push(e) });
    await flush();
    fireEvent.wheel(surface(), { deltaY: -100 });
    await flush();
    // Whether the new scale is itself reported as a region change the seed does not say: the wheel's is last.
    expect(events.filter((e) => e.detail.type === 'end').at(-1)?.detail.scale).toBe(11);
  });
});
