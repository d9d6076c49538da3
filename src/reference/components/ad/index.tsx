/**
 * <ad>: asks the advertising endpoint for the slot's config (cached for 10 minutes), then has the slot's
 * provider draw an ad (sdk/ad/provider.ts) and emits `load`; a failed or timed-out request, or no
 * provider with an ad, emits `error` and leaves nothing rendered. Those are its events, as in the
 * framework's H5 runtimes.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cancelAdConfig, getAdConfig, type AdConfigData, type AdError, type AdSlot } from '../../sdk/ad/config.ts';
import { showAd } from '../../sdk/ad/provider.ts';
import { emit, type UniHandler } from '../shared/events.ts';

export interface AdProps {
  adpid?: string | number;
  adpidWidescreen?: string | number;
  /** Above this container width the widescreen slot is used. */
  widescreenWidth?: number;
  onLoad?: UniHandler;
  onError?: UniHandler<AdError>;
}

type State = { phase: 'loading' } | { phase: 'shown' } | { phase: 'failed'; error: AdError };

export default function Ad({ adpid = '', adpidWidescreen = '', widescreenWidth = 750, onLoad, onError }: AdProps) {
  const root = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ phase: 'loading' });
  // The provider draws into an element it finds by id, unique in the document.
  const [viewId] = useState(() => `uniad${Math.random().toString(36).slice(2)}`);
  const handlers = useRef({ onLoad, onError });
  useLayoutEffect(() => {
    handlers.current = { onLoad, onError };
  });

  useEffect(() => {
    const wide = (root.current?.clientWidth ?? 0) > widescreenWidth;
    const slotId = String(wide && adpidWidescreen !== '' ? adpidWidescreen : adpid);
    setState({ phase: 'loading' });
    // A new slot: what a provider drew for the previous one goes.
    document.getElementById(viewId)?.replaceChildren();
    // What arrives after the slot changed or the ad went is dropped.
    let live = true;
    const fail = (error: AdError) => { if (live) setState({ phase: 'failed', error }); };
    const waiter = {
      adpid: slotId,
      success: (providers: AdConfigData['b'], slots: AdSlot[]) => showAd(slots, providers, viewId, () => { if (live) setState({ phase: 'shown' }); }, fail),
      fail,
    };
    getAdConfig(waiter);
    return () => {
      live = false;
      cancelAdConfig(waiter);
    };
  }, [adpid, adpidWidescreen, widescreenWidth, viewId]);

  // Events go out once the page shows what they announce.
  useEffect(() => {
    if (state.phase === 'shown') emit(handlers.current.onLoad, 'load', {});
    if (state.phase === 'failed') emit(handlers.current.onError, 'error', state.error);
  }, [state]);

  if (state.phase === 'failed') return null;
  return (
    <uni-ad ref={root} style={{ display: 'block', position: 'relative' }}>
      <div id={viewId} />
    </uni-ad>
  );
}
