// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: what a failed script-callback request says (timeout, or
 * script error), which the picker's list shows. The seed gives the map services' calls; the suite judges
 * those, and that a failure is shown.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { getJSONP } from './jsonp.ts';

/** The request's script, kept out of the document: the test DOM would fail it at once. */
let script: () => HTMLScriptElement;
beforeEach(() => {
  const appended = vi.spyOn(document.body, 'appendChild').mockImplementation((node) => node);
  script = () => appended.mock.calls[0]![0] as HTMLScriptElement;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("fails with 'timeout' when its callback has not run in time", async () => {
  vi.useFakeTimers();
  const answer = getJSONP('https://apis.example.com/ws?x=1', { timeout: 100 }).catch((e: Error) => e.message);
  vi.advanceTimersByTime(100);
  expect(await answer).toBe('timeout');
});

it("fails with 'script error' when its script does not load", async () => {
  const answer = getJSONP('https://apis.example.com/ws?x=1').catch((e: Error) => e.message);
  script().dispatchEvent(new Event('error'));
  expect(await answer).toBe('script error');
});
