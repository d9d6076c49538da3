/** How the device suite reads what a runtime logs. */
import type { MockInstance } from 'vitest';

/**
 * Whether the console `spy` was called with `message` among its arguments: the seed gives the text, and a
 * runtime may add tags of its own around it (uni-app's Vue 2 build passes '[system]' first).
 */
export const logged = (spy: MockInstance, message: string): boolean =>
  spy.mock.calls.some((args) => args.some((arg) => arg === message));
