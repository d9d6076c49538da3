/**
 * An app of the reference launched for each test of a file, in a container in the document (where overlays
 * and system pages draw), and torn down after it with what it left: the document's body and the url.
 */
import { afterEach, beforeEach } from 'vitest';
import { launch, type ReferenceApp } from '../index.ts';
import type { AppConfig } from '../runtime/app-config.ts';

/** A one-page app: the default, and a base for others (a map key added, …). */
export const ONE_PAGE: AppConfig = { pages: [{ path: 'pages/index/index' }] };

export function useLaunchedApp(config: AppConfig = ONE_PAGE): { app(): ReferenceApp; container(): HTMLElement } {
  let app: ReferenceApp | undefined;
  let container: HTMLElement | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    app = launch(config, container, { globals: false });
  });
  afterEach(() => {
    app?.destroy();
    app = undefined;
    document.body.replaceChildren();
    history.replaceState(null, '', '/');
  });
  return { app: () => app!, container: () => container! };
}
