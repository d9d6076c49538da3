import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { advance, recorder, rootOf, useClock } from './dom.ts';
import { useScreen } from './finger.ts';

const mount = useMount();
// A long press is a phone's gesture: a finger, delivered as a phone's browser delivers it.
const screen = useScreen();
const { delayMs, moveThreshold } = v('comp.long-press.delay');
/** The longpress events heard, by type: their detail is not a clause's (the framework carries the finger in touches). */
const heard = (longpress: ReturnType<typeof recorder>) => longpress.events.map((e) => e.type);

afterEach(() => vi.useRealTimers());

describe.each(['button', 'image'])('long press on %s [comp.long-press.delay]', (name) => {
  const press = async () => {
    useClock();
    const longpress = recorder();
    const { container } = await mount(name, { src: '/a.png', onLongpress: longpress.handler });
    const el = rootOf(container);
    screen.pointer('pointerdown', el, 5, 5);
    return { el, longpress };
  };

  it('fires after the finger is held 350 ms, not before', async () => {
    const { longpress } = await press();
    await advance(delayMs - 1);
    expect(heard(longpress)).toEqual([]);
    await advance(1);
    expect(heard(longpress)).toEqual(['longpress']);
    await advance(delayMs * 3);
    expect(heard(longpress)).toEqual(['longpress']);
  });

  // A cancelled touch (the browser took the gesture over) is no longer held, as a lifted finger.
  it.each([
    ['the finger is lifted early', 'pointerup'],
    ['the touch is cancelled before the delay', 'pointercancel'],
  ] as const)('does not fire when %s', async (_, ending) => {
    const { el, longpress } = await press();
    await advance(delayMs - 50);
    screen.pointer(ending, el, 5, 5);
    await advance(delayMs);
    expect(heard(longpress)).toEqual([]);
  });

  it('tolerates a small move but not one beyond the threshold', async () => {
    const { el, longpress } = await press();
    screen.pointer('pointermove', el, 5 + moveThreshold, 5);
    await advance(delayMs);
    expect(heard(longpress)).toEqual(['longpress']);
    screen.pointer('pointerup', el, 5 + moveThreshold, 5);
    screen.pointer('pointerdown', el, 5, 5);
    screen.pointer('pointermove', el, 5 + moveThreshold + 1, 5);
    await advance(delayMs);
    expect(heard(longpress)).toEqual(['longpress']);
  });
});
