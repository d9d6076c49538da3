/**
 * <image-preview>: the full-screen preview behind uni.previewImage. Swipe turns the images, pinch or the
 * mouse wheel zooms between 1 and 4, a tap closes, and a long press opens the save menu.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent as ReactPointerEvent, type WheelEvent } from 'react';
import { LONG_PRESS_DELAY } from '../../gestures/long-press.ts';
import { locale, t } from '../../i18n/index.ts';
import ActionSheet from '../action-sheet/index.tsx';
import { popupEvent, type PopupEvent } from '../popup-event.ts';
import { clampZoom, distance, LONG_PRESS_SLOP, SWIPE_DISTANCE, TAP_SLOP, WHEEL_STEP, type Point } from './gestures.ts';

export interface ImagePreviewProps {
  visible?: boolean;
  urls?: string[];
  current?: number;
  loop?: boolean;
  onClose?(event: PopupEvent<Record<string, never>>): void;
  /** The user chose "Save Image" in the long-press menu. */
  onSave?(event: PopupEvent<{ url: string }>): void;
  /** The shown image changed by a swipe. */
  onChange?(event: PopupEvent<{ current: number }>): void;
}

interface Gesture {
  start: Point;
  moved: number;
  /** Pinch: the distance and scale when the second finger came down. */
  pinch?: { distance: number; scale: number };
  longPressed: boolean;
  pan: Point;
}

export default function ImagePreview({ visible = true, urls = [], current = 0, loop = false, onClose, onSave, onChange }: ImagePreviewProps) {
  const lang = useSyncExternalStore(locale.subscribe, locale.get);
  const [index, setIndex] = useState(current);
  const [scale, setScale] = useState(1);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [drag, setDrag] = useState(0);
  const [menu, setMenu] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | undefined>(undefined);
  const longPress = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setIndex(current), [current]);
  useEffect(() => () => clearTimeout(longPress.current), []);

  const turn = (to: number) => {
    const count = urls.length;
    const next = loop ? (to + count) % count : Math.min(count - 1, Math.max(0, to));
    if (next === index) return;
    setIndex(next);
    setScale(1);
    setPan({ x: 0, y: 0 });
    onChange?.(popupEvent('change', { current: next }));
  };
  const close = () => onClose?.(popupEvent('close', {}));
  const cancelLongPress = () => clearTimeout(longPress.current);

  const onPointerDown = (e: ReactPointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 1) {
      gesture.current = { start: points[0]!, moved: 0, longPressed: false, pan };
      longPress.current = setTimeout(() => {
        if (gesture.current) gesture.current.longPressed = true;
        setMenu(true);
      }, LONG_PRESS_DELAY);
    } else if (points.length === 2 && gesture.current) {
      cancelLongPress();
      gesture.current.pinch = { distance: distance(points[0]!, points[1]!), scale };
    }
  };

  const onPointerMove = (e: ReactPointerEvent) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...pointers.current.values()];
    if (g.pinch && points.length >= 2) {
      const ratio = distance(points[0]!, points[1]!) / (g.pinch.distance || 1);
      setScale(clampZoom(g.pinch.scale * ratio));
      return;
    }
    const dx = e.clientX - g.start.x;
    const dy = e.clientY - g.start.y;
    g.moved = Math.max(g.moved, Math.hypot(dx, dy));
    if (g.moved > LONG_PRESS_SLOP) cancelLongPress();
    if (scale > 1) setPan({ x: g.pan.x + dx, y: g.pan.y + dy });
    else setDrag(dx);
  };

  const onPointerUp = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g || pointers.current.size > 0) return;
    gesture.current = undefined;
    cancelLongPress();
    setDrag(0);
    if (g.longPressed || g.pinch) return;
    const dx = e.clientX - g.start.x;
    if (g.moved <= TAP_SLOP) close();
    else if (scale === 1 && Math.abs(dx) >= SWIPE_DISTANCE) turn(dx < 0 ? index + 1 : index - 1);
  };

  const onWheel = (e: WheelEvent) => {
    setScale((s) => clampZoom(e.deltaY < 0 ? s * WHEEL_STEP : s / WHEEL_STEP));
  };

  useEffect(() => {
    if (!visible) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (menu) return;
      if (e.key === 'Escape') close();
      else if (e.key === 'ArrowRight') turn(index + 1);
      else if (e.key === 'ArrowLeft') turn(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (!visible || urls.length === 0) return null;
  const url = urls[index] ?? urls[0]!;
  return (
    <div className="uni-preview-image" role="dialog" aria-modal="true" aria-label={`${index + 1} / ${urls.length}`}
      style={{ position: 'fixed', inset: 0, zIndex: 999, background: '#000', overflow: 'hidden', touchAction: 'none', userSelect: 'none' }}>
      <div className="uni-preview-image__stage" onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp} onWheel={onWheel} onContextMenu={(e) => e.preventDefault()}
        style={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <div className="uni-preview-image__frame"
          style={{ transform: `translate(${pan.x + drag}px, ${pan.y}px) scale(${scale})`, transformOrigin: 'center', maxWidth: '100%', maxHeight: '100%' }}>
          <img src={url} alt={`${index + 1} / ${urls.length}`} draggable={false}
            style={{ display: 'block', maxWidth: '100vw', maxHeight: '100vh', objectFit: 'contain', pointerEvents: 'none' }} />
        </div>
      </div>
      <div className="uni-preview-image__count" aria-hidden="true"
        style={{ position: 'absolute', top: 12, width: '100%', textAlign: 'center', color: '#fff', fontSize: 14 }}>
        {index + 1} / {urls.length}
      </div>
      {menu ? (
        <ActionSheet itemList={[t('uni.previewImage.button.save', lang)]} cancelText={t('uni.previewImage.cancel', lang)}
          onClose={({ detail }) => {
            setMenu(false);
            if (detail.tapIndex === 0) onSave?.(popupEvent('save', { url }));
          }} />
      ) : null}
    </div>
  );
}
