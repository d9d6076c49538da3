import { describe, expect, it } from 'vitest';
import { v } from '../../catalogue/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, settle, useMessagingApp, USER_AGENTS, watchImageRequests } from '../../fixtures/sdk.ts';

const report = v('sdk.messaging.usage-report');
const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: ['chooseImage'] };

/** The app: config verifies and the network is wifi. */
const app = () =>
  fakeBridge((name) => (name === 'getNetworkType' ? { err_msg: 'network_type:wifi' } : name === 'preVerifyJSAPI' ? { err_msg: 'config:ok' } : { err_msg: `${name}:ok` }));

/** The iPhone client's user agent, reporting the given client version. */
const iphoneAt = (version: string) => USER_AGENTS.iphone.replace(/MicroMessenger\/[^ ]+/, `MicroMessenger/${version}`);

describe.skipIf(!has('messaging-sdk'))('messaging SDK usage report at the minimum client version', () => {
  const launched = useApp();
  const inApp = useMessagingApp();
  const sdk = () => launched().messagingSdk!;

  it(`is sent from a client of exactly version ${report.minClientVersion}, the minimum itself not being below it [sdk.messaging.usage-report]`, async () => {
    const images = watchImageRequests();
    inApp({ userAgent: iphoneAt(report.minClientVersion), bridge: app() });
    sdk().config(CONFIG);
    await settle();
    const sent = images.filter((u) => u.startsWith(report.url));
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!).searchParams.get('c')).toBe(report.minClientVersion);
  });
});
