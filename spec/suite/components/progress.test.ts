import { fireEvent } from '@testing-library/dom';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { part, partOrNull, useMount } from '../../harness/unit.ts';
import { advance, rgb, useClock } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.progress').name;
const { min, max } = v('comp.progress.percent-clamp');
const defaults = v('comp.builtin.progress');

/** Anything a template may bind to percent: numbers of every kind, numeric strings, junk. */
// Numbers are kept to a millionth: smaller magnitudes print in exponent notation, which a percent bar
// never needs and happy-dom's style declarations drop.
const millionths = (n: number) => (Number.isFinite(n) ? Math.round(n * 1e6) / 1e6 : n);
const percentInput = fc.oneof(
  fc.double().map(millionths),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, min, max, min - 1e-6, max + 1e-6),
  fc.double({ noNaN: true }).map(millionths).map(String),
  fc.integer({ min: -500, max: 500 }).map((n) => `${n}px`),
  fc.string(),
);

/** A number, or text that is one: what the clamp is stated for. */
const numeric = (input: unknown): input is number | string =>
  typeof input === 'number' ? !Number.isNaN(input) : typeof input === 'string' && input.trim() !== '' && !Number.isNaN(Number(input));

const expected = (input: number | string) => Math.min(max, Math.max(min, Number(input)));

const widthOf = (root: HTMLElement) => getComputedStyle(part('progress.bar', root)).width;
/** The percent text the progress shows, as read (a runtime may pad it with spaces). */
const infoOf = (root: HTMLElement) => part('progress.info', root).textContent?.trim();

afterEach(() => vi.useRealTimers());

describe('progress [comp.builtin.progress]', () => {
  it('renders the bar with the framework defaults: stroke width 6 px and its colours', async () => {
    const { container } = await mount(component, { percent: 40 });
    expect(getComputedStyle(part('progress.track', container)).height).toBe(`${defaults.strokeWidth}px`);
    expect(widthOf(container)).toBe('40%');
    expect(partOrNull('progress.info', container)).toBeNull();
    expect(rgb(getComputedStyle(part('progress.track', container)).backgroundColor)).toBe(rgb(defaults.backgroundColor));
    expect(rgb(getComputedStyle(part('progress.bar', container)).backgroundColor)).toBe(rgb(defaults.activeColor));
  });

  it('honours active-color and background-color', async () => {
    const { container } = await mount(component, { percent: 40, activeColor: '#ff0000', backgroundColor: '#00ff00' });
    expect(rgb(getComputedStyle(part('progress.track', container)).backgroundColor)).toBe('rgb(0, 255, 0)');
    expect(rgb(getComputedStyle(part('progress.bar', container)).backgroundColor)).toBe('rgb(255, 0, 0)');
  });

  it('honours stroke-width and show-info', async () => {
    const { container } = await mount(component, { percent: 33, showInfo: true, strokeWidth: 12 });
    expect(getComputedStyle(part('progress.track', container)).height).toBe('12px');
    expect(infoOf(container)).toBe('33%');
  });

  // Whether an activeend event follows is not judged: the seed does not name it and the framework's H5
  // runtimes emit none.
  it('with active, climbs 1 % per duration (30 ms by default) from 0 and stops on the percent', async () => {
    useClock();
    const { container } = await mount(component, { percent: 5, active: true });
    expect(widthOf(container)).toBe('0%');
    await advance(defaults.durationPerPercent * 3 - 1);
    expect(widthOf(container)).toBe('2%');
    await advance(1);
    expect(widthOf(container)).toBe('3%');
    await advance(defaults.durationPerPercent * 10);
    expect(widthOf(container)).toBe('5%');
  });

  /** Where each active mode starts a new percent's climb: from 0 again, or on from the percent shown. */
  const climbsFrom: Record<string, (previous: number) => number> = { backwards: () => 0, forwards: (previous) => previous };
  it.each(defaults.activeModes.map((mode) => [mode]))('with active-mode %s, a new percent climbs from where the mode says', async (activeMode) => {
    const from = climbsFrom[activeMode];
    expect(from, `an active mode the suite knows: ${activeMode}`).toBeDefined();
    useClock();
    const m = await mount(component, { percent: 2, active: true, activeMode });
    await advance(defaults.durationPerPercent * 5);
    expect(widthOf(m.container)).toBe('2%');
    await m.update({ percent: 6, active: true, activeMode });
    await advance(defaults.durationPerPercent);
    expect(widthOf(m.container)).toBe(`${from!(2) + 1}%`);
  });

  // uniapp-facts §5.7: 1 % a tick until the next step would pass the percent, then it snaps to the percent.
  it('with active, a fractional percent is climbed in whole steps and snapped to, never passed [comp.builtin.progress]', async () => {
    useClock();
    const { container } = await mount(component, { percent: 2.5, active: true });
    const shown: string[] = [];
    for (let tick = 0; tick < 6; tick++) {
      await advance(defaults.durationPerPercent);
      shown.push(widthOf(container));
    }
    expect(shown).toEqual(['1%', '2%', '2.5%', '2.5%', '2.5%', '2.5%']);
  });

  // uniapp-facts §5.7: a change of percent restarts the animation; the climb it replaces stops.
  it('with active, a new percent mid-climb restarts it, and the old climb shows nothing more [comp.builtin.progress]', async () => {
    useClock();
    const m = await mount(component, { percent: 10, active: true });
    await advance(defaults.durationPerPercent * 3);
    expect(widthOf(m.container)).toBe('3%');
    await m.update({ percent: 2, active: true });
    const shown: string[] = [];
    for (let tick = 0; tick < 6; tick++) {
      await advance(defaults.durationPerPercent);
      shown.push(widthOf(m.container));
    }
    expect(shown).toEqual(['1%', '2%', '2%', '2%', '2%', '2%']);
  });
});

describe('progress percent clamp [comp.progress.percent-clamp]', () => {
  it('clamps out-of-range percents to 0 and 100', async () => {
    const m = await mount(component, { percent: 150, showInfo: true });
    expect(widthOf(m.container)).toBe(`${max}%`);
    expect(infoOf(m.container)).toBe(`${max}%`);
    await m.update({ percent: -20, showInfo: true });
    expect(widthOf(m.container)).toBe(`${min}%`);
    expect(infoOf(m.container)).toBe(`${min}%`);
  });

  it.each([
    [min - 1, min], [min, min], [min + 1, min + 1], [max - 1, max - 1], [max, max], [max + 1, max],
  ])('at the limits and one step either side: percent %s shows %s', async (percent, shown) => {
    const { container } = await mount(component, { percent, showInfo: true });
    expect(widthOf(container)).toBe(`${shown}%`);
    expect(infoOf(container)).toBe(`${shown}%`);
  });

  it('renders, for any input, a width within 0–100, the clamped percent for any number', async () => {
    const m = await mount(component, {});
    // A target may render on its next tick: each update is awaited.
    await fc.assert(
      fc.asyncProperty(percentInput, async (percent) => {
        await m.update({ percent });
        const width = parseFloat(widthOf(m.container));
        expect(width).toBeGreaterThanOrEqual(min);
        expect(width).toBeLessThanOrEqual(max);
        // What a percent that is not a number shows is not stated: only that it stays within the clamp.
        if (numeric(percent)) expect(width).toBeCloseTo(expected(percent), 6);
      }),
      { numRuns: propertyRuns(1000) },
    );
  }, 60_000);
});
