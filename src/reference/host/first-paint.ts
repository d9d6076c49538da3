/**
 * Run inline in the host page as it is parsed, before the framework's script has loaded (vite.config.ts
 * bundles it on its own): paints the first page's navigation bar (shell/first-paint.ts).
 */
import { paintFirstPage } from '../shell/first-paint.ts';
import { hostApp } from './app.ts';

paintFirstPage(hostApp(), document.getElementById('app')!);
