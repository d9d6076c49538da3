/**
 * `<progress>`: a bar whose width is `percent` clamped to 0–100. With `active` it animates 1 % per
 * `duration` ms from 0 (`backwards`) or from the previous value (`forwards`).
 */
import { useEffect, useRef, useState } from 'react';
import { emit, type UniHandler } from '../shared/events.ts';
import { clamp, toNumber } from '../shared/number.ts';
import { PERCENT_RANGE, PROGRESS_DEFAULTS } from './defaults.ts';

export interface ProgressProps {
  percent?: number | string;
  showInfo?: boolean;
  borderRadius?: number | string;
  fontSize?: number | string;
  strokeWidth?: number | string;
  activeColor?: string;
  backgroundColor?: string;
  active?: boolean;
  activeMode?: 'backwards' | 'forwards';
  duration?: number | string;
  onActiveend?: UniHandler;
}

/** The framework's `realPercent`: parseFloat, clamped; what is not a number shows as 0. */
export function realPercent(percent: unknown): number {
  return clamp(toNumber(percent, PERCENT_RANGE.min), PERCENT_RANGE.min, PERCENT_RANGE.max);
}

/** Fixed notation: CSS parsers differ on exponents, and a millionth of a percent is below any pixel. */
const cssPercent = (n: number) => Number(n.toFixed(6));

export default function Progress(props: ProgressProps) {
  const target = realPercent(props.percent);
  const duration = toNumber(props.duration, PROGRESS_DEFAULTS.durationPerPercent);
  const [animated, setAnimated] = useState(0);
  const shown = props.active ? animated : target;
  /** Where a `forwards` animation starts: the value last shown. */
  const lastShown = useRef(shown);
  lastShown.current = shown;
  const onActiveend = useRef(props.onActiveend);
  onActiveend.current = props.onActiveend;

  useEffect(() => {
    if (!props.active) return;
    let current = props.activeMode === 'forwards' ? lastShown.current : 0;
    setAnimated(current);
    const timer = setInterval(() => {
      if (current + 1 > target) {
        current = target;
        clearInterval(timer);
        emit(onActiveend.current, 'activeend', {});
      } else {
        current += 1;
      }
      setAnimated(current);
    }, duration);
    return () => clearInterval(timer);
  }, [target, props.active, props.activeMode, duration]);

  const strokeWidth = toNumber(props.strokeWidth, PROGRESS_DEFAULTS.strokeWidth);
  const radius = toNumber(props.borderRadius, 0);
  return (
    <uni-progress>
      <div
        className="uni-progress-bar"
        style={{ height: `${strokeWidth}px`, backgroundColor: props.backgroundColor ?? PROGRESS_DEFAULTS.backgroundColor, borderRadius: `${radius}px` }}
      >
        <div
          className="uni-progress-inner-bar"
          style={{ width: `${cssPercent(shown)}%`, backgroundColor: props.activeColor ?? PROGRESS_DEFAULTS.activeColor, borderRadius: `${radius}px` }}
        />
      </div>
      {props.showInfo ? (
        <p className="uni-progress-info" style={props.fontSize === undefined ? undefined : { fontSize: `${toNumber(props.fontSize, 16)}px` }}>
          {`${shown}%`}
        </p>
      ) : null}
    </uni-progress>
  );
}
