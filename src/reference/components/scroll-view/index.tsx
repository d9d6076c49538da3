/**
 * `<scroll-view>`: a scrollable region. Scrolling towards an edge within `upper-threshold` /
 * `lower-threshold` emits `scrolltoupper` / `scrolltolower`; `scroll-into-view` scrolls a child (by id)
 * into view. With `refresher-enabled`, a pull at the top runs the shared pull-to-refresh machine
 * (pulling ⇄ reached → refreshing → restoring, or pulling → aborting) and emits the refresher events;
 * `refresher-triggered` starts and ends a refresh from outside.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type TouchEvent, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import { PullToRefresh, settleMs, type RefreshState } from '../../gestures/pull-to-refresh.ts';
import { emit, type UniHandler } from '../shared/events.ts';
import { toNumber } from '../shared/number.ts';
import { SCROLL_VIEW_DEFAULTS } from './defaults.ts';

export interface ScrollViewProps {
  scrollX?: boolean;
  scrollY?: boolean;
  upperThreshold?: number | string;
  lowerThreshold?: number | string;
  scrollTop?: number | string;
  scrollLeft?: number | string;
  scrollIntoView?: string;
  scrollWithAnimation?: boolean;
  refresherEnabled?: boolean;
  refresherThreshold?: number | string;
  refresherDefaultStyle?: 'black' | 'white' | 'none';
  refresherBackground?: string;
  refresherTriggered?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  onScroll?: UniHandler<{ scrollLeft: number; scrollTop: number; scrollHeight: number; scrollWidth: number; deltaX: number; deltaY: number }>;
  onScrolltoupper?: UniHandler<{ direction: 'top' | 'left' }>;
  onScrolltolower?: UniHandler<{ direction: 'bottom' | 'right' }>;
  onRefresherpulling?: UniHandler<{ deltaY: number }>;
  onRefresherrefresh?: UniHandler;
  onRefresherrestore?: UniHandler;
  onRefresherabort?: UniHandler;
}

/** Refresher events by the state the machine enters. */
const refresherEvents = { aborting: 'refresherabort', refreshing: 'refresherrefresh', restoring: 'refresherrestore' } as const;
const validId = /^[_a-zA-Z][-_a-zA-Z0-9:]*$/;

export default function ScrollView(props: ScrollViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef({ top: 0, left: 0 });
  const latest = useRef(props);
  latest.current = props;
  const threshold = toNumber(props.refresherThreshold, SCROLL_VIEW_DEFAULTS.refresherThreshold);
  // The machine, made once, reads the threshold as it pulls: a changed refresher-threshold is the next pull's.
  const latestThreshold = useRef(threshold);
  latestThreshold.current = threshold;
  const [refresh, setRefresh] = useState<{ state: RefreshState; distance: number }>({ state: null, distance: 0 });

  /**
   * The refresher shows each state as soon as the machine enters it (touches and timers render at once),
   * so no state is ever merged away; changes made inside a layout effect render synchronously anyway.
   */
  const inEffect = useRef(false);
  const show = (next: { state: RefreshState; distance: number }) => {
    if (inEffect.current) setRefresh(next);
    else flushSync(() => setRefresh(next));
  };
  const machine = useRef<PullToRefresh | null>(null);
  if (!machine.current) {
    const m = new PullToRefresh({
      get threshold() { return latestThreshold.current; },
      onStateChange(state) {
        show({ state, distance: m.distance });
        if (state === 'aborting' || state === 'refreshing' || state === 'restoring') {
          const type = refresherEvents[state];
          const handler = { refresherabort: latest.current.onRefresherabort, refresherrefresh: latest.current.onRefresherrefresh, refresherrestore: latest.current.onRefresherrestore }[type];
          emit(handler, type, {});
        }
      },
      onPull(distance) {
        show({ state: m.state, distance });
        emit(latest.current.onRefresherpulling, 'refresherpulling', { deltaY: distance });
      },
    });
    machine.current = m;
  }
  useEffect(() => () => machine.current?.dispose(), []);

  const triggered = useRef(false);
  useLayoutEffect(() => {
    const m = machine.current!;
    if (Boolean(props.refresherTriggered) === triggered.current) return;
    triggered.current = Boolean(props.refresherTriggered);
    if (!props.refresherEnabled) return;
    inEffect.current = true;
    if (props.refresherTriggered) m.trigger();
    else m.stop();
    inEffect.current = false;
  }, [props.refresherTriggered, props.refresherEnabled]);

  useEffect(() => {
    const el = scroller.current;
    if (el && props.scrollY && props.scrollTop !== undefined) el.scrollTop = toNumber(props.scrollTop, 0);
  }, [props.scrollTop, props.scrollY]);
  useEffect(() => {
    const el = scroller.current;
    if (el && props.scrollX && props.scrollLeft !== undefined) el.scrollLeft = toNumber(props.scrollLeft, 0);
  }, [props.scrollLeft, props.scrollX]);
  useEffect(() => {
    const el = scroller.current;
    const id = props.scrollIntoView;
    if (!el || !id || !validId.test(id)) return;
    const child = el.querySelector(`#${CSS.escape(id)}`);
    if (!child) return;
    const main = el.getBoundingClientRect();
    const rect = child.getBoundingClientRect();
    const behavior = props.scrollWithAnimation ? 'smooth' : 'auto';
    if (props.scrollY) {
      const top = rect.top - main.top + el.scrollTop;
      if (behavior === 'smooth' && el.scrollTo) el.scrollTo({ top, behavior });
      else el.scrollTop = top;
    }
    if (props.scrollX) {
      const left = rect.left - main.left + el.scrollLeft;
      if (behavior === 'smooth' && el.scrollTo) el.scrollTo({ left, behavior });
      else el.scrollLeft = left;
    }
  }, [props.scrollIntoView, props.scrollX, props.scrollY, props.scrollWithAnimation]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const { scrollTop, scrollLeft, scrollHeight, scrollWidth } = el;
    const deltaY = last.current.top - scrollTop;
    const deltaX = last.current.left - scrollLeft;
    last.current = { top: scrollTop, left: scrollLeft };
    emit(props.onScroll, 'scroll', { scrollLeft, scrollTop, scrollHeight, scrollWidth, deltaX, deltaY });
    const upper = toNumber(props.upperThreshold, SCROLL_VIEW_DEFAULTS.upperThreshold);
    const lower = toNumber(props.lowerThreshold, SCROLL_VIEW_DEFAULTS.lowerThreshold);
    if (props.scrollY) {
      if (deltaY > 0 && scrollTop <= upper) emit(props.onScrolltoupper, 'scrolltoupper', { direction: 'top' });
      if (deltaY < 0 && scrollTop + el.clientHeight + lower >= scrollHeight) emit(props.onScrolltolower, 'scrolltolower', { direction: 'bottom' });
    }
    if (props.scrollX) {
      if (deltaX > 0 && scrollLeft <= upper) emit(props.onScrolltoupper, 'scrolltoupper', { direction: 'left' });
      if (deltaX < 0 && scrollLeft + el.clientWidth + lower >= scrollWidth) emit(props.onScrolltolower, 'scrolltolower', { direction: 'right' });
    }
  };

  const pull = props.refresherEnabled && props.scrollY;
  const touchStart = (e: TouchEvent<HTMLDivElement>) => {
    if (!pull || e.touches.length !== 1 || e.currentTarget.scrollTop !== 0) return;
    machine.current!.start(e.touches[0]!.clientY);
  };
  const touchMove = (e: TouchEvent<HTMLDivElement>) => {
    if (!pull || e.touches.length !== 1 || e.currentTarget.scrollTop !== 0) return;
    machine.current!.move(e.touches[0]!.clientY);
  };
  const touchEnd = () => {
    if (pull) machine.current!.end();
  };

  const { state, distance } = refresh;
  const height = state === 'restoring' || state === null ? 0 : state === 'refreshing' ? threshold : distance;
  const style = props.refresherDefaultStyle ?? 'black';
  return (
    <uni-scroll-view style={{ display: 'block', position: 'relative', overflow: 'hidden', ...props.style }}>
      <div
        ref={scroller}
        className="uni-scroll-view"
        style={{ position: 'relative', width: '100%', height: '100%', overflowX: props.scrollX ? 'auto' : 'hidden', overflowY: props.scrollY ? 'auto' : 'hidden' }}
        onScroll={onScroll}
        onTouchStart={touchStart}
        onTouchMove={touchMove}
        onTouchEnd={touchEnd}
        onTouchCancel={touchEnd}
      >
        <div className="uni-scroll-view-content" style={{ width: '100%', height: '100%' }}>
          {props.refresherEnabled ? (
            <div
              className={`uni-scroll-view-refresher${state ? ` uni-scroll-view-refresher--${state}` : ''}`}
              data-state={state ?? ''}
              style={{ overflow: 'hidden', height, backgroundColor: props.refresherBackground ?? SCROLL_VIEW_DEFAULTS.refresherBackground, transition: state === 'aborting' || state === 'restoring' ? `height ${settleMs[state]}ms` : undefined }}
            >
              {style === 'none' ? null : (
                <div
                  className="uni-scroll-view-refresh"
                  style={{ margin: '0 auto', width: 24, height: 24, borderRadius: '50%', border: `2px solid ${style === 'white' ? '#fff' : '#2BD009'}`, borderTopColor: 'transparent', transform: `rotate(${Math.min(1, distance / threshold) * 360}deg)` }}
                />
              )}
            </div>
          ) : null}
          {props.children}
        </div>
      </div>
    </uni-scroll-view>
  );
}
