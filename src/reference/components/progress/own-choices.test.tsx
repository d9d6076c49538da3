// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<progress>`: border-radius and font-size (props the
 * facts do not list) are drawn, and without `active` no climb runs and no activeend comes; with it, activeend
 * for a climb to a whole percent comes one tick after the bar reached it. The seed gives the clamp and the climb's
 * steps; the suite judges those (spec/suite/components/progress*).
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import Progress, { type ProgressProps } from './index.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function progress(props: ProgressProps) {
  const { container } = render(<Progress {...props} />);
  const style = (selector: string) => (container.querySelector(selector) as HTMLElement | null)?.style;
  return { track: () => style('.uni-progress-bar')!, bar: () => style('.uni-progress-inner-bar')!, info: () => style('.uni-progress-info') };
}

it('rounds the track and the bar by border-radius', () => {
  const p = progress({ percent: 50, borderRadius: 4 });
  expect([p.track().borderRadius, p.bar().borderRadius]).toEqual(['4px', '4px']);
});

it("draws the percent's text at a given font-size, and at the page's own without one", () => {
  expect(progress({ percent: 50, showInfo: true, fontSize: 12 }).info()!.fontSize).toBe('12px');
  cleanup();
  expect(progress({ percent: 50, showInfo: true }).info()!.fontSize).toBe('');
  cleanup();
  expect(progress({ percent: 50, showInfo: true, fontSize: 'big' }).info()!.fontSize).toBe('16px');
});

it('without active, shows the percent at once and emits no activeend', () => {
  vi.useFakeTimers();
  const onActiveend = vi.fn();
  const p = progress({ percent: 3, onActiveend });
  expect(p.bar().width).toBe('3%');
  act(() => { vi.advanceTimersByTime(1000); });
  expect(onActiveend).not.toHaveBeenCalled();
});

it('with active, says the climb to a whole percent has ended one tick after the bar reached it', () => {
  vi.useFakeTimers();
  const ends: string[] = [];
  const p = progress({ percent: 3, active: true, duration: 10, onActiveend: (e) => ends.push(e.type) });
  act(() => { vi.advanceTimersByTime(30); });
  expect(p.bar().width).toBe('3%');
  expect(ends).toEqual([]);
  act(() => { vi.advanceTimersByTime(10); });
  expect(ends).toEqual(['activeend']);
});
