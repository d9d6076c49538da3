import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, relaunch, useApp } from '../../harness/unit.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const durations = v('device.vibrate.durations');

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

describe('vibration through the Vibration API [device.vibrate.durations]', () => {
  it('vibrateLong vibrates for the long duration', async () => {
    const vibrate = vibration();
    const outcome = await call(app().uni, 'vibrateLong');
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'vibrateLong' }));
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(durations.longMs);
  });

  it('vibrateShort vibrates for the short duration', async () => {
    const vibrate = vibration();
    const outcome = await call(app().uni, 'vibrateShort');
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'vibrateShort' }));
    expect(vibrate).toHaveBeenCalledExactlyOnceWith(durations.shortMs);
  });

  it('fails when the device refuses to vibrate', async () => {
    vibration(false);
    for (const api of ['vibrateLong', 'vibrateShort']) {
      const outcome = await call(app().uni, api);
      expect(outcome.ok).toBe(false);
      expect(outcome.res.errMsg).toBe(fill(messages.fail, { api }));
    }
  });

  it('fails on a browser without the Vibration API', async () => {
    // Such a browser never had it: the app is loaded without it (a runtime may look for it once, at boot).
    Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: undefined });
    await relaunch(async (uni) => {
      for (const api of ['vibrateLong', 'vibrateShort']) {
        const outcome = await call(uni, api);
        expect(outcome.ok).toBe(false);
        expect(outcome.res.errMsg).toBe(fill(messages.fail, { api }));
      }
    });
  });
});

describe('vibration where the Vibration API throws', () => {
  it('fails, never throws, when the Vibration API throws [device.api.never-throws]', async () => {
    Object.defineProperty(navigator, 'vibrate', { configurable: true, writable: true, value: () => { throw new Error('blocked'); } });
    const outcome = await call(app().uni, 'vibrateShort');
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: fill(messages.fail, { api: 'vibrateShort' }) } });
  });
});
