import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, uncaughtErrors, useMount } from '../../harness/unit.ts';
import { recorder } from './dom.ts';
import { useScreen } from './finger.ts';
import { drag, hold, mountInArea, moved, nextFrame, positionOf, release, scaleOf } from './movable-view-support.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
const screen = useScreen();
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
/**
 * A scale is judged to one decimal, the precision of the seed's limits: the framework draws a scale rounded
 * to one decimal (its Vue 2 runtime, movable-view `_setTransform`), which the seed leaves open.
 */
const drawnAs = (shown: number, expected: number) => expect(Math.abs(shown - expected), `${shown} drawn for ${expected}`).toBeLessThanOrEqual(0.05 + 1e-9);
/**
 * The number a bound value stands for, where every reading agrees (a number, or a string that is a number
 * as a whole); NaN otherwise. How a runtime reads '3px' or '' the seed does not say: only the clamp is judged.
 */
const parsed = (input: unknown) => typeof input === 'number' ? input
  : typeof input === 'string' && input.trim() !== '' && Number(input) === parseFloat(input) ? Number(input) : NaN;

describe('movable-view scale clamp [comp.movable-view.scale-clamp]', () => {
  it('renders, for any scale-value, a scale within 0.1–10, the clamp of the value', async () => {
    const m = await mountInArea(mount, { scale: true });
    await fc.assert(
      fc.asyncProperty(scaleInput, async (scaleValue) => {
        await m.update({ scale: true, scaleValue });
        await moved();
        const shown = scaleOf(m);
        const n = parsed(scaleValue);
        expect(shown).toBeGreaterThanOrEqual(limits.min);
        expect(shown).toBeLessThanOrEqual(limits.max);
        if (!Number.isNaN(n)) drawnAs(shown, clamp(n));
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('keeps any scale within 0.1–10 whatever scale-min and scale-max say: the framework\'s clamp of the value, then 0.1–10', async () => {
    const m = await mountInArea(mount, { scale: true });
    await fc.assert(
      fc.asyncProperty(scaleInput, scaleInput, scaleInput, async (scaleMin, scaleMax, scaleValue) => {
        await m.update({ scale: true, scaleMin, scaleMax, scaleValue });
        await moved();
        const shown = scaleOf(m);
        expect(shown).toBeGreaterThanOrEqual(limits.min);
        expect(shown).toBeLessThanOrEqual(limits.max);
        // Where all three are numbers: the framework's Math.min(scaleMax, Math.max(scaleMin, value)), within the limits.
        const [min, max, value] = [scaleMin, scaleMax, scaleValue].map(parsed);
        if (![min, max, value].some(Number.isNaN)) drawnAs(shown, clamp(Math.min(max!, Math.max(min!, value!))));
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('a pinch scales the view and emits scale, clamped to 0.1–10 however far it spreads', async () => {
    const scale = recorder<{ scale: number }>();
    const m = await mountInArea(mount, { scale: true, onScale: scale.handler });
    const view = m.view();
    const spread = async (x: number) => {
      screen.pointer('pointermove', view, x, 0, 2);
      await nextFrame();
      return scale.events.at(-1);
    };
    screen.pointer('pointerdown', view, 0, 0, 1);
    screen.pointer('pointerdown', view, 10, 0, 2);
    await nextFrame();
    expect(await spread(20)).toMatchObject({ type: 'scale', detail: { scale: 2 } });
    expect((await spread(100000))!.detail.scale).toBe(limits.max);
    expect((await spread(0.0001))!.detail.scale).toBe(limits.min);
    await moved();
    expect(scaleOf(m)).toBeCloseTo(limits.min, 9);
  });

  // A step of 0.1: the precision a scale is judged to (drawnAs).
  it.each([
    [limits.min - 0.1, limits.min], [limits.min, limits.min], [limits.min + 0.1, limits.min + 0.1],
    [limits.max - 0.1, limits.max - 0.1], [limits.max, limits.max], [limits.max + 0.1, limits.max],
  ])('at the limits and one step either side: scale-value %s is drawn at scale %s', async (scaleValue, expected) => {
    const m = await mountInArea(mount, { scale: true, scaleValue });
    await moved();
    drawnAs(scaleOf(m), expected);
  });

  it('each new scale-value wins over a pinch in between, also a value it had before the pinch', async () => {
    const m = await mountInArea(mount, { scale: true, scaleValue: 1 });
    await m.update({ scale: true, scaleValue: 2 });
    await moved();
    const view = m.view();
    // Two fingers 10 px apart spread to 15: the scale goes from 2 to 3.
    screen.pointer('pointerdown', view, 0, 0, 1);
    screen.pointer('pointerdown', view, 10, 0, 2);
    await nextFrame();
    screen.pointer('pointermove', view, 15, 0, 2);
    await nextFrame();
    screen.pointer('pointerup', view, 15, 0, 2);
    screen.pointer('pointerup', view, 0, 0, 1);
    await moved();
    drawnAs(scaleOf(m), 3);
    for (const scaleValue of [1, 2]) {
      await m.update({ scale: true, scaleValue });
      await moved();
      drawnAs(scaleOf(m), scaleValue);
    }
  });

  it('without the scale prop, scale-value is ignored', async () => {
    const m = await mountInArea(mount, { scaleValue: 4 });
    await moved();
    expect(scaleOf(m)).toBe(1);
  });
});

describe('movable-view dragging [comp.builtin.movable-view]', () => {
  /**
   * The drag (dx, dy) for each direction the framework names, and where it takes the view: along its axes
   * only. A one-axis view is dragged mostly along its axis: the framework leaves a gesture mostly across it
   * to the page, which scrolls (the seed says nothing of it).
   */
  const dragged: Record<string, { by: [number, number]; to: { x: number; y: number } }> = {
    all: { by: [30, 40], to: { x: 30, y: 40 } },
    horizontal: { by: [40, 30], to: { x: 40, y: 0 } },
    vertical: { by: [30, 40], to: { x: 0, y: 40 } },
    none: { by: [30, 40], to: { x: 0, y: 0 } },
  };

  it(`moves by default as direction ${defaultDirection} does`, async () => {
    const expected = dragged[defaultDirection];
    expect(expected, `a direction the suite knows: ${defaultDirection}`).toBeDefined();
    const m = await mountInArea(mount, {});
    await drag(screen, m, ...expected!.by);
    expect(positionOf(m)).toEqual(expected!.to);
  });

  it.each(directions.map((direction) => [direction]))('direction %s moves the view along its axes only', async (direction) => {
    const expected = dragged[direction];
    expect(expected, `a direction the suite knows: ${direction}`).toBeDefined();
    const change = recorder();
    const m = await mountInArea(mount, { direction, onChange: change.handler });
    await drag(screen, m, ...expected!.by);
    expect(positionOf(m)).toEqual(expected!.to);
    if (expected!.to.x === 0 && expected!.to.y === 0) expect(change.events).toEqual([]);
    else expect(change.events.at(-1)).toEqual({ type: 'change', detail: { ...expected!.to, source: sources.touch } });
  });

  it('stops at the bounds of the area without out-of-bounds', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', onChange: change.handler });
    await drag(screen, m, 500, -500);
    expect(positionOf(m)).toEqual({ x: 80, y: 0 });
    expect(change.events.at(-1)!.detail).toEqual({ x: 80, y: 0, source: sources.touch });
    expect(change.events.every((e) => e.detail.source === sources.touch)).toBe(true);
  });

  it('with out-of-bounds follows past the bounds, then springs back on release', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', outOfBounds: true, onChange: change.handler });
    const finger = await hold(screen, m, 120, 0);
    const past = change.events.at(-1)!.detail;
    expect(past.source).toBe(sources.outOfBounds);
    expect(past.x).toBeGreaterThan(80);
    expect(positionOf(m).x).toBeGreaterThan(80);
    await release(screen, m, finger);
    expect(change.events.at(-1)).toEqual({ type: 'change', detail: { x: 80, y: 0, source: sources.springBack } });
    expect(positionOf(m)).toEqual({ x: 80, y: 0 });
  });

  it('x and y props place the view, within the bounds', async () => {
    const m = await mountInArea(mount, { direction: 'all' });
    await m.update({ direction: 'all', x: 25, y: 35 });
    await moved();
    expect(positionOf(m)).toEqual({ x: 25, y: 35 });
    await m.update({ direction: 'all', x: 1000, y: -5 });
    await moved();
    expect(positionOf(m)).toEqual({ x: 80, y: 0 });
  });

  it('a disabled view does not move, and its pointer moving and lifting without a press throws nothing', async () => {
    const thrown = uncaughtErrors();
    const change = recorder();
    const m = await mountInArea(mount, { direction: 'all', disabled: true, onChange: change.handler });
    await drag(screen, m, 30, 30);
    expect(change.events).toEqual([]);
    expect(positionOf(m)).toEqual({ x: 0, y: 0 });
    expect(thrown).toEqual([]);
  });
});

describe('movable-area [comp.builtin.movable-view]', () => {
  it('renders the area the views move within, the view inside it', async () => {
    const m = await mountInArea(mount, {});
    expect(part('movable-area', m.container).contains(m.view())).toBe(true);
  });
});
