import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { hashApp } from '../../fixtures/navigation.ts';
import { relaunch, useApp } from '../../harness/unit.ts';
import { freshUrl } from '../../harness/unit-page.ts';

const { message, windowMs } = v('nav.back-press.quit-prompt');
const app = useApp(hashApp);
const prompted = () => document.body.textContent!.includes(message);
/** Lets the page react (render) without moving the faked clock. */
const settle = () => new Promise((r) => setImmediate(r));
/** Only the clock the prompt's window runs on is faked; rendering goes on as usual. */
function stopClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => { vi.useRealTimers(); });
}

describe('the browser back button on the root page', () => {
  it('a back press on the root page shows the quit prompt and keeps the root page [nav.back-press.quit-prompt]', async () => {
    const { getCurrentPages } = app();
    expect(document.body.textContent).not.toContain(message);
    window.history.back();
    await vi.waitFor(() => expect(document.body.textContent).toContain(message));
    expect(getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
  });

  it('the prompt goes when the window is over, and a press after it is a first press again [nav.back-press.quit-prompt]', async () => {
    const { getCurrentPages } = app();
    stopClock();
    window.history.back();
    await settle();
    expect(prompted()).toBe(true);
    vi.advanceTimersByTime(windowMs - 1);
    await settle();
    expect(prompted()).toBe(true);
    vi.advanceTimersByTime(1);
    await settle();
    expect(prompted()).toBe(false);
    window.history.back();
    await settle();
    expect(prompted()).toBe(true);
    expect(getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
  });

  it('the first press keeps the app, and a second press within the window quits it: the browser goes back to the page before the app [nav.back-press.quit-prompt]', async () => {
    await app().destroy();
    // The page before the app, then the app's own first entry.
    freshUrl();
    window.history.replaceState(null, '', '/outside-the-app');
    window.history.pushState(null, '', '/');
    const visited: string[] = [];
    // Registered before the app's router, so it sees each entry the browser lands on first.
    const record = () => { visited.push(location.pathname); };
    window.addEventListener('popstate', record);
    onTestFinished(() => window.removeEventListener('popstate', record));
    stopClock();
    await relaunch(async () => {
      window.history.back();
      await settle();
      expect(prompted()).toBe(true);
      // The first press keeps the app.
      expect(visited).not.toContain('/outside-the-app');
      vi.advanceTimersByTime(windowMs - 1);
      window.history.back();
      await settle();
      expect(visited).toContain('/outside-the-app');
    }, hashApp);
  });
});
