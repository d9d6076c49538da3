/**
 * The core shared by the targets that judge the genuine uni-app H5 runtime as published on npm (one folder
 * per edition: `genuine-vue2`, `genuine-vue3`). An edition turns a fixture app into a uni-app project and
 * builds it; this core does the rest:
 *
 * - `cache.ts`: one project per fixture app under `<edition dir>/.cache/<key>/`, the key a hash of the
 *   app's JSON and of the edition's generator (`edition.ts`, `package-lock.json`); built once, under a
 *   lock shared by every process, so that no app is built twice and no two builds run at once.
 * - `server.ts`: the target's web server. `POST /__build` (body: the app's JSON) builds when needed and
 *   answers `{ hash }`; every other request is answered from the build that the `uni-genuine-app` cookie
 *   names, with the SPA fallback history mode needs. A cookie rather than a path prefix, so that every
 *   build is served at the root, as the suite's fixtures (no `router.base`) expect.
 * - `defineGenuineTarget(edition, options)`: the ConformanceTarget; its `browser.open` posts the app,
 *   sets the cookie and loads the app's entry url.
 *
 * An edition module's default export is an `Edition`:
 *
 * ```ts
 * export default {
 *   name: 'genuine-vue3',
 *   dir: dirname(fileURLToPath(import.meta.url)),   // holds package.json, package-lock.json, edition.ts
 *   ensureInstalled() { … },                       // installs <dir>/node_modules when missing
 *   generate(app, base, projectDir) { … },         // writes the uni-app project; `base` = router base
 *   build(projectDir) { …; return distDir; },      // production build; the folder holding index.html
 * } satisfies Edition;
 * ```
 */
import type { Page } from '@playwright/test';
import type { Capability } from '../../catalogue/types.ts';
import { defineTarget, type ConformanceTarget, type Expectation, type FixtureApp, type Parts, type PromiseOutcome, type UnitTarget } from '../../contract/index.ts';
import { APP_COOKIE } from './cookie.ts';

export interface Edition {
  /** The target's name, `genuine-vue2`. */
  name: string;
  /** Absolute path of the edition's folder: its own package.json, package-lock.json and `edition.ts`. */
  dir: string;
  /** Installs the folder's dependencies when they are missing (synchronous, may take minutes). */
  ensureInstalled(): void;
  /** Writes the uni-app project of `app` into `projectDir` (empty, existing); `base` is the router base. */
  generate(app: FixtureApp, base: string, projectDir: string): void;
  /** Builds the project for production; returns the folder holding the built `index.html`. */
  build(projectDir: string): string;
}

export interface GenuineOptions {
  /** Absolute path of the module whose default export is the edition (the server imports it). */
  editionModule: string;
  version: string;
  port: number;
  /** The parts (contract/parts.ts) the edition draws differently from the reference. */
  parts: Parts;
  capabilities: readonly Capability[];
  expectations?: Record<string, string | Expectation>;
  unit: () => Promise<UnitTarget>;
  /**
   * Urls (Playwright globs) of assets the runtime's own stylesheet or scripts fetch from the vendor's CDN
   * whatever the app does: answered empty in the page, so that they neither leave the machine nor trip
   * the suite's network guard, which is about what the app's calls send.
   */
  vendorAssets?: string[];
  /** How the edition's promise form settles (contract `promiseOutcome`). */
  promiseOutcome?: PromiseOutcome;
}

/**
 * A first build of an app takes about a minute, and a test may wait behind another build. The server
 * may first install the edition's packages (minutes on a cold npm cache).
 */
const TIMEOUTS = { unit: 120_000, browser: 180_000, webServer: 900_000 };

/**
 * Parts both editions draw alike and differently from the reference: a toast without an icon or an image is
 * uni-h5's simple toast, a box of its own with its own text.
 */
const SHARED_PARTS: Parts = {
  'popup.toast': '.uni-toast, .uni-sample-toast',
  'popup.toast.text': '.uni-toast__content, .uni-simple-toast__text',
};

export function defineGenuineTarget(edition: Pick<Edition, 'name'>, options: GenuineOptions): ConformanceTarget {
  const url = `http://127.0.0.1:${options.port}`;
  return defineTarget({
    name: edition.name,
    version: options.version,
    contractVersion: 2,
    capabilities: options.capabilities,
    ...(options.expectations ? { expectations: options.expectations } : {}),
    parts: { ...SHARED_PARTS, ...options.parts },
    ...(options.promiseOutcome ? { promiseOutcome: options.promiseOutcome } : {}),
    unit: options.unit,
    timeouts: TIMEOUTS,
    browser: {
      webServer: {
        command: `npx tsx spec/targets/genuine/server.ts ${JSON.stringify(options.editionModule)} ${options.port}`,
        url,
      },
      open: (page, app) => openGenuine(page, app, url, options.vendorAssets ?? []),
    },
  });
}

async function openGenuine(page: Page, app: FixtureApp, url: string, vendorAssets: string[]): Promise<void> {
  // Registered after the suite's guard, so they answer first (Playwright runs the latest route first).
  for (const asset of vendorAssets) await page.route(asset, (route) => route.fulfill({ status: 200, body: '' }));
  const response = await page.request.post(`${url}/__build`, { data: app, timeout: TIMEOUTS.browser });
  if (!response.ok()) throw new Error(`the genuine build of the fixture app failed:\n${await response.text()}`);
  const { hash } = await response.json() as { hash: string };
  await page.context().addCookies([{ name: APP_COOKIE, value: hash, url }]);
  // The contract's global, for parity with the default open; the genuine runtime reads its build instead.
  await page.addInitScript((fixture) => { (window as any).__UNI_FIXTURE_APP__ = fixture; }, app);
  const base = app.router?.base ?? '/';
  await page.goto(`${url}${base}${app.router?.mode === 'history' ? '' : '#/'}`);
}
