/**
 * Browser helpers for the component specs: the framework events a fixture page relays (as DOM
 * CustomEvents on each component's wrapper, see FixtureComponent.events), recorded from before the app
 * boots, so that none emitted while it loads is missed; and the page clock held still.
 */
import type { Page } from '@playwright/test';

export interface Relayed {
  component: string | undefined;
  type: string;
  detail: any;
}

/** Starts recording `types` in `page`; call before `openApp`. Returns a reader of what was recorded. */
export async function recordEvents(page: Page, types: string[]): Promise<() => Promise<Relayed[]>> {
  await page.addInitScript((names) => {
    const seen: Relayed[] = [];
    (window as any).__relayedEvents = seen;
    // Capture on the document: relayed events do not bubble, but every event passes through capture.
    for (const type of names) {
      document.addEventListener(type, (e) => {
        const wrapper = e.target instanceof Element ? e.target.closest('[data-component]') : null;
        if (e instanceof CustomEvent && e.target === wrapper) seen.push({ component: wrapper?.getAttribute('data-component') ?? undefined, type, detail: e.detail });
      }, true);
    }
  }, types);
  return () => page.evaluate(() => (window as any).__relayedEvents as Relayed[]);
}

/** After `page.clock.install()` and the app's boot: from here only `runFor` moves the page's clock. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
