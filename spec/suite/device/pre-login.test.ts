import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const provider = v('device.pre-login.provider');

describe('preLogin accepts only the univerify provider', () => {
  it('succeeds for each allowed provider [device.pre-login.provider]', async () => {
    for (const allowed of provider.allowed) {
      const outcome = await call(app().uni, 'preLogin', { provider: allowed });
      expect(outcome).toMatchObject({ ok: true, res: { errMsg: fill(okMessage, { api: 'preLogin' }) } });
    }
  });

  it('any other provider string fails with provider error [device.pre-login.provider]', async () => {
    const failure = fill(messages.failWithDetail, { api: 'preLogin', detail: provider.message });
    await fc.assert(fc.asyncProperty(
      fc.string().filter((s) => !(provider.allowed as readonly string[]).includes(s)),
      async (name) => {
        const outcome = await call(app().uni, 'preLogin', { provider: name });
        expect(outcome.ok).toBe(false);
        expect(outcome.res.errMsg).toBe(failure);
      },
    ), { numRuns: propertyRuns(100) });
  });
});
