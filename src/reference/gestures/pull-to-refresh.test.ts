/**
 * The reference's own choices, beside conformance, in the pull-to-refresh machine both the page's pull-down
 * refresh and scroll-view's refresher run: which moves it claims (and so keeps from scrolling the page), what
 * a pull pushed back up does, and what programmatic starts and stops do while a pull or a settle is under
 * way. The seed gives the states (pulling, reached, aborting, refreshing, restoring); the suite judges those.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './pull-to-refresh.ts';

afterEach(() => {
  vi.useRealTimers();
});

function machine(threshold = 50) {
  const states: (string | null)[] = [];
  const m = new PullToRefresh({ threshold, onStateChange: (state) => states.push(state) });
  return { m, states };
}

describe('the moves it claims', () => {
  it('a move with no finger down, or an upward one from rest, is not claimed and pulls nothing', () => {
    const { m, states } = machine();
    expect(m.move(100)).toBe(false);
    m.start(100);
    expect(m.move(90)).toBe(false);
    expect(states).toEqual([]);
  });
  it('a downward move is, from where it began', () => {
    const { m, states } = machine();
    m.start(0);
    expect(m.move(10)).toBe(true);
    expect(m.move(40)).toBe(true);
    expect([m.distance, states]).toEqual([30, ['pulling']]);
  });
  it('a pull pushed back above where it began is still followed, at no distance', () => {
    const { m, states } = machine();
    m.start(100);
    m.move(110);
    m.move(170);
    expect(m.move(50)).toBe(true);
    expect([m.distance, states]).toEqual([0, ['pulling', 'reached', 'pulling']]);
  });
});

describe('the threshold', () => {
  it('is reached at its distance, not one pixel before', () => {
    const { m, states } = machine(50);
    m.start(0);
    m.move(0);
    m.move(49);
    expect(states).toEqual(['pulling']);
    m.move(50);
    expect(states).toEqual(['pulling', 'reached']);
  });
  it('of 0 is still entered through pulling', () => {
    const { m, states } = machine(0);
    m.start(0);
    m.move(0);
    m.move(1);
    expect(states).toEqual(['pulling', 'reached']);
  });
});

describe('programmatic starts and stops', () => {
  it('a start during a pull, or while it folds back, is ignored', () => {
    vi.useFakeTimers();
    const { m, states } = machine();
    m.start(0);
    m.move(0);
    m.move(10);
    m.trigger();
    m.end();
    m.trigger();
    expect(states).toEqual(['pulling', 'aborting']);
    vi.advanceTimersByTime(300);
    expect(states).toEqual(['pulling', 'aborting', null]);
  });
  it('a stop while no refresh runs does nothing', () => {
    const { m, states } = machine();
    m.stop();
    m.start(0);
    m.move(0);
    m.stop();
    expect(states).toEqual(['pulling']);
  });
  it('a finger already down when a refresh starts does not pull during it', () => {
    const { m, states } = machine();
    m.start(0);
    m.trigger();
    expect(m.move(80)).toBe(false);
    expect([m.distance, states]).toEqual([50, ['refreshing']]);
  });
  it('a refresh folds back over 300 ms once stopped, then rests', () => {
    vi.useFakeTimers();
    const { m, states } = machine();
    m.trigger();
    m.stop();
    vi.advanceTimersByTime(299);
    expect(states).toEqual(['refreshing', 'restoring']);
    vi.advanceTimersByTime(1);
    expect([m.distance, states]).toEqual([0, ['refreshing', 'restoring', null]]);
  });
});
