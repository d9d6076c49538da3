/**
 * `<canvas>`: a drawing surface whose backing store is scaled by the device pixel ratio when `hidpi`
 * (the default), so drawings stay sharp; its CSS size is the element's, 300×150 by default.
 */
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { emit, type UniHandler } from '../shared/events.ts';
import { DEFAULT_SIZE } from './defaults.ts';

export interface CanvasProps {
  canvasId?: string;
  hidpi?: boolean;
  disableScroll?: boolean;
  className?: string;
  /** The page's size for the canvas replaces the default one; the backing store follows the box. */
  style?: CSSProperties;
  onTouchstart?: UniHandler<{ x: number; y: number }>;
  onTouchmove?: UniHandler<{ x: number; y: number }>;
  onTouchend?: UniHandler<{ x: number; y: number }>;
}

export default function Canvas(props: CanvasProps) {
  const ref = useRef<HTMLElement>(null);
  const [size, setSize] = useState<{ width: number; height: number }>(DEFAULT_SIZE);
  const ratio = props.hidpi === false ? 1 : (window.devicePixelRatio || 1);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize({ width: el.offsetWidth || DEFAULT_SIZE.width, height: el.offsetHeight || DEFAULT_SIZE.height });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const point = (e: React.PointerEvent) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  return (
    <uni-canvas ref={ref} canvas-id={props.canvasId} className={props.className}
      style={{ display: 'inline-block', width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height, touchAction: props.disableScroll ? 'none' : undefined, ...props.style }}>
      <canvas
        width={Math.round(size.width * ratio)}
        height={Math.round(size.height * ratio)}
        style={{ width: '100%', height: '100%', display: 'block' }}
        onPointerDown={(e) => emit(props.onTouchstart, 'touchstart', point(e))}
        onPointerMove={(e) => emit(props.onTouchmove, 'touchmove', point(e))}
        onPointerUp={(e) => emit(props.onTouchend, 'touchend', point(e))}
      />
    </uni-canvas>
  );
}
