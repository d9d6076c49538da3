import { setTimeout as realDelay } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredWithin, forgetOpenCalls } from '../harness/open-calls.ts';

afterEach(() => { vi.useRealTimers(); });

describe('a call the target never settles fails at the suite\'s bound, not at the test\'s limit', () => {
  it('rejects, naming the call as it stands when the bound passes, while the faked clock stands still', async () => {
    vi.useFakeTimers();
    let state = 'fresh';
    const open = answeredWithin(() => `the call (${state})`, () => { state = 'failed once'; }, 30);
    await expect(open).rejects.toThrow('the call (failed once) was still open after 0.03 s of real time: the target never settled it');
  });

  it('resolves with the answer, and the bound then fires nothing', async () => {
    let settleLater!: (value: string) => void;
    const open = answeredWithin(() => 'the call', (settle) => { settleLater = settle; }, 30);
    settleLater('answered');
    await expect(open).resolves.toBe('answered');
    await realDelay(60);
  });

  it('rejects with what the call threw when it throws at once', async () => {
    await expect(answeredWithin(() => 'the call', () => { throw new TypeError('no such api'); }, 30)).rejects.toThrow('no such api');
  });

  it('a call a finished test left open is forgotten: no rejection reaches the next test', async () => {
    const open = answeredWithin(() => 'the call', () => {}, 30);
    let rejected = false;
    open.catch(() => { rejected = true; });
    forgetOpenCalls();
    await realDelay(60);
    expect(rejected).toBe(false);
  });
});
