import { afterEach, describe, expect, it, vi } from 'vitest';
import { has, useApp } from '../../harness/unit.ts';
import { fakeBridge, sdkCall, useMessagingApp } from '../../fixtures/sdk.ts';

const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: [], check: false };

describe.skipIf(!has('messaging-sdk'))('messaging SDK debug mode', () => {
  const app = useApp();
  const inApp = useMessagingApp();
  const sdk = () => app().messagingSdk!;
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['ok', 'chooseImage:ok'],
    ['cancel', 'chooseImage:cancel'],
    ['fail', 'chooseImage:fail'],
  ])('with debug set, a result of %s is shown with alert as its JSON text [sdk.messaging.image]', async (_status, errMsg) => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    inApp({ bridge: fakeBridge(() => ({ err_msg: errMsg, localIds: ['a'] })) });
    sdk().config({ ...CONFIG, debug: true });
    const { res } = await sdkCall(sdk().chooseImage);
    expect(alert.mock.calls).toEqual([[JSON.stringify(res)]]);
    expect(JSON.parse(alert.mock.calls[0]![0])).toMatchObject({ errMsg, localIds: ['a'] });
  });

  it('without debug, no result is alerted [sdk.messaging.image]', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    inApp();
    sdk().config(CONFIG);
    await sdkCall(sdk().chooseImage);
    expect(alert).not.toHaveBeenCalled();
  });
});
