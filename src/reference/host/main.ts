/**
 * The browser host: boots the app that the suite put in `window.__UNI_FIXTURE_APP__` before any script
 * ran (the target contract), or the basic fixture app when opened by hand.
 */
import type { FixtureApp } from '../../../spec/contract/index.ts';
import { basicApp } from '../../../spec/fixtures/apps.ts';
import { launch } from '../index.ts';

const app = (window as { __UNI_FIXTURE_APP__?: FixtureApp }).__UNI_FIXTURE_APP__ ?? basicApp;
launch(app, document.getElementById('app')!);
