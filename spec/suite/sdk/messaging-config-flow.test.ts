import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, settle, useMessagingApp, USER_AGENTS } from '../../fixtures/sdk.ts';

const CONFIG_FAIL = { errMsg: fill(v('sdk.messaging.share').errMsg.fail, { api: 'config' }) };
const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: ['chooseImage'] };
const failingApp = () => fakeBridge((name) => (name === 'preVerifyJSAPI' ? { err_msg: 'config:fail' } : { err_msg: `${name}:ok` }));

describe.skipIf(!has('messaging-sdk'))('messaging SDK config, ready and error', () => {
  const launched = useApp();
  const inApp = useMessagingApp();
  const sdk = () => launched().messagingSdk!;

  it('outside the app, a ready callback registered after config never runs either [sdk.messaging.usage-report]', async () => {
    const errors: unknown[] = [];
    sdk().error((res) => errors.push(res));
    sdk().config(CONFIG);
    await settle();
    let ready = false;
    sdk().ready(() => (ready = true));
    await settle();
    expect(ready).toBe(false);
    expect(errors).toEqual([CONFIG_FAIL]);
  });

  it(`in a client below version ${v('sdk.messaging.usage-report').minClientVersion}, a failed config never reaches an error callback [sdk.messaging.usage-report]`, async () => {
    inApp({ userAgent: USER_AGENTS.oldIphone, bridge: failingApp() });
    const errors: unknown[] = [];
    sdk().error((res) => errors.push(res));
    sdk().config(CONFIG);
    await settle();
    sdk().error((res) => errors.push(res));
    await settle();
    expect(errors).toEqual([]);
  });

  it(`in a client of exactly version ${v('sdk.messaging.usage-report').minClientVersion}, a failed config reaches the error callback [sdk.messaging.usage-report]`, async () => {
    const userAgent = USER_AGENTS.iphone.replace(/MicroMessenger\/[^ ]+/, `MicroMessenger/${v('sdk.messaging.usage-report').minClientVersion}`);
    inApp({ userAgent, bridge: failingApp() });
    const errors: unknown[] = [];
    sdk().error((res) => errors.push(res));
    sdk().config(CONFIG);
    await settle();
    expect(errors).toEqual([CONFIG_FAIL]);
  });

  it('a config the app answers with "function not exist" counts as verified: ready runs and no error is reported [sdk.messaging.usage-report]', async () => {
    inApp({ bridge: fakeBridge((name) => (name === 'preVerifyJSAPI' ? { err_msg: 'config:function not exist' } : { err_msg: `${name}:ok` })) });
    const errors: unknown[] = [];
    let ready = false;
    sdk().error((res) => errors.push(res));
    sdk().ready(() => (ready = true));
    sdk().config(CONFIG);
    await settle();
    expect(ready).toBe(true);
    expect(errors).toEqual([]);
  });
});
