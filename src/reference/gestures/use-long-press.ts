/** React binding of the long-press gesture: the element's pointer handlers, or none without a listener. */
import { useEffect, useMemo, useRef } from 'react';
import { createLongPress, type LongPressHandlers } from './long-press.ts';

export function useLongPress(handler: ((point: { x: number; y: number }) => void) | undefined): Partial<LongPressHandlers> {
  const latest = useRef(handler);
  latest.current = handler;
  const gesture = useMemo(() => createLongPress((point) => latest.current?.(point)), []);
  useEffect(() => () => gesture.dispose(), [gesture]);
  if (!handler) return {};
  const { dispose: _dispose, ...handlers } = gesture;
  return handlers;
}
