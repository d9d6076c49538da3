/**
 * A page's pull-down refresh (pages.json `enablePullDownRefresh`): a pull at the top of the page runs the
 * pull-to-refresh machine and draws its indicator under the navigation bar. The indicator comes down with
 * the pull (a pull of the whole range brings it down its height), stays out while refreshing, and goes
 * back up while aborting or shrinks away while restoring. Entering refreshing calls `onRefresh` (the
 * page's onPullDownRefresh).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { PullToRefresh, settleMs, type RefreshState } from '../gestures/pull-to-refresh.ts';
import { upx2px } from '../api/ui/upx2px.ts';
import { useShell } from './context.ts';

/** The framework's refresh options, in rpx: the pull that refreshes, and how far the indicator comes down. */
const RANGE_RPX = 150;
const HEIGHT_RPX = 70;
/** How long the indicator takes to come out to its height for a refresh. */
const REFRESHING_MS = 200;
/** The indicator's size (px); at rest it is not drawn. */
const SIZE = 40;

/** `top`: where the page's content starts (under its navigation bar); the indicator comes down from there. */
export function PageRefresh({ pageId, page, top, onRefresh }: { pageId: number; page: RefObject<HTMLElement | null>; top: number; onRefresh(): void }) {
  const { rt } = useShell();
  const [shown, setShown] = useState<{ state: RefreshState; distance: number }>({ state: null, distance: 0 });
  const latest = useRef(onRefresh);
  latest.current = onRefresh;
  const range = upx2px(RANGE_RPX) as number;
  const height = upx2px(HEIGHT_RPX) as number;
  // The machine reads the range as it pulls: 1 rpx follows the window's width, which may change between its
  // pulls. Made again for a new range, it would be made mid-pull (a pull's first state renders the page).
  const threshold = useRef(range);
  threshold.current = range;

  useEffect(() => {
    const element = page.current;
    if (!element) return;
    // Each state is drawn as the machine enters it (touches, timers and the APIs drive it from outside React).
    const show = (next: { state: RefreshState; distance: number }) => flushSync(() => setShown(next));
    const machine = new PullToRefresh({
      get threshold() { return threshold.current; },
      onStateChange: (state) => {
        show({ state, distance: machine.distance });
        if (state === 'refreshing') latest.current();
      },
      onPull: (distance) => show({ state: machine.state, distance }),
    });
    rt.pageRefreshes.set(pageId, machine);
    const atTop = () => (document.scrollingElement?.scrollTop ?? 0) === 0;
    const y = (e: TouchEvent) => e.touches[0]?.clientY ?? 0;
    const start = (e: TouchEvent) => { if (e.touches.length === 1 && atTop()) machine.start(y(e)); };
    const move = (e: TouchEvent) => { if (machine.move(y(e)) && e.cancelable) e.preventDefault(); };
    const end = () => machine.end();
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
      machine.dispose();
      rt.pageRefreshes.delete(pageId);
    };
  }, [pageId, page, rt]);

  const { state, distance } = shown;
  const down = state === 'pulling' || state === 'reached' ? Math.round(distance / (range / height))
    : state === 'refreshing' || state === 'restoring' ? height : 0;
  const transform = `translate3d(-50%, ${down}px, 0)${state === 'restoring' ? ' scale(0.01)' : ''}`;
  const transition = state === 'aborting' || state === 'restoring' ? `transform ${settleMs[state]}ms` : state === 'refreshing' ? `transform ${REFRESHING_MS}ms` : undefined;
  return (
    <uni-page-refresh>
      <div className="uni-page-refresh" style={{ display: state ? 'block' : 'none', position: 'absolute', top: top - SIZE, left: '50%', width: SIZE, height: SIZE, zIndex: 1, transform, transition, pointerEvents: 'none', clipPath: `inset(${Math.max(0, SIZE - down)}px -8px -8px -8px)` }}>
        <span style={{ display: 'block', boxSizing: 'border-box', width: SIZE, height: SIZE, borderRadius: '50%', background: '#fff', boxShadow: '0 1px 6px rgba(0, 0, 0, .117647), 0 1px 4px rgba(0, 0, 0, .117647)', padding: 8 }}>
          <span style={{ display: 'block', width: 24, height: 24, boxSizing: 'border-box', borderRadius: '50%', border: '3px solid #2BD009', borderTopColor: 'transparent', transform: `rotate(${Math.min(1, distance / range) * 360}deg)` }} />
        </span>
      </div>
    </uni-page-refresh>
  );
}
