import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import type { MountedComponent } from '../../contract/index.ts';
import { part, partOrNull, parts, useMount } from '../../harness/unit.ts';
import { advance, recorder, rgb, settle, useClock } from './dom.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const mount = useMount();
/** The framework name the component mounts by. */
const component = v('comp.builtin.scroll-view').name;
const { refresherThreshold, refresherBackground } = v('comp.builtin.scroll-view');
/**
 * Long enough for a refresher to fold back after an abort or a refresh's end. The seed's pull-to-refresh
 * states and their settle time are the page's pull-down refresh (page-pull-to-refresh.spec.ts); the
 * scroll-view's refresher is judged by its own events and props.
 */
const REST_MS = 1000;

/*
 * A scroll-view's refresher (research facts §4.2) is seen through what the framework exposes:
 * refresherpulling with the pull's deltaY while pulling (a deltaY of refresher-threshold or more, so a
 * release refreshes), refresherabort, refresherrefresh, refresherrestore, and the refresher area the user
 * sees (out at its threshold height while refreshing, gone at rest). Rest is seen as a new pull being taken
 * again; while refreshing a new touch pulls nothing.
 */

// A runtime may nest its scroll boxes: the innermost one scrolls. Every touch looks it up, so a missing
// one throws rather than costing an expect per touch.
const scroller = (root: HTMLElement) => {
  const found = parts('scroll-view.scroller', root).at(-1);
  if (!found) throw new Error('no scroll-view.scroller');
  return found;
};

/** How far the refresher area is shown (its height, px); 0 when it is not shown. */
const refresherHeight = (root: HTMLElement) => {
  const area = partOrNull('scroll-view.refresher', root);
  return area ? parseFloat(getComputedStyle(area).height) || 0 : 0;
};

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
  // What the events say of the refresher: refresherpulling the pull's deltaY; fields a runtime adds are its own.
  const handler = (e: { type: string; detail: { deltaY?: number } }) =>
    events.handler({ type: e.type, detail: e.type === 'refresherpulling' ? { deltaY: e.detail.deltaY } : {} });
  const props = {
    scrollY: true, refresherEnabled: true,
    onRefresherpulling: handler, onRefresherrefresh: handler, onRefresherrestore: handler, onRefresherabort: handler,
    ...extra,
  };
  const m = await mount(component, props);
  return {
    m, props, events,
    /** The events other than refresherpulling, in order. */
    names: () => events.events.map((e) => e.type).filter((t) => t !== 'refresherpulling'),
    /** The deltaY of the last refresherpulling. */
    lastPull: () => events.events.filter((e) => e.type === 'refresherpulling').at(-1)?.detail.deltaY,
  };
}

/**
 * Puts a finger down at `from` and moves it through each of `ys` (px down the screen), keeping it down. Its
 * first move is level with where it came down, as a finger's first report is: a runtime may measure the
 * pull from the touch start or from the first move (the seed says neither), and then both give one distance.
 */
async function pull(container: HTMLElement, from: number, ...ys: number[]) {
  await touch(container, 'touchStart', from);
  for (const y of [from, ...ys]) await touch(container, 'touchMove', y);
}

/** The refresherpulling events that report a distance: the seed does not say whether a pull of 0 px reports. */
const pulled = <E extends { type: string; detail: { deltaY?: number } }>(events: readonly E[]) =>
  events.filter((e) => e.type !== 'refresherpulling' || e.detail.deltaY !== 0);

/**
 * Whether a new touch pulls the refresher now: a finger comes down and pulls 5 px, then 10 px more (see
 * `pull`); the answer is whether a refresherpulling came of it. The finger is lifted again (a taken pull
 * then aborts).
 */
async function pullTaken(container: HTMLElement, events: { events: { type: string }[] }): Promise<boolean> {
  const before = events.events.length;
  await pull(container, 500, 505, 515);
  const taken = events.events.slice(before).some((e) => e.type === 'refresherpulling');
  await touch(container, 'touchEnd');
  return taken;
}

afterEach(() => vi.useRealTimers());

/** A pull released short of the threshold: down 20 px from the top, then up. */
async function shortPull(container: HTMLElement): Promise<void> {
  await pull(container, 100, 110, 120);
  await touch(container, 'touchEnd');
}

describe('scroll-view pull-to-refresh [comp.builtin.scroll-view]', () => {
  it('pulling at the top enters pulling: refresherpulling with the distance, the refresher shown', async () => {
    const { m, events } = await refresher();
    expect(refresherHeight(m.container)).toBe(0);
    await pull(m.container, 100, 110, 130);
    expect(events.events.at(-1)).toEqual({ type: 'refresherpulling', detail: { deltaY: 30 } });
    expect(refresherHeight(m.container)).toBeGreaterThan(0);
  });

  it('the pulled refresher shows refresher-background, #fff unless the scroll-view gives one [comp.builtin.scroll-view]', async () => {
    const colourOf = async (extra: Record<string, unknown>) => {
      const { m } = await refresher(extra);
      await pull(m.container, 100, 110, 130);
      return rgb(getComputedStyle(part('scroll-view.refresher', m.container)).backgroundColor);
    };
    expect(await colourOf({})).toBe(rgb(refresherBackground));
    expect(await colourOf({ refresherBackground: '#123456' })).toBe(rgb('#123456'));
  });

  it('without refresher-enabled a pull at the top neither emits nor shows a refresher', async () => {
    const { m, events } = await refresher({ refresherEnabled: false });
    await pull(m.container, 100, 110, 200);
    await touch(m.container, 'touchEnd');
    await advance(REST_MS);
    expect(events.events).toEqual([]);
    expect(refresherHeight(m.container)).toBe(0);
  });

  it('a pull scrolled away from the top does nothing', async () => {
    const { m, events } = await refresher();
    scroller(m.container).scrollTop = 30;
    await pull(m.container, 100, 200);
    await touch(m.container, 'touchEnd');
    expect(events.events).toEqual([]);
    expect(refresherHeight(m.container)).toBe(0);
  });

  it('a move upwards from rest neither pulls nor emits', async () => {
    // The framework ignores a move above the touch's start while idle (research facts §4.2).
    const { m, events } = await refresher();
    await touch(m.container, 'touchStart', 100);
    await touch(m.container, 'touchMove', 90);
    await touch(m.container, 'touchEnd');
    expect(events.events).toEqual([]);
    expect(refresherHeight(m.container)).toBe(0);
  });

  it('a pull of one pixel enters pulling: its release aborts', async () => {
    const { m, events, names } = await refresher();
    await pull(m.container, 100, 101);
    expect(pulled(events.events)).toEqual([{ type: 'refresherpulling', detail: { deltaY: 1 } }]);
    await touch(m.container, 'touchEnd');
    expect(names()).toEqual(['refresherabort']);
  });

  it('a pull of the threshold (45 px) enters reached, and back under it pulling again', async () => {
    // Reached is what a release then does: a pull one pixel short of the threshold aborts, one of the threshold refreshes.
    const short = await refresher();
    await pull(short.m.container, 100, 110, 100 + refresherThreshold - 1);
    expect(short.lastPull()).toBe(refresherThreshold - 1);
    await touch(short.m.container, 'touchEnd');
    expect(short.names()).toEqual(['refresherabort']);

    const reached = await refresher();
    await pull(reached.m.container, 100, 110, 100 + refresherThreshold);
    expect(reached.lastPull()).toBe(refresherThreshold);
    await touch(reached.m.container, 'touchEnd');
    expect(reached.names()).toEqual(['refresherrefresh']);

    const back = await refresher();
    await pull(back.m.container, 100, 110, 100 + refresherThreshold, 120);
    expect(back.lastPull()).toBe(20);
    await touch(back.m.container, 'touchEnd');
    expect(back.names()).toEqual(['refresherabort']);
  });

  it('a reached pull brought back under the threshold returns to pulling, and its release aborts', async () => {
    // Brought back to its start, not above it: where a pull pushed above its start goes the facts do not
    // say, and both genuine editions keep such a pull out while the content fits the scroll-view.
    const { m, names } = await refresher();
    await pull(m.container, 100, 110, 100 + refresherThreshold, 101);
    await touch(m.container, 'touchEnd');
    expect(names()).toEqual(['refresherabort']);
  });

  it('honours a custom refresher-threshold', async () => {
    const short = await refresher({ refresherThreshold: 80 });
    await pull(short.m.container, 100, 110, 179);
    await touch(short.m.container, 'touchEnd');
    expect(short.names()).toEqual(['refresherabort']);
    const reached = await refresher({ refresherThreshold: 80 });
    await pull(reached.m.container, 100, 110, 180);
    await touch(reached.m.container, 'touchEnd');
    expect(reached.names()).toEqual(['refresherrefresh']);
  });

  it('a refresher-threshold changed after mount is the next pull\'s threshold', async () => {
    const { m, props, names } = await refresher();
    await m.update({ ...props, refresherThreshold: 80 });
    await pull(m.container, 100, 110, 179);
    await touch(m.container, 'touchEnd');
    expect(names()).toEqual(['refresherabort']);
    await advance(REST_MS);
    await pull(m.container, 100, 110, 180);
    await touch(m.container, 'touchEnd');
    expect(names()).toEqual(['refresherabort', 'refresherrefresh']);
  });

  it('releasing short of the threshold aborts, emits refresherabort, then rests', async () => {
    const { m, names, events } = await refresher();
    await shortPull(m.container);
    expect(names()).toEqual(['refresherabort']);
    await advance(REST_MS);
    expect(refresherHeight(m.container)).toBe(0);
    expect(await pullTaken(m.container, events)).toBe(true);
  });

  it('releasing past the threshold refreshes and emits refresherrefresh once, the refresher out at its threshold', async () => {
    const { m, names, events } = await refresher();
    await pull(m.container, 100, 110, 200);
    await touch(m.container, 'touchEnd');
    expect(names()).toEqual(['refresherrefresh']);
    expect(refresherHeight(m.container)).toBe(refresherThreshold);
    await advance(REST_MS);
    expect(refresherHeight(m.container)).toBe(refresherThreshold);
    expect(await pullTaken(m.container, events)).toBe(false);
    expect(names()).toEqual(['refresherrefresh']);
  });

  it('refresher-triggered starts a refresh from rest and ending it restores, then rests', async () => {
    const { m, props, names, events } = await refresher();
    await m.update({ ...props, refresherTriggered: true });
    await settle();
    expect(names()).toEqual(['refresherrefresh']);
    expect(refresherHeight(m.container)).toBe(refresherThreshold);
    await m.update({ ...props, refresherTriggered: false });
    await settle();
    expect(names()).toEqual(['refresherrefresh', 'refresherrestore']);
    await advance(REST_MS);
    expect(refresherHeight(m.container)).toBe(0);
    expect(await pullTaken(m.container, events)).toBe(true);
  });

  it('ignores new pulls while refreshing', async () => {
    const { m, props, names, events } = await refresher();
    await m.update({ ...props, refresherTriggered: true });
    await settle();
    expect(names()).toEqual(['refresherrefresh']);
    expect(await pullTaken(m.container, events)).toBe(false);
    expect(names()).toEqual(['refresherrefresh']);
    await m.update({ ...props, refresherTriggered: false });
    await settle();
    expect(names()).toEqual(['refresherrefresh', 'refresherrestore']);
  });
});

type Step =
  | { kind: 'start'; y: number }
  | { kind: 'move'; y: number }
  | { kind: 'end' }
  | { kind: 'triggered'; on: boolean }
  | { kind: 'wait'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  // A finger on the scroll-view, which lies below the page's top edge.
  fc.record({ kind: fc.constant('start' as const), y: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('move' as const), y: fc.integer({ min: -50, max: 300 }) }),
  fc.constant({ kind: 'end' as const }),
  fc.record({ kind: fc.constant('triggered' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 2 * REST_MS }) }),
);

/**
 * What a step is made of. A finger's first move is level with where it came down (see `pull`), and a
 * release or the end of a refresh is followed by time for the refresher to fold back: the facts give the
 * scroll-view's refresher no settle time, so what a touch does while it folds is not judged.
 */
const expand = (s: Step): Step[] =>
  s.kind === 'start' ? [s, { kind: 'move', y: s.y }]
  : s.kind === 'end' || s.kind === 'triggered' ? [s, { kind: 'wait', ms: REST_MS }]
  : [s];

async function run(m: MountedComponent, props: Record<string, unknown>, s: Step) {
  if (s.kind === 'start') await touch(m.container, 'touchStart', s.y);
  else if (s.kind === 'move') await touch(m.container, 'touchMove', s.y);
  else if (s.kind === 'end') await touch(m.container, 'touchEnd');
  else if (s.kind === 'triggered') {
    await m.update({ ...props, refresherTriggered: s.on });
    await settle();
  } else await advance(s.ms);
}

type Emitted = { type: string; detail: { deltaY?: number }; optional?: boolean };

/**
 * Whether the events a target emitted are the model's: the same, in order, where an optional one of the
 * model's may be missing. Pulls of 0 px are left out on both sides (the seed does not say they report).
 */
function sameEvents(emitted: readonly Emitted[], model: readonly Emitted[]): boolean {
  const seen = pulled(emitted);
  let i = 0;
  for (const expected of pulled(model)) {
    const next = seen[i];
    const match = next !== undefined && next.type === expected.type && next.detail.deltaY === expected.detail.deltaY;
    if (match) i++;
    else if (!expected.optional) return false;
  }
  return i === seen.length;
}

type State = null | 'pulling' | 'reached' | 'aborting' | 'refreshing' | 'restoring';

/**
 * The oracle: a refresher (the framework's machine, research facts §4.1–4.2) fed the same steps, and the
 * events a user's handlers receive from it. Idle → pulling on a first move down (or level) at the top;
 * pulling ⇄ reached across the threshold; release from pulling → aborting → idle once folded; release from
 * reached → refreshing; refresher-triggered on from idle → refreshing, off while refreshing → restoring →
 * idle once folded. A touch that comes down while refreshing never pulls.
 */
class Refresher {
  state: State = null;
  events: Emitted[] = [];
  /** Every state entered, in order. */
  visited: State[] = [];
  /** Whether a finger is down. */
  finger = false;
  /** Where the finger that is down came down. */
  touchY: number | null = null;
  private startY: number | null = null;
  private triggered = false;
  private settling = 0;
  /** Whether the pull under way has reported a distance: the abort of one that never did may go unreported. */
  private reported = false;

  constructor(private readonly threshold: number) {}

  private busy() {
    return this.state === 'aborting' || this.state === 'refreshing' || this.state === 'restoring';
  }

  private enter(next: State) {
    if (next === this.state) return;
    this.state = next;
    this.visited.push(next);
    const type = { aborting: 'refresherabort', refreshing: 'refresherrefresh', restoring: 'refresherrestore' }[String(next)];
    // A runtime may report the refresher out at its threshold as it starts refreshing.
    if (next === 'refreshing') this.events.push({ type: 'refresherpulling', detail: { deltaY: this.threshold }, optional: true });
    if (type) this.events.push({ type, detail: {}, ...(next === 'aborting' && !this.reported ? { optional: true } : {}) });
    if (next === 'aborting' || next === 'restoring') this.settling = REST_MS;
  }

  step(s: Step) {
    if (s.kind === 'start') {
      this.finger = true;
      this.touchY = s.y;
      this.startY = this.busy() ? null : s.y;
      this.reported = false;
    } else if (s.kind === 'move') {
      if (!this.finger) return;
      if (this.busy()) this.startY = null;
      if (this.startY === null) return;
      const delta = s.y - this.startY;
      if (delta < 0 && this.state === null) return;
      const distance = Math.max(0, delta);
      if (distance > 0) this.reported = true;
      this.enter(this.state === null || distance < this.threshold ? 'pulling' : 'reached');
      this.events.push({ type: 'refresherpulling', detail: { deltaY: distance } });
    } else if (s.kind === 'end') {
      if (!this.finger) return;
      this.finger = false;
      this.touchY = null;
      this.startY = null;
      if (this.state === 'pulling') this.enter('aborting');
      else if (this.state === 'reached') this.enter('refreshing');
    } else if (s.kind === 'triggered') {
      if (s.on === this.triggered) return;
      this.triggered = s.on;
      if (s.on && this.state === null) this.enter('refreshing');
      else if (!s.on && this.state === 'refreshing') this.enter('restoring');
    } else if (this.state === 'aborting' || this.state === 'restoring') {
      this.settling -= s.ms;
      if (this.settling <= 0) this.enter(null);
    }
  }
}

describe('scroll-view refresher state machine [comp.builtin.scroll-view]', () => {
  it('for any gesture sequence, emits exactly what the framework\'s refresher does, never skipping a state, and comes to rest once the refresh ends', async () => {
    let leftIdle = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
        const { m, props, events } = await refresher();
        const model = new Refresher(refresherThreshold);
        const check = (s: Step) => {
          expect(sameEvents(events.events, model.events), `after ${JSON.stringify(s)}: ${JSON.stringify(events.events)} where the model has ${JSON.stringify(model.events)}`).toBe(true);
          // The refresher is out at its threshold height while refreshing, and gone at rest. Where a finger
          // holds it while refreshing is not said.
          if (model.state === 'refreshing' && !model.finger) expect(refresherHeight(m.container)).toBe(refresherThreshold);
          if (model.state === null) expect(refresherHeight(m.container)).toBe(0);
        };
        for (const drawn of steps) {
          // One finger: it comes down only when it is up. A page starts or ends a refresh with no finger
          // down: the seed says nothing of one that is. A move above where the finger came down is taken
          // level with it (see the example of a pull brought back).
          if ((drawn.kind === 'start' || drawn.kind === 'triggered') && model.finger) continue;
          const taken = drawn.kind === 'move' && model.touchY !== null ? { ...drawn, y: Math.max(drawn.y, model.touchY) } : drawn;
          for (const s of expand(taken)) {
            await run(m, props, s);
            model.step(s);
            check(s);
          }
        }
        // Let go, end any refresh the way a page does (triggered on, then off), wait, and pull once more: a
        // refresher at rest takes the new pull.
        const tail: Step[] = [
          { kind: 'end' }, { kind: 'triggered', on: true }, { kind: 'triggered', on: false }, { kind: 'wait', ms: REST_MS },
          { kind: 'start', y: 100 }, { kind: 'move', y: 110 }, { kind: 'end' }, { kind: 'wait', ms: REST_MS },
        ];
        for (const s of tail.flatMap(expand)) {
          await run(m, props, s);
          model.step(s);
          check(s);
        }
        expect(model.state).toBeNull();
        if (model.visited.some((state) => state !== 'pulling' && state !== 'aborting' && state !== null)) leftIdle++;
        await m.unmount();
        // Out of the document too: every style read walks it, and 300 runs would leave 300 containers.
        m.container.remove();
        vi.useRealTimers();
      }),
      { numRuns: propertyRuns(300) },
    );
    // The oracle itself: runs went through refreshing (or reached) and not only the tail's pull.
    expect(leftIdle).toBeGreaterThan(0);
  }, 120_000);
});
