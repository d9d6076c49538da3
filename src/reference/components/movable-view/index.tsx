/**
 * `<movable-view>`: dragged along its `direction` (none by default) within its movable-area, pinched to a
 * scale clamped to 0.1–10 when `scale` is on. Without `out-of-bounds` a drag stops at the bounds; with it
 * the view follows past them with resistance and springs back on release. Emits `change {x, y, source}`
 * and `scale {x, y, scale}`.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { emit, type UniHandler } from '../shared/events.ts';
import { toNumber } from '../shared/number.ts';
import { boundsOf, clampScale, clampTo, inBounds, resist, type Bounds } from './geometry.ts';

const DIRECTIONS = ['all', 'vertical', 'horizontal', 'none'] as const;
type Direction = (typeof DIRECTIONS)[number];
/** What a `change` reports as its cause: a drag within bounds, one past them, the spring back after it. */
const SOURCES = { touch: 'touch', outOfBounds: 'touch-out-of-bounds', springBack: 'out-of-bounds' };

export interface MovableViewProps {
  direction?: string;
  outOfBounds?: boolean;
  x?: number | string;
  y?: number | string;
  disabled?: boolean;
  scale?: boolean;
  scaleMin?: number | string;
  scaleMax?: number | string;
  scaleValue?: number | string;
  animation?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
  onChange?: UniHandler<{ x: number; y: number; source: string }>;
  onScale?: UniHandler<{ x: number; y: number; scale: number }>;
}

interface Drag {
  pointers: Map<number, { x: number; y: number }>;
  origin: { x: number; y: number; px: number; py: number };
  pinch: { distance: number; scale: number } | null;
}

const distance = (points: { x: number; y: number }[]) => Math.hypot(points[0]!.x - points[1]!.x, points[0]!.y - points[1]!.y);

export default function MovableView(props: MovableViewProps) {
  const ref = useRef<HTMLElement>(null);
  const direction: Direction = (DIRECTIONS as readonly string[]).includes(props.direction ?? '') ? (props.direction as Direction) : 'none';
  const scaleOf = (s: unknown) => (props.scale ? clampScale(s, props.scaleMin, props.scaleMax) : 1);
  // Props win whenever they change; gestures move the view in between (React's state-from-props pattern).
  const propScale = scaleOf(props.scaleValue);
  const [scaled, setScaled] = useState({ prop: propScale, value: propScale });
  if (scaled.prop !== propScale) setScaled({ prop: propScale, value: propScale });
  const scale = scaled.prop === propScale ? scaled.value : propScale;
  const setScale = (value: number) => setScaled({ prop: propScale, value });
  const propPos = `${toNumber(props.x, 0)},${toNumber(props.y, 0)}`;
  const [placed, setPlaced] = useState({ prop: '', value: { x: 0, y: 0 } });
  const pos = placed.value;
  const setPos = (value: { x: number; y: number }) => setPlaced({ prop: propPos, value });
  const drag = useRef<Drag | null>(null);
  const state = useRef({ pos, scale });
  state.current = { pos, scale };

  const bounds = (s: number): Bounds => {
    const el = ref.current;
    const area = el?.closest('uni-movable-area') ?? el?.parentElement;
    if (!el || !(area instanceof HTMLElement)) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
    return boundsOf({ width: area.offsetWidth, height: area.offsetHeight }, { width: el.offsetWidth, height: el.offsetHeight }, s);
  };

  // The bounds need the rendered boxes, so x / y are placed after layout.
  useLayoutEffect(() => {
    if (placed.prop === propPos) return;
    setPos(clampTo(toNumber(props.x, 0), toNumber(props.y, 0), bounds(state.current.scale)));
  });

  const moveTo = (x: number, y: number, source: string) => {
    const { pos: old } = state.current;
    if (x === old.x && y === old.y) return;
    setPos({ x, y });
    state.current = { ...state.current, pos: { x, y } };
    emit(props.onChange, 'change', { x, y, source });
  };

  const down = (e: PointerEvent<HTMLElement>) => {
    if (props.disabled) return;
    try { e.currentTarget.setPointerCapture(e.pointerId); } catch { /* a synthetic pointer cannot be captured */ }
    const d = drag.current ?? { pointers: new Map(), origin: { x: 0, y: 0, px: 0, py: 0 }, pinch: null };
    d.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const { pos: p, scale: s } = state.current;
    d.origin = { x: p.x, y: p.y, px: e.clientX, py: e.clientY };
    d.pinch = props.scale && d.pointers.size === 2 ? { distance: distance([...d.pointers.values()]), scale: s } : null;
    drag.current = d;
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || !d.pointers.has(e.pointerId)) return;
    d.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (d.pinch) {
      const next = clampScale((d.pinch.scale * distance([...d.pointers.values()])) / (d.pinch.distance || 1), props.scaleMin, props.scaleMax);
      if (next === state.current.scale) return;
      setScale(next);
      state.current = { ...state.current, scale: next };
      emit(props.onScale, 'scale', { ...state.current.pos, scale: next });
      return;
    }
    if (d.pointers.size !== 1 || direction === 'none') return;
    const b = bounds(state.current.scale);
    let x = direction === 'vertical' ? d.origin.x : d.origin.x + e.clientX - d.origin.px;
    let y = direction === 'horizontal' ? d.origin.y : d.origin.y + e.clientY - d.origin.py;
    if (props.outOfBounds) {
      x = resist(x, b.minX, b.maxX);
      y = resist(y, b.minY, b.maxY);
    } else {
      ({ x, y } = clampTo(x, y, b));
    }
    moveTo(x, y, inBounds(x, y, b) ? SOURCES.touch : SOURCES.outOfBounds);
  };

  const up = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    d.pointers.delete(e.pointerId);
    if (d.pointers.size > 0) {
      const [rest] = d.pointers.values();
      d.pinch = null;
      d.origin = { ...state.current.pos, px: rest!.x, py: rest!.y };
      return;
    }
    drag.current = null;
    const b = bounds(state.current.scale);
    const { x, y } = state.current.pos;
    if (!inBounds(x, y, b)) {
      const back = clampTo(x, y, b);
      moveTo(back.x, back.y, SOURCES.springBack);
    }
  };

  return (
    <uni-movable-view
      ref={ref}
      direction={direction}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: 10,
        height: 10,
        touchAction: 'none',
        transformOrigin: 'center',
        transition: drag.current || props.animation === false ? undefined : 'transform 0.3s',
        ...props.style,
        transform: `translateX(${pos.x}px) translateY(${pos.y}px) translateZ(0px) scale(${scale})`,
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {props.children}
    </uni-movable-view>
  );
}
