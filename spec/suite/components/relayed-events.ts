/**
 * Browser helpers for the component specs: the framework events a fixture page relays (as DOM
 * CustomEvents on the element carrying the host's relay attribute, see FixtureComponent.events),
 * recorded from before the app boots, so that none emitted while it loads is missed; and the page clock
 * held still.
 */
import type { Page } from '@playwright/test';
import { RELAY_ATTRIBUTE } from '../../contract/index.ts';

export interface Relayed {
  component: string | undefined;
  type: string;
  detail: any;
}

/** Starts recording `types` in `page`; call before `openApp`. Returns a reader of what was recorded. */
export async function recordEvents(page: Page, types: string[]): Promise<() => Promise<Relayed[]>> {
  await page.addInitScript(({ names, attribute }) => {
    const seen: Relayed[] = [];
    (window as any).__relayedEvents = seen;
    // Capture on the document: relayed events do not bubble, but every event passes through capture.
    // Only the host's relays count: a CustomEvent of the same name a component dispatches elsewhere does not.
    for (const type of names) {
      document.addEventListener(type, (e) => {
        const relay = e.target instanceof Element && e.target.hasAttribute(attribute) ? e.target : null;
        if (e instanceof CustomEvent && relay) seen.push({ component: relay.getAttribute(attribute) ?? undefined, type, detail: e.detail });
      }, true);
    }
  }, { names: types, attribute: RELAY_ATTRIBUTE });
  return () => page.evaluate(() => (window as any).__relayedEvents as Relayed[]);
}

/** After `page.clock.install()` and the app's boot: from here only `runFor` moves the page's clock. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}
