import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { useMount } from '../../harness/unit.ts';
import { advance, recorder, rootOf, useClock } from './dom.ts';

const mount = useMount();
const { delayMs, moveThreshold } = v('comp.long-press.delay');

afterEach(() => vi.useRealTimers());

describe.each(['button', 'image'])('long press on %s [comp.long-press.delay]', (name) => {
  const press = async () => {
    useClock();
    const longpress = recorder<{ x: number; y: number }>();
    const { container } = await mount(name, { src: '/a.png', onLongpress: longpress.handler });
    const el = rootOf(container);
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 5, clientY: 5 });
    return { el, longpress };
  };

  it('fires after the pointer is held 350 ms, not before', async () => {
    const { longpress } = await press();
    await advance(delayMs - 1);
    expect(longpress.events).toEqual([]);
    await advance(1);
    expect(longpress.events).toEqual([{ type: 'longpress', detail: { x: 5, y: 5 } }]);
    await advance(delayMs * 3);
    expect(longpress.events).toHaveLength(1);
  });

  // A cancelled pointer (the browser took the gesture over) is no longer held, as a released one.
  it.each([
    ['released early', 'pointerUp'],
    ['the pointer is cancelled before the delay', 'pointerCancel'],
  ] as const)('does not fire when %s', async (_, ending) => {
    const { el, longpress } = await press();
    await advance(delayMs - 50);
    fireEvent[ending](el, { pointerId: 1 });
    await advance(delayMs);
    expect(longpress.events).toEqual([]);
  });

  it('tolerates a small move but not one beyond the threshold', async () => {
    const { el, longpress } = await press();
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 5 + moveThreshold, clientY: 5 });
    await advance(delayMs);
    expect(longpress.events).toHaveLength(1);
    fireEvent.pointerDown(el, { pointerId: 1, clientX: 5, clientY: 5 });
    fireEvent.pointerMove(el, { pointerId: 1, clientX: 5 + moveThreshold + 1, clientY: 5 });
    await advance(delayMs);
    expect(longpress.events).toHaveLength(1);
  });
});
