import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { $, recorder, settle } from './dom.ts';
import { positionOf, sized } from './movable-view-support.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
const limits = v('comp.movable-view.scale-clamp');
const { sources, defaultDirection } = v('comp.builtin.movable-view');

/** Anything a template may bind to a scale: numbers of every kind and numeric or junk strings. */
const scaleInput = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 20, noNaN: true }),
  fc.constantFrom(NaN, Infinity, -Infinity, 0, limits.min, limits.max, '0.05', '12', '3.5', 'abc'),
  fc.double({ noNaN: true }).map(String),
  fc.string(),
);

const scaleOf = (root: HTMLElement) => {
  const match = /scale\(([^)]+)\)/.exec($(root, 'uni-movable-view').style.transform);
  expect(match, 'the view has no scale transform').not.toBeNull();
  return Number(match![1]);
};

async function drag(root: HTMLElement, dx: number, dy: number, release = true) {
  const view = $(root, 'uni-movable-view');
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
    const m = await mount('movable-view', { scale: true });
    await fc.assert(
      fc.asyncProperty(scaleInput, async (scaleValue) => {
        await m.update({ scale: true, scaleValue });
        await settle();
        const shown = scaleOf(m.container);
        const n = parseFloat(String(scaleValue));
        expect(shown).toBeGreaterThanOrEqual(limits.min);
        expect(shown).toBeLessThanOrEqual(limits.max);
        if (!Number.isNaN(n)) expect(shown).toBeCloseTo(Math.min(limits.max, Math.max(limits.min, n)), 9);
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('keeps any scale within 0.1–10 whatever scale-min and scale-max say', async () => {
    const m = await mount('movable-view', { scale: true });
    await fc.assert(
      fc.asyncProperty(scaleInput, scaleInput, scaleInput, async (scaleMin, scaleMax, scaleValue) => {
        await m.update({ scale: true, scaleMin, scaleMax, scaleValue });
        await settle();
        const shown = scaleOf(m.container);
        expect(shown).toBeGreaterThanOrEqual(limits.min);
        expect(shown).toBeLessThanOrEqual(limits.max);
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);

  it('a pinch scales the view and emits scale, clamped to 0.1–10 however far it spreads', async () => {
    const scale = recorder<{ scale: number }>();
    const { container } = await mount('movable-view', { scale: true, onScale: scale.handler });
    sized(container);
    const view = $(container, 'uni-movable-view');
    fireEvent.pointerDown(view, { pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerDown(view, { pointerId: 2, clientX: 10, clientY: 0 });
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 20, clientY: 0 });
    expect(scale.events.at(-1)).toMatchObject({ type: 'scale', detail: { scale: 2 } });
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 100000, clientY: 0 });
    expect(scale.events.at(-1)!.detail.scale).toBe(limits.max);
    fireEvent.pointerMove(view, { pointerId: 2, clientX: 0.0001, clientY: 0 });
    expect(scale.events.at(-1)!.detail.scale).toBe(limits.min);
    await settle();
    expect(scaleOf(container)).toBe(limits.min);
  });

  it('without the scale prop, scale-value is ignored', async () => {
    const { container } = await mount('movable-view', { scaleValue: 4 });
    expect(scaleOf(container)).toBe(1);
  });
});

describe('movable-view dragging [comp.builtin.movable-view]', () => {
  it(`does not move by default (direction ${defaultDirection})`, async () => {
    const change = recorder();
    const { container } = await mount('movable-view', { onChange: change.handler });
    sized(container);
    await drag(container, 30, 30);
    expect(change.events).toEqual([]);
    expect(positionOf(container)).toEqual({ x: 0, y: 0 });
  });

  it.each([
    ['all', { x: 30, y: 40 }],
    ['horizontal', { x: 30, y: 0 }],
    ['vertical', { x: 0, y: 40 }],
    ['none', { x: 0, y: 0 }],
  ])('direction %s moves the view along its axes only', async (direction, expected) => {
    const change = recorder();
    const { container } = await mount('movable-view', { direction, onChange: change.handler });
    sized(container);
    await drag(container, 30, 40);
    expect(positionOf(container)).toEqual(expected);
    if (direction === 'none') expect(change.events).toEqual([]);
    else expect(change.events[0]).toEqual({ type: 'change', detail: { ...expected, source: sources.touch } });
  });

  it('stops at the bounds of the area without out-of-bounds', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const { container } = await mount('movable-view', { direction: 'all', onChange: change.handler });
    sized(container);
    await drag(container, 500, -500);
    expect(positionOf(container)).toEqual({ x: 80, y: 0 });
    expect(change.events.every((e) => e.detail.source === sources.touch)).toBe(true);
  });

  it('with out-of-bounds follows past the bounds, then springs back on release', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const { container } = await mount('movable-view', { direction: 'all', outOfBounds: true, onChange: change.handler });
    sized(container);
    await drag(container, 120, 0, false);
    const past = change.events.at(-1)!.detail;
    expect(past.source).toBe(sources.outOfBounds);
    expect(past.x).toBeGreaterThan(80);
    expect(positionOf(container).x).toBeGreaterThan(80);
    fireEvent.pointerUp($(container, 'uni-movable-view'), { pointerId: 1 });
    await settle();
    expect(change.events.at(-1)).toEqual({ type: 'change', detail: { x: 80, y: 0, source: sources.springBack } });
    expect(positionOf(container)).toEqual({ x: 80, y: 0 });
  });

  it('x and y props place the view, within the bounds', async () => {
    const m = await mount('movable-view', { direction: 'all' });
    sized(m.container);
    await m.update({ direction: 'all', x: 25, y: 35 });
    await settle();
    expect(positionOf(m.container)).toEqual({ x: 25, y: 35 });
    await m.update({ direction: 'all', x: 1000, y: -5 });
    await settle();
    expect(positionOf(m.container)).toEqual({ x: 80, y: 0 });
  });

  it('a disabled view does not move', async () => {
    const change = recorder();
    const { container } = await mount('movable-view', { direction: 'all', disabled: true, onChange: change.handler });
    sized(container);
    await drag(container, 30, 30);
    expect(change.events).toEqual([]);
  });
});

describe('movable-area [comp.builtin.movable-view]', () => {
  it('renders the area the views move within', async () => {
    const { container } = await mount('movable-area', {});
    expect(container.querySelector('uni-movable-area')).not.toBeNull();
  });
});
