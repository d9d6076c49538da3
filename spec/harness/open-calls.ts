/**
 * A bound on how long the suite waits for a target to answer an API call. A call a framework answers
 * settles within milliseconds of real time; one still open after the bound is one the target never
 * settles. Failing there, rather than at the test's own limit (two minutes for a target that builds its
 * apps on demand), keeps a non-conforming target's run short and names the call left open.
 *
 * Real time, not the faked clock: the faked clock is the framework's, and a call the framework left open
 * stays open however far a test moves it.
 */
import { clearTimeout as clearRealTimeout, setTimeout as realTimeout } from 'node:timers';

export const OPEN_CALL_LIMIT_MS = 10_000;

const watched = new Set<() => void>();

/**
 * Runs `start`, which answers through `settle`, and resolves with the answer; rejects, naming `what()`
 * (read when the limit passes), when no answer came within `limit` ms of real time.
 */
export function answeredWithin<T>(what: () => string, start: (settle: (value: T) => void) => void, limit = OPEN_CALL_LIMIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = realTimeout(() => {
      watched.delete(stop);
      reject(new Error(`${what()} was still open after ${limit / 1000} s of real time: the target never settled it`));
    }, limit);
    const stop = () => { clearRealTimeout(timer); watched.delete(stop); };
    watched.add(stop);
    try {
      start((value) => { stop(); resolve(value); });
    } catch (error) {
      stop();
      reject(error);
    }
  });
}

/** Stops watching what a finished test left open (on purpose or not: its own verdict is already given). */
export function forgetOpenCalls(): void {
  for (const stop of [...watched]) stop();
}
