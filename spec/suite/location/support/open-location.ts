/** Opening /open-location in Vitest's DOM and following its navigation link. */
import { fireEvent } from '@testing-library/dom';
import { expect, vi } from 'vitest';
import type { LaunchedApp } from '../../../contract/index.ts';
import { call, part } from '../../../harness/unit.ts';
import { tap, tick, until } from './dom.ts';

/** The page openLocation opened (the shown one). */
export function openLocationPage(): HTMLElement {
  return part('location.open');
}

/** Taps the page's back button. */
export const leaveOpenLocation = () => tap(part('location.open.back', openLocationPage()));

/** Opens the location, follows its navigation link (the url handed to window.open) and closes the page with its back button. */
export async function followNavigationLink(app: LaunchedApp, options: Record<string, unknown>): Promise<string> {
  const outcome = await call(app.uni, 'openLocation', options);
  expect(outcome.res.errMsg).toBe('openLocation:ok');
  await until(() => openLocationPage());
  const open = vi.spyOn(window, 'open').mockImplementation(() => null);
  try {
    fireEvent.click(part('location.open.navigate', openLocationPage()));
    await tick();
    expect(open).toHaveBeenCalledTimes(1);
    return String(open.mock.calls[0]![0]);
  } finally {
    open.mockRestore();
    await leaveOpenLocation();
    await until(() => expect(app.getCurrentPages()).toHaveLength(1));
  }
}

/** The query pairs of a url exactly as written (a URL object would re-encode some characters). */
export function rawQueryPairs(href: string): [string, string][] {
  const query = href.split('#')[0]!.split('?')[1] ?? '';
  return query.split('&').map((pair) => {
    const [key, ...rest] = pair.split('=');
    return [key!, rest.join('=')];
  });
}
