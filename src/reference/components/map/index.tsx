/**
 * <map>: shows a centre, markers and the zoom level inside the framework's zoom limits. Dragging pans
 * and the wheel zooms, each reported as a `regionchange`. The provider's library is loaded for the app
 * (its places service serves the location picker); a missing key or a library that fails to load is
 * shown on the map as well as written to the console.
 */
import { useContext, useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import { loadMapLibrary, MAP_KEY_NOT_CONFIGURED, MAP_LOAD_FAILED, MapError } from '../../location/map-library.ts';
import { ShellContext } from '../../shell/context.ts';
import { DEFAULT_CENTER } from './defaults.ts';
import { clampZoom, degreesPerPixel } from './zoom.ts';

export interface Marker {
  id?: number;
  latitude: number;
  longitude: number;
  title?: string;
  iconPath?: string;
  width?: number;
  height?: number;
}

interface RegionDetail {
  type: 'begin' | 'end';
  causedBy: 'gesture' | 'drag' | 'scale';
  scale?: number;
  centerLocation?: { latitude: number; longitude: number };
}

export interface MapProps {
  latitude?: number;
  longitude?: number;
  scale?: number;
  markers?: Marker[];
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
  onRegionchange?(event: { type: 'regionchange'; detail: RegionDetail }): void;
  onMarkertap?(event: { type: 'markertap'; detail: { markerId?: number } }): void;
}

export default function Map({ latitude = DEFAULT_CENTER.latitude, longitude = DEFAULT_CENTER.longitude, scale = 16, markers = [], className, style, children, onRegionchange, onMarkertap }: MapProps) {
  const shell = useContext(ShellContext);
  const [center, setCenter] = useState({ latitude: Number(latitude), longitude: Number(longitude) });
  const [zoom, setZoom] = useState(() => clampZoom(Number(scale)));
  const [error, setError] = useState('');
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  // A drag that starts on a marker carries it under the pointer, so the release clicks it: not a tap.
  const dragged = useRef(false);
  const [offset, setOffset] = useState({ x: 0, y: 0 });

  useEffect(() => setCenter({ latitude: Number(latitude), longitude: Number(longitude) }), [latitude, longitude]);
  useEffect(() => setZoom(clampZoom(Number(scale))), [scale]);
  useEffect(() => {
    let live = true;
    if (!shell) {
      console.error(MAP_KEY_NOT_CONFIGURED);
      setError(MAP_KEY_NOT_CONFIGURED);
      return;
    }
    loadMapLibrary(shell.rt).catch((e: unknown) => {
      if (live) setError(e instanceof MapError ? e.message : MAP_LOAD_FAILED);
    });
    return () => { live = false; };
  }, [shell]);

  const emit = (detail: RegionDetail) => onRegionchange?.({ type: 'regionchange', detail });

  const onWheel = (e: WheelEvent) => {
    if (!e.deltaY) return;
    const next = clampZoom(zoom + (e.deltaY < 0 ? 1 : -1));
    setZoom(next);
    emit({ type: 'end', causedBy: 'scale', scale: next, centerLocation: center });
  };
  const onPointerDown = (e: PointerEvent) => {
    drag.current = { x: e.clientX, y: e.clientY, moved: false };
    dragged.current = false;
  };
  const onPointerMove = (e: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    if (!start.moved) emit({ type: 'begin', causedBy: 'gesture' });
    start.moved = true;
    setOffset({ x: e.clientX - start.x, y: e.clientY - start.y });
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = drag.current;
    drag.current = null;
    if (!start?.moved) return;
    dragged.current = true;
    const step = degreesPerPixel(zoom);
    const next = {
      latitude: center.latitude + (e.clientY - start.y) * step * Math.cos((center.latitude * Math.PI) / 180),
      longitude: center.longitude - (e.clientX - start.x) * step,
    };
    setOffset({ x: 0, y: 0 });
    setCenter(next);
    emit({ type: 'end', causedBy: 'drag', scale: zoom, centerLocation: next });
  };

  const step = degreesPerPixel(zoom);
  return (
    <uni-map
      className={className}
      data-scale={zoom}
      data-latitude={center.latitude}
      data-longitude={center.longitude}
      style={{ position: 'relative', display: 'block', overflow: 'hidden', width: 300, height: 225, background: '#e5e3df', ...style }}
    >
      <div
        className="uni-map-container"
        style={{ position: 'absolute', inset: 0, touchAction: 'none' }}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        <div className="uni-map-view" style={{ position: 'absolute', inset: 0, transform: `translate(${offset.x}px, ${offset.y}px)` }}>
          {markers.map((m, i) => (
            <div
              key={m.id ?? i}
              className="uni-map-marker"
              title={m.title}
              onClick={() => { if (!dragged.current) onMarkertap?.({ type: 'markertap', detail: { markerId: m.id } }); }}
              style={{
                position: 'absolute',
                left: `calc(50% + ${(m.longitude - center.longitude) / step}px)`,
                top: `calc(50% - ${(m.latitude - center.latitude) / step / Math.cos((center.latitude * Math.PI) / 180)}px)`,
                width: m.width ?? 32,
                height: m.height ?? 52,
                transform: 'translate(-50%, -100%)',
                background: m.iconPath ? `url(${m.iconPath}) center / contain no-repeat` : 'radial-gradient(circle, #e43 40%, transparent 42%)',
              }}
            />
          ))}
        </div>
      </div>
      {error ? <div className="uni-map-error" role="alert" style={{ position: 'absolute', left: 8, bottom: 8, color: '#c00', fontSize: 12 }}>{error}</div> : null}
      {children}
    </uni-map>
  );
}
