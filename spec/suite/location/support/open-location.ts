/** Opening /open-location in Vitest's DOM and following its navigation link. */
import { fireEvent } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import type { LaunchedApp } from '../../../contract/index.ts';
import { call, part } from '../../../harness/unit.ts';
import { flush, tap, tick, until } from './dom.ts';

/** The page openLocation opened (the shown one). */
export function openLocationPage(): HTMLElement {
  return part('location.open');
}

/** Taps the page's back button. */
export const leaveOpenLocation = () => tap(part('location.open.back', openLocationPage()));

/**
 * Opens the location, follows its navigation link (the url handed to window.open) and closes the page with
 * its back button. The link may change while the page learns more (the user's position): it is followed
 * again, a few turns apart, until `ready` accepts its url or the tries run out; the last url is returned.
 */
export async function followNavigationLink(app: LaunchedApp, options: Record<string, unknown>, ready: (href: string) => boolean = () => true): Promise<string> {
  const outcome = await call(app.uni, 'openLocation', options);
  expect(outcome.res.errMsg).toBe('openLocation:ok');
  await until(() => openLocationPage());
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  try {
    for (let tries = 1; ; tries++) {
      fireEvent.click(part('location.open.navigate', openLocationPage()));
      await tick();
      expect(open).toHaveBeenCalledTimes(tries);
      const href = String(open.mock.calls.at(-1)![0]);
      if (ready(href) || tries === FOLLOW_TRIES) return href;
      await flush();
    }
  } finally {
    open.mockRestore();
    await leaveOpenLocation();
    await until(() => expect(app.getCurrentPages()).toHaveLength(1));
  }
}

/** How often followNavigationLink follows the link before it takes the url as it is. */
const FOLLOW_TRIES = 20;
