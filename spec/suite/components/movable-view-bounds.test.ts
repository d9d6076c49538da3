import { fireEvent } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { recorder, settle } from './dom.ts';
import { mountInArea, positionOf, type MountedView } from './movable-view-support.ts';

const mount = useMount();
const { sources } = v('comp.builtin.movable-view');


/** Drags the view by (dx, dy) and keeps the pointer down; returns the last change it reported. */
async function hold(mounted: MountedView, dx: number, dy: number) {
  const view = mounted.view();
  fireEvent.pointerDown(view, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(view, { pointerId: 1, clientX: 10 + dx, clientY: 10 + dy });
  await settle();
}

async function release(mounted: MountedView) {
  fireEvent.pointerUp(mounted.view(), { pointerId: 1 });
  await settle();
}

describe('movable-view bounds of a scaled view [comp.builtin.movable-view, comp.movable-view.scale-clamp]', () => {
  it('a view scaled about its centre stays inside the area, its grown edges included', async () => {
    // 20×20 at scale 2 covers 40×40 centred on the unscaled box: its translation runs from 10 to 70.
    const m = await mountInArea(mount, { direction: 'all', scale: true, scaleValue: 2 });
    await hold(m, 500, 500);
    await release(m);
    expect(positionOf(m)).toEqual({ x: 70, y: 70 });
    await hold(m, -500, -500);
    await release(m);
    expect(positionOf(m)).toEqual({ x: 10, y: 10 });
  });

  it('a view larger than the area keeps covering it', async () => {
    // 20×20 at scale 10 covers 200×200: its translation runs from -10 to 90.
    const m = await mountInArea(mount, { direction: 'all', scale: true, scaleValue: 10 });
    await hold(m, -500, -500);
    await release(m);
    expect(positionOf(m)).toEqual({ x: -10, y: -10 });
    await hold(m, 500, 500);
    await release(m);
    expect(positionOf(m)).toEqual({ x: 90, y: 90 });
  });
});

describe('movable-view out-of-bounds [comp.builtin.movable-view]', () => {
  it.each([
    ['right', 120, 0, { x: 100, y: 0 }],
    ['down', 0, 120, { x: 0, y: 100 }],
    ['left', -40, 0, { x: -20, y: 0 }],
    ['up', 0, -40, { x: 0, y: -20 }],
  ])('past the %s bound the view follows half as far and reports the out-of-bounds source', async (_side, dx, dy, expected) => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', outOfBounds: true, onChange: change.handler });
    await hold(m, dx, dy);
    expect(change.events.at(-1)).toEqual({ type: 'change', detail: { ...expected, source: sources.outOfBounds } });
    expect(positionOf(m)).toEqual(expected);
    await release(m);
  });

  it('a drag that ends exactly on the bound is an ordinary touch move', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', outOfBounds: true, onChange: change.handler });
    await hold(m, 80, 80);
    expect(change.events.at(-1)).toEqual({ type: 'change', detail: { x: 80, y: 80, source: sources.touch } });
    await release(m);
  });
});
