import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, useMount } from '../../harness/unit.ts';
import { recorder, settle } from './dom.ts';
import { mountInArea, positionOf, scaleOf, type MountedView } from './movable-view-support.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
const limits = v('comp.movable-view.scale-clamp');
const { sources, directions, defaultDirection } = v('comp.builtin.movable-view');

/** Anything a template may bind to a scale: numbers of every kind and numeric or junk strings. */
const scaleInput = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 20, noNaN: true }),
  fc.constantFrom(NaN, Infinity, -Infinity, 0, limits.min, limits.max, '0.05', '12', '3.5', 'abc'),
  fc.double({ noNaN: true }).map(String),
  fc.string(),
);

const clamp = (n: number) => Math.min(limits.max, Math.max(limits.min, n));
const parsed = (input: unknown) => parseFloat(String(input));

async function drag(mounted: MountedView, dx: number, dy: number, release = true) {
  const view = mounted.view();
  fireEvent.pointerDown(view, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(view, { pointerId: 1, clientX: 10 + dx, clientY: 10 + dy });
  await settle();
  if (release) {
    fireEvent.pointerUp(view, { pointerId: 1, clientX: 10 + dx, clientY: 10 + dy });
    await settle();
  }
}

describe('movable-view scale clamp [comp.movable-view.scale-clamp]', () => {
  it('renders, for any scale-value, a scale within 0.1–10, the clamp of the value', async () => {
    const m = await mountInArea(mount, { scale: true });
    await fc.assert(
      fc.asyncProperty(scaleInput, async (scaleValue) => {
        await m.update({ scale: true, scaleValue });
        await settle();
        const shown = scaleOf(m);
        const n = parsed(scaleValue);
        expect(shown).toBeGreaterThanOrEqual(limits.min);
        expect(shown).toBeLessThanOrEqual(limits.max);
        if (!Number.isNaN(n)) expect(shown).toBeCloseTo(clamp(n), 9);
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('keeps any scale within 0.1–10 whatever scale-min and scale-max say: the framework\'s clamp of the value, then 0.1–10', async () => {
    const m = await mountInArea(mount, { scale: true });
    await fc.assert(
      fc.asyncProperty(scaleInput, scaleInput, scaleInput, async (scaleMin, scaleMax, scaleValue) => {
        await m.update({ scale: true, scaleMin, scaleMax, scaleValue });
        await settle();
        const shown = scaleOf(m);
        expect(shown).toBeGreaterThanOrEqual(limits.min);
        expect(shown).toBeLessThanOrEqual(limits.max);
        // Where all three are numbers: the framework's Math.min(scaleMax, Math.max(scaleMin, value)), within the limits.
        const [min, max, value] = [scaleMin, scaleMax, scaleValue].map(parsed);
        if (![min, max, value].some(Number.isNaN)) expect(shown).toBeCloseTo(clamp(Math.min(max!, Math.max(min!, value!))), 9);
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('a pinch scales the view and emits scale, clamped to 0.1–10 however far it spreads', async () => {
    const scale = recorder<{ scale: number }>();
    const m = await mountInArea(mount, { scale: true, onScale: scale.handler });
    const view = m.view();
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerDown(view, { pointerId: 2, clientX: 10, clientY: 0 });
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 20, clientY: 0 });
    expect(scale.events.at(-1)).toMatchObject({ type: 'scale', detail: { scale: 2 } });
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 100000, clientY: 0 });
    expect(scale.events.at(-1)!.detail.scale).toBe(limits.max);
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 0.0001, clientY: 0 });
    expect(scale.events.at(-1)!.detail.scale).toBe(limits.min);
    await settle();
    expect(scaleOf(m)).toBeCloseTo(limits.min, 9);
  });

  it.each([
    [limits.min - 0.01, limits.min], [limits.min, limits.min], [limits.min + 0.01, limits.min + 0.01],
    [limits.max - 0.01, limits.max - 0.01], [limits.max, limits.max], [limits.max + 0.01, limits.max],
  ])('at the limits and one step either side: scale-value %s is drawn at scale %s', async (scaleValue, expected) => {
    const m = await mountInArea(mount, { scale: true, scaleValue });
    await settle();
    expect(scaleOf(m)).toBeCloseTo(expected, 9);
  });

  it('without the scale prop, scale-value is ignored', async () => {
    const m = await mountInArea(mount, { scaleValue: 4 });
    await settle();
    expect(scaleOf(m)).toBe(1);
  });
});

describe('movable-view dragging [comp.builtin.movable-view]', () => {
  /** Where a drag of 30, 40 px takes the view under each direction the framework names: along its axes only. */
  const dragged: Record<string, { x: number; y: number }> = {
    all: { x: 30, y: 40 }, horizontal: { x: 30, y: 0 }, vertical: { x: 0, y: 40 }, none: { x: 0, y: 0 },
  };

  it(`moves by default as direction ${defaultDirection} does`, async () => {
    const expected = dragged[defaultDirection];
    expect(expected, `a direction the suite knows: ${defaultDirection}`).toBeDefined();
    const change = recorder();
    const m = await mountInArea(mount, { onChange: change.handler });
    await drag(m, 30, 40);
    expect(positionOf(m)).toEqual(expected);
  });

  it.each(directions.map((direction) => [direction]))('direction %s moves the view along its axes only', async (direction) => {
    const expected = dragged[direction];
    expect(expected, `a direction the suite knows: ${direction}`).toBeDefined();
    const change = recorder();
    const m = await mountInArea(mount, { direction, onChange: change.handler });
    await drag(m, 30, 40);
    expect(positionOf(m)).toEqual(expected);
    if (expected!.x === 0 && expected!.y === 0) expect(change.events).toEqual([]);
    else expect(change.events[0]).toEqual({ type: 'change', detail: { ...expected, source: sources.touch } });
  });

  it('stops at the bounds of the area without out-of-bounds', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', onChange: change.handler });
    await drag(m, 500, -500);
    expect(positionOf(m)).toEqual({ x: 80, y: 0 });
    expect(change.events.at(-1)!.detail).toEqual({ x: 80, y: 0, source: sources.touch });
    expect(change.events.every((e) => e.detail.source === sources.touch)).toBe(true);
  });

  it('with out-of-bounds follows past the bounds, then springs back on release', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', outOfBounds: true, onChange: change.handler });
    await drag(m, 120, 0, false);
    const past = change.events.at(-1)!.detail;
    expect(past.source).toBe(sources.outOfBounds);
    expect(past.x).toBeGreaterThan(80);
    expect(positionOf(m).x).toBeGreaterThan(80);
    fireEvent.pointerUp(m.view(), { pointerId: 1 });
    await settle();
    expect(change.events.at(-1)).toEqual({ type: 'change', detail: { x: 80, y: 0, source: sources.springBack } });
    expect(positionOf(m)).toEqual({ x: 80, y: 0 });
  });

  it('x and y props place the view, within the bounds', async () => {
    const m = await mountInArea(mount, { direction: 'all' });
    await m.update({ direction: 'all', x: 25, y: 35 });
    await settle();
    expect(positionOf(m)).toEqual({ x: 25, y: 35 });
    await m.update({ direction: 'all', x: 1000, y: -5 });
    await settle();
    expect(positionOf(m)).toEqual({ x: 80, y: 0 });
  });

  it('a disabled view does not move', async () => {
    const change = recorder();
    const m = await mountInArea(mount, { direction: 'all', disabled: true, onChange: change.handler });
    await drag(m, 30, 30);
    expect(change.events).toEqual([]);
    expect(positionOf(m)).toEqual({ x: 0, y: 0 });
  });
});

describe('movable-area [comp.builtin.movable-view]', () => {
  it('renders the area the views move within, the view inside it', async () => {
    const m = await mountInArea(mount, {});
    expect(part('movable-area', m.container).contains(m.view())).toBe(true);
  });
});
