import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { MountedComponent } from '../../contract/index.ts';
import { useMount } from '../../harness/unit.ts';
import { $, $$, advance, recorder, settle, useClock } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
const { refresherThreshold } = v('comp.builtin.scroll-view');
const settleMs = v('comp.pull-to-refresh.restoring').settleMs;
const abortSettleMs = v('comp.pull-to-refresh.aborting').settleMs;
type State = null | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring';

/** The framework's transitions; anything else skips a state. */
const allowed: Record<string, State[]> = {
  null: ['pulling', 'refreshing'],
  pulling: ['reached', 'aborting'],
  reached: ['pulling', 'refreshing'],
  aborting: [null],
  refreshing: ['restoring'],
  restoring: [null],
};

const stateOf = (root: HTMLElement): State => ($(root, 'uni-scroll-view .uni-scroll-view-refresher').dataset.state || null) as State;
// A runtime may nest its scroll boxes: the innermost one scrolls.
const scroller = (root: HTMLElement) => $$(root, 'uni-scroll-view .uni-scroll-view').at(-1)!;

/** The finger on each scroll box, where it last was; none while nothing touches it. */
const fingers = new WeakMap<Element, Touch>();

/**
 * One finger as a real screen reports it: touchstart puts it down, touchmove moves it (both list it in
 * touches and changedTouches), touchend lifts it (touches empty, changedTouches the lifted touch at its
 * last position). With no finger down, a move or an end produces no event at all.
 */
async function touch(root: HTMLElement, kind: 'touchStart' | 'touchMove' | 'touchEnd', y = 0) {
  const target = scroller(root);
  const down = fingers.get(target);
  if (kind !== 'touchStart' && !down) return;
  const finger = kind === 'touchEnd' ? down! : new Touch({ identifier: 0, target, clientX: 0, clientY: y, pageX: 0, pageY: y, screenX: 0, screenY: y });
  if (kind === 'touchEnd') fingers.delete(target);
  else fingers.set(target, finger);
  const touches = kind === 'touchEnd' ? [] : [finger];
  target.dispatchEvent(new TouchEvent(kind.toLowerCase(), { bubbles: true, cancelable: true, touches, targetTouches: touches, changedTouches: [finger] }));
  await settle();
}

async function refresher(extra: Record<string, unknown> = {}) {
  useClock();
  const events = recorder<{ deltaY?: number }>();
  const props = {
    scrollY: true, refresherEnabled: true,
    onRefresherpulling: events.handler, onRefresherrefresh: events.handler, onRefresherrestore: events.handler, onRefresherabort: events.handler,
    ...extra,
  };
  const m = await mount('scroll-view', props);
  return { m, props, events, names: () => events.events.map((e) => e.type).filter((t) => t !== 'refresherpulling') };
}

afterEach(() => vi.useRealTimers());

/** A pull released short of the threshold: down 20 px from the top, then up. */
async function shortPull(container: HTMLElement): Promise<void> {
  await touch(container, 'touchStart', 100);
  await touch(container, 'touchMove', 120);
  await touch(container, 'touchEnd');
}

describe('scroll-view pull-to-refresh [comp.builtin.scroll-view]', () => {
  it('pulling at the top enters pulling and emits refresherpulling with the distance [comp.pull-to-refresh.pulling]', async () => {
    const { m, events } = await refresher();
    expect(stateOf(m.container)).toBeNull();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 110);
    expect(stateOf(m.container)).toBe('pulling');
    expect(events.events.at(-1)).toEqual({ type: 'refresherpulling', detail: { deltaY: 10 } });
  });

  it('a pull scrolled away from the top does nothing [comp.pull-to-refresh.pulling]', async () => {
    const { m, events } = await refresher();
    scroller(m.container).scrollTop = 30;
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 200);
    expect(stateOf(m.container)).toBeNull();
    expect(events.events).toEqual([]);
  });

  it('a move upwards from rest neither pulls nor emits [comp.pull-to-refresh.pulling]', async () => {
    // The framework ignores a move above the touch's start while idle (research facts §4.1, touchmove).
    const { m, events } = await refresher();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 90);
    expect(stateOf(m.container)).toBeNull();
    expect(events.events).toEqual([]);
  });

  it('a first move level with the touch start already enters pulling [comp.pull-to-refresh.pulling]', async () => {
    // Only a move above the start is ignored at rest; any other first move starts the pull (research facts §4.1).
    const { m } = await refresher();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 100);
    expect(stateOf(m.container)).toBe('pulling');
  });

  it('a pull of the threshold (45 px) enters reached, and back under it pulling again [comp.pull-to-refresh.reached]', async () => {
    const { m } = await refresher();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 110);
    await touch(m.container, 'touchMove', 100 + refresherThreshold - 1);
    expect(stateOf(m.container)).toBe('pulling');
    await touch(m.container, 'touchMove', 100 + refresherThreshold);
    expect(stateOf(m.container)).toBe('reached');
    await touch(m.container, 'touchMove', 120);
    expect(stateOf(m.container)).toBe('pulling');
  });

  it('a reached pull pushed back above its start returns to pulling, and its release aborts [comp.pull-to-refresh.reached, comp.pull-to-refresh.aborting]', async () => {
    // Once pulling, a move above the start counts as a pull of 0 px, short of the threshold (research facts §4.1).
    const { m, names } = await refresher();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 110);
    await touch(m.container, 'touchMove', 100 + refresherThreshold);
    expect(stateOf(m.container)).toBe('reached');
    await touch(m.container, 'touchMove', 50);
    expect(stateOf(m.container)).toBe('pulling');
    await touch(m.container, 'touchEnd');
    expect(stateOf(m.container)).toBe('aborting');
    expect(names()).toEqual(['refresherabort']);
  });

  it('honours a custom refresher-threshold [comp.pull-to-refresh.reached]', async () => {
    const { m } = await refresher({ refresherThreshold: 80 });
    await touch(m.container, 'touchStart', 0);
    await touch(m.container, 'touchMove', 10);
    await touch(m.container, 'touchMove', 79);
    expect(stateOf(m.container)).toBe('pulling');
    await touch(m.container, 'touchMove', 80);
    expect(stateOf(m.container)).toBe('reached');
  });

  it('releasing short of the threshold aborts, emits refresherabort, then rests [comp.pull-to-refresh.aborting]', async () => {
    const { m, names } = await refresher();
    await shortPull(m.container);
    expect(stateOf(m.container)).toBe('aborting');
    expect(names()).toEqual(['refresherabort']);
    await advance(settleMs);
    expect(stateOf(m.container)).toBeNull();
  });

  it('an aborted pull stays aborting for the whole settle time [comp.pull-to-refresh.aborting]', async () => {
    const { m } = await refresher();
    await shortPull(m.container);
    await advance(abortSettleMs - 1);
    expect(stateOf(m.container)).toBe('aborting');
    await advance(1);
    expect(stateOf(m.container)).toBeNull();
  });

  it('a touch that comes down while aborting never pulls, even once the refresher rests [comp.pull-to-refresh.aborting]', async () => {
    // The framework decides at touchstart whether a touch may pull: not while aborting (research facts §4.1).
    const { m, names } = await refresher();
    await shortPull(m.container);
    expect(stateOf(m.container)).toBe('aborting');
    await touch(m.container, 'touchStart', 100);
    await advance(abortSettleMs);
    expect(stateOf(m.container)).toBeNull();
    await touch(m.container, 'touchMove', 100 + refresherThreshold * 2);
    expect(stateOf(m.container)).toBeNull();
    await touch(m.container, 'touchEnd');
    expect(stateOf(m.container)).toBeNull();
    expect(names()).toEqual(['refresherabort']);
  });

  it('releasing past the threshold refreshes and emits refresherrefresh once [comp.pull-to-refresh.refreshing]', async () => {
    const { m, names } = await refresher();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 110);
    await touch(m.container, 'touchMove', 200);
    await touch(m.container, 'touchEnd');
    expect(stateOf(m.container)).toBe('refreshing');
    await advance(settleMs * 10);
    expect(stateOf(m.container)).toBe('refreshing');
    expect(names()).toEqual(['refresherrefresh']);
  });

  it('refresher-triggered starts a refresh from rest and ending it restores, then rests [comp.pull-to-refresh.restoring, comp.pull-to-refresh.refreshing]', async () => {
    const { m, props, names } = await refresher();
    await m.update({ ...props, refresherTriggered: true });
    await settle();
    expect(stateOf(m.container)).toBe('refreshing');
    await m.update({ ...props, refresherTriggered: false });
    await settle();
    expect(stateOf(m.container)).toBe('restoring');
    expect(names()).toEqual(['refresherrefresh', 'refresherrestore']);
    await advance(settleMs - 1);
    expect(stateOf(m.container)).toBe('restoring');
    await advance(1);
    expect(stateOf(m.container)).toBeNull();
  });

  it('ignores new pulls while refreshing [comp.pull-to-refresh.refreshing]', async () => {
    const { m, props } = await refresher({ refresherTriggered: true });
    await settle();
    expect(stateOf(m.container)).toBe('refreshing');
    await touch(m.container, 'touchStart', 0);
    await touch(m.container, 'touchMove', 10);
    await touch(m.container, 'touchEnd');
    expect(stateOf(m.container)).toBe('refreshing');
    await m.update({ ...props, refresherTriggered: false });
    await settle();
    expect(stateOf(m.container)).toBe('restoring');
  });
});

type Step =
  | { kind: 'start'; y: number }
  | { kind: 'move'; y: number }
  | { kind: 'end' }
  | { kind: 'triggered'; on: boolean }
  | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('start' as const), y: fc.integer({ min: 0, max: 200 }) }),
  fc.record({ kind: fc.constant('move' as const), y: fc.integer({ min: -50, max: 300 }) }),
  fc.constant({ kind: 'end' as const }),
  fc.record({ kind: fc.constant('triggered' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * settleMs }) }),
);

async function run(m: MountedComponent, props: Record<string, unknown>, s: Step) {
  if (s.kind === 'start') await touch(m.container, 'touchStart', s.y);
  else if (s.kind === 'move') await touch(m.container, 'touchMove', s.y);
  else if (s.kind === 'end') await touch(m.container, 'touchEnd');
  else if (s.kind === 'triggered') {
    await m.update({ ...props, refresherTriggered: s.on });
    await settle();
  } else await advance(s.ms);
}

describe('pull-to-refresh state machine [comp.pull-to-refresh.pulling, comp.pull-to-refresh.reached, comp.pull-to-refresh.aborting, comp.pull-to-refresh.refreshing, comp.pull-to-refresh.restoring]', () => {
  it('for any gesture sequence, never skips a state and comes to rest once the refresh ends', async () => {
    const order = v('comp.pull-to-refresh.restoring').order;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { m, props } = await refresher();
        let state = stateOf(m.container);
        let triggered = false;
        const check = () => {
          const next = stateOf(m.container);
          if (next !== state) {
            expect(allowed[String(state)], `${state} → ${next}`).toContain(next);
            if (next) expect(order).toContain(next);
          }
          state = next;
        };
        for (const s of steps) {
          await run(m, props, s);
          if (s.kind === 'triggered') triggered = s.on;
          check();
        }
        // Let go, end any refresh the way a page does (triggered on, then off), and wait.
        for (const s of [{ kind: 'end' }, { kind: 'triggered', on: true }, { kind: 'triggered', on: false }, { kind: 'wait', ms: settleMs }] as Step[]) {
          if (s.kind === 'triggered' && s.on === triggered) continue;
          await run(m, props, s);
          if (s.kind === 'triggered') triggered = s.on;
          check();
        }
        expect(state).toBeNull();
        await m.unmount();
        vi.useRealTimers();
      }),
      { numRuns: propertyRuns(300) },
    );
  }, 120_000);
});
