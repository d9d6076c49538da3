/**
 * Apps of the reference launched in a test, each in a container in the document (where overlays and system
 * pages draw), and torn down after it with what they left: the document's body and the url.
 */
import { afterEach, beforeEach } from 'vitest';
import { launch, type ReferenceApp } from '../index.ts';
import type { AppConfig } from '../runtime/app-config.ts';

/** A one-page app: the default, and a base for others (a map key added, …). */
export const ONE_PAGE: AppConfig = { pages: [{ path: 'pages/index/index' }] };

interface Launched { app: ReferenceApp; container: HTMLElement }

/** Launches an app of the given config when called, within a test; every app it launched goes after the test. */
export function useLaunch(): (config?: AppConfig) => Launched {
  const running: ReferenceApp[] = [];
  afterEach(() => {
    for (const app of running.splice(0)) app.destroy();
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });
  return (config = ONE_PAGE) => {
    const container = document.createElement('div');
    document.body.append(container);
    const app = launch(config, container, { globals: false });
    running.push(app);
    return { app, container };
  };
}

/** One app of `config` launched for each test of a file. */
export function useLaunchedApp(config: AppConfig = ONE_PAGE): { app(): ReferenceApp; container(): HTMLElement } {
  const open = useLaunch();
  let launched: Launched | undefined;
  beforeEach(() => {
    launched = open(config);
  });
  return { app: () => launched!.app, container: () => launched!.container };
}
