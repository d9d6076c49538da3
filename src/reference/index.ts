/**
 * The reference implementation: `launch` boots an app (pages.json vocabulary) into a container and
 * exposes the framework's globals `uni` and `getCurrentPages`.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { createUni, type Uni } from './api/index.ts';
import type { AppConfig } from './runtime/app-config.ts';
import { createRuntime, destroyRuntime } from './runtime/runtime.ts';
import { createMessagingSdk } from './sdk/messaging/index.ts';
import type { MessagingSdk } from './sdk/messaging/types.ts';
import { createTokenHelper, type TokenHelper } from './sdk/token-helper.ts';
import { App } from './shell/App.tsx';

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
  const uni = createUni(rt);
  const getCurrentPages = () => rt.router.getState().stack.map((p) => ({ route: p.route.route, options: p.query }));
  const root = createRoot(container);
  flushSync(() => root.render(createElement(App, { rt, uni })));
  const messaging = createMessagingSdk();
  const globals = options.globals ?? true;
  if (globals) Object.assign(window, { uni, getCurrentPages, wx: messaging.sdk, jWeixin: messaging.sdk });
  return {
    uni,
    getCurrentPages,
    tokenHelper: createTokenHelper(),
    messagingSdk: messaging.sdk,
    destroy() {
      messaging.dispose();
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
