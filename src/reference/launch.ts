/**
 * `launch` boots an app (pages.json vocabulary) into a container and exposes the framework's globals
 * `getCurrentPages`, `uni` and the messaging SDK's `wx` / `jWeixin`. The first page renders at once and
 * `getCurrentPages` is up with it; the SDK, the token helper and the API groups the shell does not call
 * are loaded on demand (./on-demand), and `uni` goes up with the SDK once both are whole: in the same
 * turn when they are in already (the library entry, ./index.ts, loads every module before anything
 * launches). No API call ever waits for code.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createUni, type Uni } from './api/index.ts';
import { loaded, onDemand } from './on-demand/index.ts';
import type { AppConfig } from './runtime/app-config.ts';
import { createRuntime, destroyRuntime } from './runtime/runtime.ts';
import type { MessagingSdkHandle } from './sdk/messaging/index.ts';
import type { MessagingSdk } from './sdk/messaging/types.ts';
import type { TokenHelper } from './sdk/token-helper.ts';
import { App } from './shell/App.tsx';

const messagingModule = onDemand(() => import('./sdk/messaging/index.ts'));
const tokenHelperModule = onDemand(() => import('./sdk/token-helper.ts'));

export interface LaunchOptions {
  /** Sets `window.uni` and `window.getCurrentPages`, as the framework does. Default true. */
  globals?: boolean;
}

export interface ReferenceApp {
  uni: Uni;
  getCurrentPages(): { route: string; options: Record<string, string> }[];
  tokenHelper: TokenHelper;
  /** The messaging-app SDK (`wx`). */
  messagingSdk: MessagingSdk;
  destroy(): void;
}

export function launch(app: AppConfig, container: HTMLElement, options: LaunchOptions = {}): ReferenceApp {
  const rt = createRuntime(app);
  const { uni, whenComplete } = createUni(rt);
  const getCurrentPages = () => rt.router.getState().stack.map((p) => ({ route: p.route.route, options: p.query }));
  const root = createRoot(container);
  flushSync(() => root.render(createElement(App, { rt, uni })));
  const globals = options.globals ?? true;
  let messaging: MessagingSdkHandle | undefined;
  let destroyed = false;
  if (globals) Object.assign(window, { getCurrentPages });
  // The SDK loads alongside the rest of `uni`; `uni` and the SDK go up together once both are in.
  messagingModule.use(({ createMessagingSdk }) => whenComplete(() => {
    if (destroyed) return;
    messaging = createMessagingSdk();
    if (globals) Object.assign(window, { uni, wx: messaging.sdk, jWeixin: messaging.sdk });
  }));
  let tokenHelper: TokenHelper | undefined;
  return {
    uni,
    getCurrentPages,
    get tokenHelper() {
      return (tokenHelper ??= loaded(tokenHelperModule, 'the token helper').createTokenHelper());
    },
    get messagingSdk() {
      if (!messaging) throw new Error('the messaging SDK is loaded on demand and is not in yet');
      return messaging.sdk;
    },
    destroy() {
      destroyed = true;
      messaging?.dispose();
      root.unmount();
      destroyRuntime(rt);
      if (globals) {
        delete (window as any).uni;
        delete (window as any).getCurrentPages;
        delete (window as any).wx;
        delete (window as any).jWeixin;
      }
    },
  };
}
