/**
 * Run inline in the host page as it is parsed, before the framework's script has loaded (vite.config.ts
 * bundles it on its own): paints the first page's navigation bar (shell/first-paint.ts) of the app put in
 * `window.__UNI_FIXTURE_APP__`. The default app, for a host opened by hand, is left to the first render, so
 * that its pages stay out of the page's inline script.
 */
import { paintFirstPage } from '../shell/first-paint.ts';
import { fixtureApp } from './app.ts';

const app = fixtureApp();
if (app) paintFirstPage(app, document.getElementById('app')!);
