/**
 * A value too large for localStorage. The seed has storage give back each value it keeps, not keep a value
 * of any size: a target may keep it (a durable store of its own), and then every rule of what storage keeps
 * applies to it; or refuse it through `fail`, and then nothing of it may show and the test has nothing
 * more to judge.
 */
import { expect } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { call } from '../../harness/unit.ts';

export async function storeLarge(uni: Record<string, any>, key: string, data: unknown, skip: (note: string) => never): Promise<void> {
  const set = await call(uni, 'setStorage', { key, data });
  if (set.ok) {
    expect(set.res.errMsg).toBe(fill(v('device.api.ok').ok, { api: 'setStorage' }));
    return;
  }
  expect(set.res.errMsg.startsWith(fill(v('device.api.errmsg').fail, { api: 'setStorage' })), set.res.errMsg).toBe(true);
  expect((await call(uni, 'getStorage', { key })).ok, 'a refused value is not kept').toBe(false);
  skip(`the target refuses a value this large (${set.res.errMsg}): it keeps nothing to give back`);
}
