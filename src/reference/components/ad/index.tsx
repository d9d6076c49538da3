/**
 * <ad>: asks the advertising endpoint for the slot's config (cached for 10 minutes), then shows the
 * slot and emits `load`; a failed or timed-out request emits `error` and leaves nothing rendered; the
 * close control emits `close` and removes the ad. Provider scripts are not loaded: the reference shows
 * the slot the config names, not a third party's creative.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cancelAdConfig, getAdConfig, type AdError, type AdSlot } from '../../sdk/ad/config.ts';
import { emit, type UniHandler } from '../shared/events.ts';

export interface AdProps {
  adpid?: string | number;
  adpidWidescreen?: string | number;
  /** Above this container width the widescreen slot is used. */
  widescreenWidth?: number;
  onLoad?: UniHandler;
  onError?: UniHandler<AdError>;
  onClose?: UniHandler;
}

type State = { phase: 'loading' } | { phase: 'shown'; slot: AdSlot } | { phase: 'failed'; error: AdError } | { phase: 'gone' };

export default function Ad({ adpid = '', adpidWidescreen = '', widescreenWidth = 750, onLoad, onError, onClose }: AdProps) {
  const root = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ phase: 'loading' });
  const handlers = useRef({ onLoad, onError, onClose });
  useLayoutEffect(() => {
    handlers.current = { onLoad, onError, onClose };
  });

  useEffect(() => {
    const wide = (root.current?.clientWidth ?? 0) > widescreenWidth;
    const slotId = String(wide && adpidWidescreen !== '' ? adpidWidescreen : adpid);
    setState({ phase: 'loading' });
    const waiter = {
      adpid: slotId,
      success: (_providers: unknown, slots: AdSlot[]) => setState({ phase: 'shown', slot: slots[0] ?? {} }),
      fail: (error: AdError) => setState({ phase: 'failed', error }),
    };
    getAdConfig(waiter);
    return () => cancelAdConfig(waiter);
  }, [adpid, adpidWidescreen, widescreenWidth]);

  // Events go out once the page shows what they announce.
  useEffect(() => {
    if (state.phase === 'shown') emit(handlers.current.onLoad, 'load', {});
    if (state.phase === 'failed') emit(handlers.current.onError, 'error', state.error);
  }, [state]);

  if (state.phase === 'failed' || state.phase === 'gone') return null;
  const close = () => {
    setState({ phase: 'gone' });
    emit(handlers.current.onClose, 'close', {});
  };
  return (
    <uni-ad ref={root} style={{ display: 'block', position: 'relative' }}>
      {state.phase === 'shown' && (
        <>
          <div className="uni-ad-slot" data-provider={String(state.slot.a1 ?? '')} />
          <button type="button" className="uni-ad-close" onClick={close} style={{ position: 'absolute', top: 0, right: 0, border: 0, background: 'none' }}>
            ×
          </button>
        </>
      )}
    </uni-ad>
  );
}
