/** The app the host boots: the one put in `window.__UNI_FIXTURE_APP__` before any script ran, or the default app. */
import type { AppConfig } from '../runtime/app-config.ts';
import { defaultApp } from './default-app.ts';

export const fixtureApp = (): AppConfig | undefined => (window as { __UNI_FIXTURE_APP__?: AppConfig }).__UNI_FIXTURE_APP__;

export const hostApp = (): AppConfig => fixtureApp() ?? defaultApp;
