/**
 * The browser host: boots the app put in `window.__UNI_FIXTURE_APP__` before any script ran, or the
 * default app when opened by hand.
 */
import { launch } from '../launch.ts';
import type { AppConfig } from '../runtime/app-config.ts';
import { defaultApp } from './default-app.ts';

const app = (window as { __UNI_FIXTURE_APP__?: AppConfig }).__UNI_FIXTURE_APP__ ?? defaultApp;
launch(app, document.getElementById('app')!);
