import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call, useApp } from '../../harness/unit.ts';
import { propertyRuns } from '../../harness/property-runs.ts';

const app = useApp();
const messages = v('nav.url-must-be-string');
const apis = ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch'] as const;

describe('a navigation url must be a string [nav.url-must-be-string]', () => {
  it.each(apis)('%s fails without a url', async (api) => {
    const outcome = await call(app().uni, api, {});
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: `${api}:fail ${messages.missing}` }, calls: { success: 0, fail: 1, complete: 1 } });
  });

  it.each(apis)('%s fails for a number with the framework\'s type message', async (api) => {
    const outcome = await call(app().uni, api, { url: 1 });
    expect(outcome.res.errMsg).toBe(`${api}:fail ${fill(messages.wrongType, { value: 1, type: 'Number', received: 1 })}`);
  });

  // Through callbacks: the promise form's shape is judged under nav.operations.
  it('fails for any value that is not a string and leaves the stack alone', async () => {
    // Always tried as well, with each API: an object that cannot be turned into text (objects drawn at random
    // only sometimes are).
    const cannotBeText = apis.map((api) => [api, { toString: undefined }] as [(typeof apis)[number], unknown]);
    await fc.assert(fc.asyncProperty(
      fc.constantFrom(...apis),
      fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 0 })),
      async (api, url) => {
        const { uni, getCurrentPages } = app();
        const outcome = await call(uni, api, { url });
        expect(outcome.ok).toBe(false);
        expect(outcome.res.errMsg).toMatch(new RegExp(`^${api}:fail parameter \`url\`\\. Expected String`));
        expect(getCurrentPages().map((p) => p.route)).toEqual(['pages/index/index']);
      },
    ), { numRuns: propertyRuns(60), examples: cannotBeText });
  });
});
