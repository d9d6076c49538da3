// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, in waiting for the messaging app's bridge and reading the
 * app's version: a ready event with no bridge runs nothing, the calls run once however often the event
 * comes, and not at all once the SDK is disposed; a version with a two-digit major part is read whole, and
 * none reads as ''. The seed gives the SDK's calls and config flow; the suite judges those.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBridge } from './bridge.ts';
import { readEnvironment } from './environment.ts';

const bridge = { invoke() {}, on() {} };
const ready = () => document.dispatchEvent(new Event('WeixinJSBridgeReady'));

afterEach(() => {
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  delete (navigator as { userAgent?: string }).userAgent;
});

describe('a call waiting for the bridge', () => {
  it('does not run, nor fail, on a ready event that brings no bridge', () => {
    const run = vi.fn();
    connectBridge(() => true).whenReady(run);
    expect(() => ready()).not.toThrow();
    expect(run).not.toHaveBeenCalled();
  });
  it('runs with the bridge once, however often the ready event comes', () => {
    const run = vi.fn();
    connectBridge(() => true).whenReady(run);
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = bridge;
    ready();
    ready();
    expect(run).toHaveBeenCalledExactlyOnceWith(bridge);
  });
  it('never runs once the SDK is disposed', () => {
    const run = vi.fn();
    const connection = connectBridge(() => true);
    connection.whenReady(run);
    connection.dispose();
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = bridge;
    ready();
    expect(run).not.toHaveBeenCalled();
  });
});

describe("the app's version", () => {
  const versionIn = (userAgent: string) => {
    Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
    return readEnvironment().clientVersion;
  };
  it.each([
    ['Mozilla/5.0 MicroMessenger/8.0.40(0x28002837) NetType/WIFI', '8.0.40'],
    ['Mozilla/5.0 MicroMessenger/10.0.1 NetType/WIFI', '10.0.1'],
    ['Mozilla/5.0 MicroMessenger/7.0 NetType/WIFI', '7.0'],
    ['Mozilla/5.0 MicroMessenger NetType/WIFI', ''],
  ])('in %s is %j', (userAgent, version) => {
    expect(versionIn(userAgent)).toBe(version);
  });
});
