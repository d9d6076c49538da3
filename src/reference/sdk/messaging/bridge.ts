/**
 * The connection to the messaging app's `window.WeixinJSBridge`. Inside the app, calls made before the
 * bridge exists wait for its `WeixinJSBridgeReady` event; outside the app there is no bridge to wait for.
 */
export interface JsBridge {
  invoke(name: string, args: Record<string, unknown>, callback: (res: Record<string, any>) => void): void;
  on(event: string, callback: (res: Record<string, any>) => void): void;
}

export interface BridgeConnection {
  /** Runs `fn` with the bridge once it exists; false (and `fn` never runs) when it cannot come. */
  whenReady(fn: (bridge: JsBridge) => void): boolean;
  dispose(): void;
}

export function connectBridge(inApp: () => boolean): BridgeConnection {
  const stop = new AbortController();
  const current = () => (window as { WeixinJSBridge?: JsBridge }).WeixinJSBridge;
  return {
    whenReady(fn) {
      const bridge = current();
      if (bridge) {
        fn(bridge);
        return true;
      }
      if (!inApp()) return false;
      document.addEventListener('WeixinJSBridgeReady', () => {
        const ready = current();
        if (ready) fn(ready);
      }, { once: true, signal: stop.signal });
      return true;
    },
    dispose: () => stop.abort(),
  };
}
