/**
 * The browser host: boots the app put in `window.__UNI_FIXTURE_APP__` before any script ran, or the
 * default app when opened by hand.
 */
import { launch } from '../launch.ts';
import { hostApp } from './app.ts';

launch(hostApp(), document.getElementById('app')!);
