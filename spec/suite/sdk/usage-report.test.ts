import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, PLATFORMS, settle, useMessagingApp, USER_AGENTS, watchImageRequests } from '../../fixtures/sdk.ts';

const report = v('sdk.messaging.usage-report');
const CONFIG_FAIL = { errMsg: fill(v('sdk.messaging.share').errMsg.fail, { api: 'config' }) };
const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: ['chooseImage'] };

/** The app: config verifies (or not) and the network is wifi. */
const app = (verify: 'ok' | 'fail' = 'ok') =>
  fakeBridge((name) => (name === 'getNetworkType' ? { err_msg: 'network_type:wifi' } : name === 'preVerifyJSAPI' ? { err_msg: `config:${verify}` } : { err_msg: `${name}:ok` }));

const reports = (urls: string[]) => urls.filter((u) => u.startsWith(report.url));

describe.skipIf(!has('messaging-sdk'))('messaging SDK usage report', () => {
  const launched = useApp();
  const inApp = useMessagingApp();
  const sdk = () => launched().messagingSdk!;

  it('goes out once after config as one image request to the report url with the client figures [sdk.messaging.usage-report]', async () => {
    const images = watchImageRequests();
    inApp({ bridge: app() });
    sdk().config(CONFIG);
    expect(images).toEqual([]);
    await settle();
    expect(images).toHaveLength(1);
    const url = new URL(images[0]!);
    expect(`${url.origin}${url.pathname}`).toBe(report.url);
    expect([...url.searchParams.keys()]).toEqual(report.params);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({ v: String(report.version), o: '0', s: String(report.systemType.ios), c: '8.0.47', a: CONFIG.appId, n: 'wifi', u: location.href });
    // The page url is the one value sent encoded, as the last parameter.
    expect(images[0]!.endsWith(`&u=${encodeURIComponent(location.href)}`)).toBe(true);
    expect(q.i).toMatch(/^\d+$/);
    expect(q.p).toMatch(/^\d+$/);
    // A second config in the same page does not report again.
    sdk().config(CONFIG);
    await settle();
    expect(reports(images)).toHaveLength(1);
  });

  it('reports Android as system 2 and a failed pre-verification as o=1 [sdk.messaging.usage-report]', async () => {
    const images = watchImageRequests();
    inApp({ userAgent: USER_AGENTS.android, platform: PLATFORMS.android, bridge: app('fail') });
    sdk().config(CONFIG);
    await settle();
    expect(reports(images)).toHaveLength(1);
    const q = new URL(images[0]!).searchParams;
    expect([q.get('s'), q.get('o'), q.get('c')]).toEqual([String(report.systemType.android), '1', '8.0.44']);
  });

  const skipped: [string, Parameters<ReturnType<typeof useMessagingApp>>[0], Record<string, unknown>][] = [
    ['in debug mode', {}, { debug: true }],
    ['in the debugger', { userAgent: USER_AGENTS.debugger }, {}],
    ['on a mac client', { platform: PLATFORMS.mac }, {}],
    ['on a windows client', { platform: PLATFORMS.win }, {}],
    [`below client version ${report.minClientVersion}`, { userAgent: USER_AGENTS.oldIphone }, {}],
    ['on a system other than iOS or Android', { userAgent: USER_AGENTS.otherSystem, platform: 'Linux x86_64' }, {}],
    ['when config skips the check', {}, { check: false }],
  ];
  it.each(skipped)('is not sent %s [sdk.messaging.usage-report]', async (_case, env, config) => {
    const images = watchImageRequests();
    const bridge = inApp({ bridge: app(), ...env });
    let ready = false;
    sdk().ready(() => (ready = true));
    sdk().config({ ...CONFIG, ...config });
    await settle();
    expect(ready).toBe(true);
    expect(bridge.invoked.some((c) => c.name === 'getNetworkType')).toBe(false);
    expect(reports(images)).toEqual([]);
  });

  it('is not sent outside the messaging app [sdk.messaging.usage-report]', async () => {
    const images = watchImageRequests();
    sdk().config(CONFIG);
    await settle();
    expect(images).toEqual([]);
  });

  describe('config lifecycle', () => {
    it('runs ready callbacks after config completes, before and after it was called [sdk.messaging.usage-report]', async () => {
      const bridge = inApp({ bridge: app() });
      const order: string[] = [];
      sdk().ready(() => order.push('early'));
      sdk().config(CONFIG);
      sdk().ready(() => order.push('queued'));
      expect(order).toEqual([]);
      await settle();
      expect(order).toEqual(['early', 'queued']);
      sdk().ready(() => order.push('late'));
      expect(order).toEqual(['early', 'queued', 'late']);
      // The pre-verification carries the config's signature and the bridge names of the listed calls.
      expect(bridge.invoked[0]).toMatchObject({
        name: 'preVerifyJSAPI',
        args: { verifyJsApiList: ['chooseImage'], appId: CONFIG.appId, verifySignType: 'sha1', verifyTimestamp: String(CONFIG.timestamp), verifyNonceStr: CONFIG.nonceStr, verifySignature: CONFIG.signature },
      });
    });

    it('hands a failed config to an error callback registered before it [sdk.messaging.usage-report]', async () => {
      inApp({ bridge: app('fail') });
      const errors: unknown[] = [];
      sdk().error((res) => errors.push(res));
      sdk().config(CONFIG);
      await settle();
      expect(errors).toEqual([CONFIG_FAIL]);
    });

    it('hands a failed config to an error callback registered after it [sdk.messaging.usage-report]', async () => {
      inApp({ bridge: app('fail') });
      sdk().config(CONFIG);
      await settle();
      const errors: unknown[] = [];
      sdk().error((res) => errors.push(res));
      expect(errors).toEqual([CONFIG_FAIL]);
    });

    it('outside the app, config fails through error and ready never runs [sdk.messaging.usage-report]', async () => {
      let ready = false;
      const errors: unknown[] = [];
      sdk().ready(() => (ready = true));
      sdk().config(CONFIG);
      sdk().error((res) => errors.push(res));
      await settle();
      expect(ready).toBe(false);
      expect(errors).toEqual([CONFIG_FAIL]);
    });
  });
});
