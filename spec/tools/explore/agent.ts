/**
 * The explorer's agent in a target's page (installed as an init script, so it is there before the app's
 * own code): it makes the calls a command asks for, keeps what each call reported, and reads what a user
 * sees. Everything it returns is text, so that two targets are compared as text, whatever objects their
 * results are made of. It must be self-contained: Playwright sends its source to the page.
 */

/** What one page looks like to its user at a moment, and what its calls reported so far. */
export interface PageView {
  /** Per step (0 = the app opened), what its call reported: `success, complete: {…}`, `pending`, `threw: …`. */
  calls: string[];
  /** Whether the step's own call has finished (complete called, returned or threw). */
  done: boolean;
  /** getCurrentPages(), bottom first: route and options. */
  stack: string[];
  url: string;
  /** Visible lines of text of the current page (the part `shell.page`), sorted. */
  page: string[];
  /** Visible lines of text elsewhere on screen: bars, popups, toasts; sorted. */
  screen: string[];
  /** Values of the visible text fields, in document order. */
  fields: string[];
  /** Each visible progress bar's width as a percent of its track, in document order. */
  progress: string[];
  /** getStorageSync of each explored key. */
  storage: string[];
  /** Navigations the page asked for that leave the web (`tel:`), which the agent cancels. */
  external: string[];
}

/** CSS selectors of the parts the agent reads, the target's way (harness/parts.ts `partCss`). */
export interface AgentParts {
  page: string;
  progressTrack?: string;
  progressBar?: string;
}

export function installAgent(): void {
  const w = window as any;
  interface Call { kinds: string[]; results: string[]; done: boolean }
  const calls: Call[] = [];
  const external: string[] = [];

  // A navigation that leaves the web (makePhoneCall's tel:) would go to the system, and Chromium then drops
  // the page's input: it is noted, as what the user would see, and cancelled.
  w.navigation?.addEventListener('navigate', (event: any) => {
    const url = String(event.destination?.url ?? '');
    if (!/^https?:/.test(url) && event.cancelable) {
      external.push(url);
      event.preventDefault();
    }
  });

  /** A value as text: keys sorted, what JSON cannot say named (undefined, NaN, Date, ArrayBuffer, cycles). */
  function encode(value: unknown, seen: unknown[] = []): string {
    if (value === undefined) return 'undefined';
    if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
    if (typeof value === 'string') return JSON.stringify(value);
    if (typeof value === 'function') return 'function';
    if (value === null || typeof value !== 'object') return String(value);
    if (seen.includes(value)) return 'cycle';
    if (seen.length > 6) return '…';
    const inner = [...seen, value];
    if (value instanceof Date) return `Date(${Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString()})`;
    if (value instanceof ArrayBuffer) return `ArrayBuffer(${value.byteLength})`;
    if (ArrayBuffer.isView(value)) return `${value.constructor.name}(${value.byteLength})`;
    if (value instanceof Error) return `${value.name}(${JSON.stringify(value.message)})`;
    if (Array.isArray(value)) return `[${value.map((v) => encode(v, inner)).join(',')}]`;
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${k}:${encode((value as Record<string, unknown>)[k], inner)}`).join(',')}}`;
  }

  /**
   * A result as it is compared: without what legitimately differs between implementations (the event
   * channel object navigateTo hands back, each one's storage bookkeeping sizes, cookie jars, timing
   * profiles), a temporary file's random id, header names in lower case (HTTP does not tell case).
   */
  function normalise(result: unknown): string {
    if (!result || typeof result !== 'object' || Array.isArray(result)) return encode(result);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(result)) {
      if (['eventChannel', 'currentSize', 'limitSize', 'cookies', 'profile'].includes(key)) continue;
      if (key === 'tempFilePath' && typeof value === 'string') out[key] = value.replace(/^blob:.*$/, 'blob:<temporary>');
      else if (key === 'header' && value && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k.toLowerCase(), v]));
      } else out[key] = value;
    }
    return encode(out);
  }

  const message = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : encode(error));

  function outcome(call: Call | undefined): string {
    if (!call) return '';
    if (!call.kinds.length) return 'pending';
    const distinct = [...new Set(call.results)];
    if (distinct.length === 1) return `${call.kinds.join(', ')}: ${distinct[0]}`;
    return call.kinds.map((kind, i) => `${kind}: ${call.results[i]}`).join('; ');
  }

  /** Visible lines of `text`, trimmed, spaces collapsed, icon glyphs (private use, symbols alone) dropped. */
  function lines(text: string): string[] {
    return text.split('\n')
      .map((line) => line.replace(/[\uE000-\uF8FF]/g, '').replace(/\s+/g, ' ').trim())
      .filter((line) => /[\p{L}\p{N}]/u.test(line));
  }

  const shown = (el: Element) => (el as any).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? el.getClientRects().length > 0;
  /** Shown, and not put where no scrolling reaches (above or left of the page: a helper parked off screen). */
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    return shown(el) && box.bottom + window.scrollY > 0 && box.right + window.scrollX > 0;
  };

  w.__explore = {
    /** Calls `uni[api](options)` with the three callbacks, for step `step`. */
    call(step: number, api: string, options: Record<string, unknown>) {
      const call: Call = { kinds: [], results: [], done: false };
      calls[step] = call;
      const note = (kind: string) => (res: unknown) => {
        call.kinds.push(kind);
        call.results.push(normalise(res));
        if (kind === 'complete') call.done = true;
      };
      try {
        w.uni[api]({ ...options, success: note('success'), fail: note('fail'), complete: note('complete') });
      } catch (error) {
        call.kinds.push('threw');
        call.results.push(message(error));
        call.done = true;
      }
    },
    /** Calls the Sync API `uni[api](...args)`, for step `step`. */
    sync(step: number, api: string, args: unknown[]) {
      const call: Call = { kinds: [], results: [], done: true };
      calls[step] = call;
      try {
        const value = w.uni[api](...args);
        call.kinds.push('returned');
        call.results.push(normalise(value));
      } catch (error) {
        call.kinds.push('threw');
        call.results.push(message(error));
      }
    },
    /** Records what a step that calls nothing did (a tap). */
    note(step: number, what: string) {
      calls[step] = { kinds: [what], results: [''], done: true };
    },
    view(step: number, keys: string[], parts: AgentParts): PageView {
      const pages = [...document.querySelectorAll(parts.page)].filter(shown);
      const pageLines = pages.flatMap((el) => lines((el as HTMLElement).innerText));
      // A document that replaced the app may have no body yet.
      const rest = lines(document.body?.innerText ?? '');
      for (const line of pageLines) {
        const at = rest.indexOf(line);
        if (at >= 0) rest.splice(at, 1);
      }
      const width = (el: Element) => el.getBoundingClientRect().width;
      const tracks = parts.progressTrack ? [...document.querySelectorAll(parts.progressTrack)].filter(shown) : [];
      const bars = parts.progressBar ? [...document.querySelectorAll(parts.progressBar)].filter(shown) : [];
      let storage: string[];
      try {
        storage = keys.map((key) => `${key}: ${encode(w.uni.getStorageSync(key))}`);
      } catch (error) {
        storage = [`threw: ${message(error)}`];
      }
      return {
        calls: Array.from({ length: step + 1 }, (_, i) => outcome(calls[i])),
        done: step === 0 || Boolean(calls[step]?.done),
        stack: typeof w.getCurrentPages !== 'function'
          ? ['no getCurrentPages']
          : w.getCurrentPages().map((p: { route: string; options?: Record<string, unknown> }) => `${p.route}${encode(p.options ?? {})}`),
        // Both targets' origins differ by their ports: a url of the app is compared without it.
        url: /^https?:$/.test(location.protocol) ? location.pathname + location.search + location.hash : location.href,
        page: pageLines.sort(),
        screen: rest.sort(),
        fields: [...document.querySelectorAll('input, textarea')]
          .filter((el) => onScreen(el) && !['file', 'checkbox', 'radio', 'hidden', 'button', 'submit'].includes((el as HTMLInputElement).type))
          .map((el) => (el as HTMLInputElement).value),
        progress: tracks.map((track, i) => (bars[i] ? `${((width(bars[i]!) / width(track)) * 100).toFixed(1)}%` : 'no bar')),
        storage,
        external: [...external],
      };
    },
  };
}
