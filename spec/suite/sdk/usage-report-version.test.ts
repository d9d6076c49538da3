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

describe.skipIf(!has('messaging-sdk'))('messaging SDK usage report: the client version read from the user agent', () => {
  const launched = useApp();
  const inApp = useMessagingApp();
  const sdk = () => launched().messagingSdk!;

  it.each([
    ['at the minimum itself, which is not below it', report.minClientVersion],
    ['with a two-digit middle part', '8.10.3'],
    ['with only two parts', '7.12'],
  ])('is sent with the full client version for a client %s [sdk.messaging.usage-report]', async (_case, version) => {
    const images = watchImageRequests();
    inApp({ userAgent: iphoneAt(version), bridge: app() });
    sdk().config(CONFIG);
    await settle();
    const sent = images.filter((u) => u.startsWith(report.url));
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!).searchParams.get('c')).toBe(version);
  });
});
