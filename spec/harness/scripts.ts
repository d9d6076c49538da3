/**
 * Script requests in Vitest's DOM. happy-dom does not run external scripts, so this plays the browser's
 * part: it sees every `<script src>` the target adds, fetches it (MSW answers, as for any request) and
 * runs the body in the window, or fires the script's `error` event when the fetch fails. A test may hold
 * the answers to look at the requests first, or to let a callback never come.
 */
import { afterEach, beforeEach } from 'vitest';
import { server } from '../../mocks/node.ts';

export interface ScriptLog {
  /** Every script element the target added, in order. */
  readonly elements: HTMLScriptElement[];
  /** Their urls. */
  urls(host?: string): URL[];
  /** Stops answering new scripts (those `which` picks, all by default) until `answerHeld()`. */
  hold(which?: (url: URL) => boolean): void;
  /** Answers the held scripts `which` picks (by default every one, and later ones as they come). */
  answerHeld(which?: (url: URL) => boolean): Promise<void>;
}

const PROVIDER_GLOBALS = ['google', 'AMap', 'qq', '_AMapSecurityConfig', '__googleMapsCalls', '__amapCalls'];

/** The `load` and `error` events of scripts this module fires; happy-dom's own are held back. */
const ours = new WeakSet<Event>();

function fire(script: HTMLScriptElement, type: 'load' | 'error'): void {
  const event = new Event(type);
  ours.add(event);
  script.dispatchEvent(event);
}

/**
 * happy-dom fires a script's `load` (or `error`) as the element is added, before its body could have run;
 * a browser fires it once the body has run, never in the same turn as the append. A runtime that registers
 * its callback after appending the script (V3's ad provider loader) then finds no callback.
 */
function holdBackOwnEvents(event: Event): void {
  if (event.target instanceof HTMLScriptElement && event.target.src && !ours.has(event)) event.stopImmediatePropagation();
}

async function answer(script: HTMLScriptElement): Promise<void> {
  let body: string;
  try {
    const res = await fetch(script.src);
    if (!res.ok) throw new Error(`status ${res.status}`);
    body = await res.text();
  } catch {
    fire(script, 'error');
    return;
  }
  // A classic script runs in the window's global scope. An error it throws stays in the script, as in a
  // browser (which only logs it): a late answer whose callback is gone throws a ReferenceError.
  try {
    new Function(body)();
  } catch { /* the page goes on */ }
  fire(script, 'load');
}

export function useScripts(): ScriptLog {
  const elements: HTMLScriptElement[] = [];
  const held: HTMLScriptElement[] = [];
  let holding: ((url: URL) => boolean) | undefined;
  let observer: MutationObserver | undefined;
  let previous: boolean | undefined;
  const settings = () => (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;

  beforeEach(() => {
    holding = undefined;
    // happy-dom would log a failure for a script it does not load (its events are held back either way).
    previous = settings().handleDisabledFileLoadingAsSuccess;
    settings().handleDisabledFileLoadingAsSuccess = true;
    observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLScriptElement) || !node.src) continue;
          elements.push(node);
          if (holding?.(new URL(node.src))) held.push(node);
          else void answer(node);
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('load', holdBackOwnEvents, true);
    document.addEventListener('error', holdBackOwnEvents, true);
  });
  afterEach(() => {
    observer?.disconnect();
    document.removeEventListener('load', holdBackOwnEvents, true);
    document.removeEventListener('error', holdBackOwnEvents, true);
    settings().handleDisabledFileLoadingAsSuccess = previous ?? false;
    elements.length = 0;
    held.length = 0;
    for (const name of PROVIDER_GLOBALS) delete (window as unknown as Record<string, unknown>)[name];
  });

  return {
    elements,
    urls: (host) => elements.map((s) => new URL(s.src)).filter((u) => !host || u.host === host),
    hold: (which = () => true) => { holding = which; },
    async answerHeld(which) {
      if (!which) holding = undefined;
      const picked = held.filter((s) => !which || which(new URL(s.src)));
      for (const s of picked) held.splice(held.indexOf(s), 1);
      await Promise.all(picked.map(answer));
    },
  };
}

const MAP_HOSTS = new Set(['apis.map.qq.com', 'map.qq.com', 'maps.googleapis.com', 'webapi.amap.com']);

/** Every request the page sent to a map service (through MSW, whatever sent it: a script, fetch, XHR). */
export function useMapRequests(): URL[] {
  const requests: URL[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (MAP_HOSTS.has(url.host)) requests.push(url);
  };
  beforeEach(() => { server.events.on('request:start', record); });
  afterEach(() => {
    server.events.removeListener('request:start', record);
    requests.length = 0;
  });
  return requests;
}
