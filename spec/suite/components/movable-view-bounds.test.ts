import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { recorder } from './dom.ts';
import { useScreen } from './finger.ts';
import { drag, hold, mountInArea, positionOf, release } from './movable-view-support.ts';

const mount = useMount();
const screen = useScreen();
const { sources } = v('comp.builtin.movable-view');


describe('movable-view bounds of a scaled view [comp.builtin.movable-view, comp.movable-view.scale-clamp]', () => {
  it('a view scaled about its centre stays inside the area, its grown edges included', async () => {
    // 20×20 at scale 2 covers 40×40 centred on the unscaled box: its translation runs from 10 to 70.
    const m = await mountInArea(mount, { direction: 'all', scale: true, scaleValue: 2 });
    await drag(screen, m, 500, 500);
    expect(positionOf(m)).toEqual({ x: 70, y: 70 });
    await drag(screen, m, -500, -500);
    expect(positionOf(m)).toEqual({ x: 10, y: 10 });
  });

  it('a view larger than the area keeps covering it', async () => {
    // 20×20 at scale 10 covers 200×200: its translation runs from -10 to 90.
    const m = await mountInArea(mount, { direction: 'all', scale: true, scaleValue: 10 });
    await drag(screen, m, -500, -500);
    expect(positionOf(m)).toEqual({ x: -10, y: -10 });
    await drag(screen, m, 500, 500);
    expect(positionOf(m)).toEqual({ x: 90, y: 90 });
  });
});

describe('movable-view out-of-bounds [comp.builtin.movable-view]', () => {
  // How far past the bound a view follows the seed does not say (the framework slows it as a spring
  // would, the reference halves the way): past the bound, short of the finger.
  it.each([
    ['right', 120, 0, 'x', 80],
    ['down', 0, 120, 'y', 80],
    ['left', -40, 0, 'x', 0],
    ['up', 0, -40, 'y', 0],
  ] as const)('past the %s bound the view follows, short of the finger, and reports the out-of-bounds source', async (side, dx, dy, axis, bound) => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', outOfBounds: true, onChange: change.handler });
    const finger = await hold(screen, m, dx, dy);
    const drawn = positionOf(m);
    const reach = axis === 'x' ? dx : dy;
    const past = Math.sign(reach) * (drawn[axis] - bound);
    expect(past, `how far past the ${side} bound the view is drawn`).toBeGreaterThan(0);
    expect(past, 'short of where the finger would have taken it').toBeLessThan(Math.abs(reach - bound));
    expect(drawn[axis === 'x' ? 'y' : 'x']).toBe(0);
    const { x, y, source } = change.events.at(-1)!.detail;
    expect(source).toBe(sources.outOfBounds);
    expect(x).toBeCloseTo(drawn.x, 1);
    expect(y).toBeCloseTo(drawn.y, 1);
    await release(screen, m, finger);
  });

  it('a drag that ends exactly on the bound is an ordinary touch move', async () => {
    const change = recorder<{ x: number; y: number; source: string }>();
    const m = await mountInArea(mount, { direction: 'all', outOfBounds: true, onChange: change.handler });
    const finger = await hold(screen, m, 80, 80);
    expect(change.events.at(-1)).toEqual({ type: 'change', detail: { x: 80, y: 80, source: sources.touch } });
    await release(screen, m, finger);
  });
});
