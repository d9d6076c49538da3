import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, settle, useMessagingApp, watchImageRequests } from '../../fixtures/sdk.ts';

const report = v('sdk.messaging.usage-report');
const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: ['chooseImage'] };
const START = Date.UTC(2026, 0, 15, 12, 0, 0);
const BEFORE_CONFIG_MS = 300;
const PRE_VERIFY_MS = 120;

describe.skipIf(!has('messaging-sdk'))('messaging SDK usage report: its timings', () => {
  // The clock is faked before the app launches, so the SDK's start is measured on it too.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: START });
  });
  afterEach(() => vi.useRealTimers());
  const launched = useApp();
  const inApp = useMessagingApp();
  const sdk = () => launched().messagingSdk!;

  it('sends as p the milliseconds the pre-verification took, and as i no more than the time since launch [sdk.messaging.usage-report]', async () => {
    const images = watchImageRequests();
    const bridge = fakeBridge((name) => (name === 'getNetworkType' ? { err_msg: 'network_type:wifi' } : { err_msg: `${name}:ok` }));
    let answerPreVerify: (() => void) | undefined;
    const answerAtOnce = bridge.invoke;
    bridge.invoke = (name, args, callback) => {
      if (name !== 'preVerifyJSAPI') return answerAtOnce(name, args, callback);
      bridge.invoked.push({ name, args });
      answerPreVerify = () => callback({ err_msg: 'config:ok' });
    };
    vi.setSystemTime(START + BEFORE_CONFIG_MS);
    inApp({ bridge });
    sdk().config(CONFIG);
    vi.setSystemTime(START + BEFORE_CONFIG_MS + PRE_VERIFY_MS);
    answerPreVerify!();
    await settle();
    const sent = images.filter((u) => u.startsWith(report.url));
    expect(sent).toHaveLength(1);
    const q = new URL(sent[0]!).searchParams;
    expect(q.get('p')).toBe(String(PRE_VERIFY_MS));
    expect(Number(q.get('i'))).toBeGreaterThanOrEqual(0);
    expect(Number(q.get('i'))).toBeLessThanOrEqual(BEFORE_CONFIG_MS);
  });
});
