/**
 * Script requests in Vitest's DOM. happy-dom does not run external scripts, so this plays the browser's
 * part: it sees every `<script src>` the target adds, fetches it (MSW answers, as for any request) and
 * runs the body in the window, or fires the script's `error` event when the fetch fails. A test may hold
 * the answers to look at the requests first, or to let a callback never come.
 */
import { afterEach, beforeEach } from 'vitest';

export interface ScriptLog {
  /** Every script element the target added, in order. */
  readonly elements: HTMLScriptElement[];
  /** Their urls. */
  urls(host?: string): URL[];
  /** Stops answering new scripts until `answerHeld()`. */
  hold(): void;
  /** Answers every held script, and later ones as they come. */
  answerHeld(): Promise<void>;
}

const PROVIDER_GLOBALS = ['google', 'AMap', 'qq', '_AMapSecurityConfig', '__googleMapsCalls', '__amapCalls'];

async function answer(script: HTMLScriptElement): Promise<void> {
  let body: string;
  try {
    const res = await fetch(script.src);
    if (!res.ok) throw new Error(`status ${res.status}`);
    body = await res.text();
  } catch {
    script.dispatchEvent(new Event('error'));
    return;
  }
  // A classic script runs in the window's global scope.
  new Function(body)();
}

export function useScripts(): ScriptLog {
  const elements: HTMLScriptElement[] = [];
  const held: HTMLScriptElement[] = [];
  let holding = false;
  let observer: MutationObserver | undefined;
  let previous: boolean | undefined;
  const settings = () => (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;

  beforeEach(() => {
    holding = false;
    // happy-dom would fire `error` for a script it does not load; the answer below decides instead.
    previous = settings().handleDisabledFileLoadingAsSuccess;
    settings().handleDisabledFileLoadingAsSuccess = true;
    observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLScriptElement) || !node.src) continue;
          elements.push(node);
          if (holding) held.push(node);
          else void answer(node);
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  afterEach(() => {
    observer?.disconnect();
    settings().handleDisabledFileLoadingAsSuccess = previous ?? false;
    elements.length = 0;
    held.length = 0;
    for (const name of PROVIDER_GLOBALS) delete (window as unknown as Record<string, unknown>)[name];
  });

  return {
    elements,
    urls: (host) => elements.map((s) => new URL(s.src)).filter((u) => !host || u.host === host),
    hold: () => { holding = true; },
    async answerHeld() {
      holding = false;
      await Promise.all(held.splice(0).map(answer));
    },
  };
}
