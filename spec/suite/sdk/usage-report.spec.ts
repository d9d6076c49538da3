import { v } from '../../catalogue/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { USER_AGENTS } from '../../fixtures/sdk-agents.ts';
import { expect, test } from '../../harness/browser.ts';

const report = v('sdk.messaging.usage-report');
const CONFIG = { appId: 'wx0123456789abcdef', timestamp: 1700000000, nonceStr: 'nonce', signature: 'f'.repeat(40), jsApiList: ['chooseImage'] };
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

test.use({ userAgent: USER_AGENTS.iphone });

test.beforeEach(async ({ target }) => {
  test.skip(!target.capabilities.includes('messaging-sdk'), 'the target has no messaging SDK');
});

/** The messaging app's bridge, answering config and the network type the way the app does; images started are noted. */
function installBridge() {
  const images: string[] = ((window as any).__images = []);
  const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...src,
    set(url: string) {
      images.push(String(url));
      src.set!.call(this, url);
    },
  });
  (window as any).WeixinJSBridge = {
    invoke(name: string, _args: unknown, callback: (res: Record<string, string>) => void) {
      const res = name === 'getNetworkType' ? { err_msg: 'network_type:wifi' } : { err_msg: `${name}:ok` };
      setTimeout(() => callback(res), 0);
    },
    on() {},
  };
}

test('the usage report is one image request to the report host after config, answered here [sdk.messaging.usage-report]', async ({ page, openApp }) => {
  const reports: string[] = [];
  await page.route(`${report.url}?*`, async (route) => {
    reports.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL });
  });
  await page.addInitScript(installBridge);
  await openApp(basicApp);
  const ready = await page.evaluate((config) => new Promise<boolean>((resolve) => {
    const wx = (window as any).wx ?? (window as any).jWeixin;
    wx.config(config);
    wx.ready(() => resolve(true));
  }), CONFIG);
  expect(ready).toBe(true);
  await expect.poll(() => reports.length).toBe(1);
  const url = new URL(reports[0]!);
  expect(`${url.origin}${url.pathname}`).toBe(report.url);
  expect([...url.searchParams.keys()]).toEqual(report.params);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ v: String(report.version), o: '0', s: String(report.systemType.ios), a: CONFIG.appId, n: 'wifi', u: page.url() });
  // Configuring again in the same page starts no second report.
  const images = await page.evaluate((config) => new Promise<string[]>((resolve) => {
    const wx = (window as any).wx;
    wx.config(config);
    wx.ready(() => wx.getNetworkType({ complete: () => resolve((window as any).__images) }));
  }), CONFIG);
  expect(images.filter((u) => u.startsWith(report.url))).toHaveLength(1);
  expect(reports).toHaveLength(1);
});

test('in debug mode the usage report is not sent [sdk.messaging.usage-report]', async ({ page, openApp }) => {
  page.on('dialog', (dialog) => dialog.dismiss());
  await page.addInitScript(installBridge);
  await openApp(basicApp);
  const images = await page.evaluate((config) => new Promise<string[]>((resolve) => {
    const wx = (window as any).wx;
    wx.config({ ...config, debug: true });
    // One more round trip through the bridge: a report would have been started by then.
    wx.ready(() => wx.getNetworkType({ complete: () => resolve((window as any).__images) }));
  }), CONFIG);
  expect(images).toEqual([]);
});
