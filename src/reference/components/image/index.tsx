/**
 * `<image>`: the picture is the background of an inner div placed by `mode`; a hidden `<img>` loads it
 * and reports `load {width, height}` or `error {errMsg}`. widthFix / heightFix derive the other side from
 * the natural ratio. With `lazyLoad` nothing loads until the image scrolls into view.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useLongPress } from '../../gestures/use-long-press.ts';
import { emit, type UniHandler } from '../shared/events.ts';
import { imageMode, placement } from './modes.ts';

/** The error event's errMsg: what a browser logs for the failed GET. */
const loadError = (src: string) => `GET ${src} 404 (Not Found)`;

export interface ImageProps {
  src?: string;
  mode?: string;
  lazyLoad?: boolean;
  draggable?: boolean;
  onLoad?: UniHandler<{ width: number; height: number }>;
  onError?: UniHandler<{ errMsg: string }>;
  onLongpress?: UniHandler<{ x: number; y: number }>;
}

/** Whether the element is (or has been) in view; true at once without lazy loading. */
function useInView(ref: React.RefObject<HTMLElement | null>, lazy: boolean): boolean {
  const [seen, setSeen] = useState(!lazy);
  useEffect(() => {
    if (!lazy || seen) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, lazy, seen]);
  return seen;
}

export default function Image(props: ImageProps) {
  const ref = useRef<HTMLElement>(null);
  const mode = imageMode(props.mode);
  const inView = useInView(ref, Boolean(props.lazyLoad));
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  /** The fixed side (px) of widthFix / heightFix, measured once the image has loaded. */
  const [side, setSide] = useState(0);
  const longPress = useLongPress(props.onLongpress ? (point) => emit(props.onLongpress, 'longpress', point) : undefined);
  const src = inView && props.src ? props.src : '';

  useEffect(() => setNatural(null), [src]);
  useLayoutEffect(() => {
    if (mode === 'widthFix' && ref.current) setSide(ref.current.offsetWidth);
    if (mode === 'heightFix' && ref.current) setSide(ref.current.offsetHeight);
  }, [mode, natural]);

  const outer: CSSProperties = { display: 'inline-block', position: 'relative', overflow: 'hidden', width: 320, height: 240 };
  if (natural && natural.width > 0 && natural.height > 0) {
    if (mode === 'widthFix' && side > 0) outer.height = (side * natural.height) / natural.width;
    if (mode === 'heightFix' && side > 0) outer.width = (side * natural.width) / natural.height;
  }
  const place = placement[mode];
  return (
    <uni-image ref={ref} mode={mode} style={outer} {...longPress}>
      <div
        style={{
          position: 'absolute',
          inset: 0,
          backgroundImage: src && natural ? `url("${src}")` : 'none',
          backgroundSize: place.size,
          backgroundPosition: place.position,
          backgroundRepeat: 'no-repeat',
        }}
      />
      {src ? (
        <img
          src={src}
          alt=""
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0 }}
          draggable={Boolean(props.draggable)}
          onLoad={(e) => {
            const size = { width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight };
            setNatural(size);
            emit(props.onLoad, 'load', size);
          }}
          onError={() => emit(props.onError, 'error', { errMsg: loadError(src) })}
        />
      ) : null}
    </uni-image>
  );
}
