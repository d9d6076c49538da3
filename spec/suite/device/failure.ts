/** How the device suite reads a framework failure whose detail is a reason the browser gave. */
import { fill, v } from '../../catalogue/index.ts';

/** `s` as a regular expression matches it, literally. */
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `<api>:fail <detail>` where the detail carries `reason`: the browser's words are the detail, and how a
 * runtime frames them (the error's name first, say) is its own.
 */
export const failingWith = (api: string, reason: string): RegExp =>
  new RegExp(`^${escape(fill(v('device.api.errmsg').fail, { api }))} .*${escape(reason)}`);

/** How a synchronous API's own error begins, `<api>:fail` (device.api.never-throws), as a pattern. */
export const ownFailure = (api: string): RegExp => new RegExp(`^${escape(fill(v('device.api.never-throws').thrown, { api }))}`);

/** What `run` throws; undefined when it returns. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
}
