import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, relaunch, useApp } from '../../harness/unit.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;

const original = Object.getOwnPropertyDescriptor(navigator, 'vibrate');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'vibrate', original);
  else delete (navigator as { vibrate?: unknown }).vibrate;
});

/** A Vibration API that records each pattern and answers `accepted`. */
function vibration(accepted = true) {
  const vibrate = vi.fn((_pattern: number | number[]) => accepted);
  Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: vibrate });
  return vibrate;
}

/** The tests of one vibration API, under the clause of its duration: a failing clause names that duration. */
function vibrationApi(api: 'vibrateLong' | 'vibrateShort', id: 'device.vibrate.long' | 'device.vibrate.short') {
  it('vibrates once, for its duration', async () => {
    const vibrate = vibration();
    const outcome = await call(app().uni, api);
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api }));
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(v(id).durationMs);
  });

  it('fails when the device refuses to vibrate', async () => {
    vibration(false);
    const outcome = await call(app().uni, api);
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(fill(messages.fail, { api }));
  });

  it('fails on a browser without the Vibration API', async () => {
    // Such a browser never had it: the app is loaded without it (a runtime may look for it once, at boot).
    Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: undefined });
    await relaunch(async (uni) => {
      const outcome = await call(uni, api);
      expect(outcome.ok).toBe(false);
      expect(outcome.res.errMsg).toBe(fill(messages.fail, { api }));
    });
  });
}

describe('vibrateLong through the Vibration API [device.vibrate.long]', () => vibrationApi('vibrateLong', 'device.vibrate.long'));
describe('vibrateShort through the Vibration API [device.vibrate.short]', () => vibrationApi('vibrateShort', 'device.vibrate.short'));

describe('vibration where the Vibration API throws', () => {
  it('fails, never throws, when the Vibration API throws [device.api.never-throws]', async () => {
    Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: () => { throw new Error('blocked'); } });
    const outcome = await call(app().uni, 'vibrateShort');
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: fill(messages.fail, { api: 'vibrateShort' }) } });
  });
});
