/**
 * The target contract, version 2: what any implementation of the framework provides so that the suite
 * can judge it. README.md, "Run the suite against your implementation", walks through an adapter.
 *
 * A target has two faces:
 * - `unit`: runs inside Vitest's DOM (happy-dom). It boots the framework with a fixture app and mounts
 *   built-in components by their framework names, whatever UI library the implementation uses.
 * - `browser`: serves the implementation over http for Playwright. The served page reads the fixture
 *   app from `window.__UNI_FIXTURE_APP__` (set before any script runs) and exposes the framework's
 *   globals `uni` and `getCurrentPages`.
 *
 * What the tests rely on (README, "Run the suite against your implementation", says the same):
 * - `launch` runs once per test (a few tests launch a second app, as a page load would), `mount` once
 *   or more per test. Nothing may survive from one launch to the next: page stack, router, storage
 *   wrappers, timers, listeners, globals. A runtime that keeps such state at module scope gives each
 *   launch a fresh module instance (a dynamic `import()` with a query that changes per launch, or
 *   `vi.resetModules()` before it), and keeps `isolateUnitFiles` unset.
 * - Both faces render a fixture page's `components` after its text (a test types into the home page's
 *   `<input>`); the browser face relays the events a component lists (FixtureComponent.events).
 * - From `getCurrentPages()` the tests read `route` and `options` only (PageInstance); from `LaunchedApp`
 *   the fields declared here; everything else through `uni` and the parts (parts.ts).
 * - API calls are made with `success`/`fail`/`complete` callbacks, the one form every edition shares.
 *
 * Version 1 → 2: `browser.selectors` is replaced by `parts` (a v1 adapter is told what to change when
 * loaded); `PageInstance` declares `options`; `timeouts.boot` is new.
 */
import type { Page } from '@playwright/test';
import type { Capability } from '../catalogue/types.ts';
import type { HttpClient } from './http-client.ts';
import type { Parts } from './parts.ts';
import type { MessagingSdk, TokenHelper } from './sdk.ts';

export type { Capability, HttpClient, MessagingSdk, TokenHelper };
export type { PartFinder, PartName, Parts } from './parts.ts';

/**
 * 2: tests find what a clause talks about through `parts` (parts.ts), never by an implementation's
 * elements; `browser.selectors` of version 1 is gone (its three selectors are the parts `shell.page`,
 * `shell.navigation-bar` and `shell.tab-bar`).
 */
export const CONTRACT_VERSION = 2;

/** A `uni` object: the suite calls APIs by their framework names. */
export type UniApi = Record<string, any>;

/**
 * A page as `getCurrentPages()` reports it: the fields tests read, and no others (a test that reads an
 * undeclared field does not type-check).
 */
export interface PageInstance {
  /** Page path without the leading slash, as the framework reports it (`pages/index/index`). */
  route: string;
  /** The page's query parameters as strings (`{ id: '1' }` for `?id=1`), `{}` without a query. */
  options: Record<string, string>;
}

/** A fixture app in the vocabulary of the framework's `pages.json` and `manifest.json`. */
export interface FixtureApp {
  /** First page is the entry page. */
  pages: FixturePage[];
  tabBar?: { list: { pagePath: string; text: string }[]; color?: string; selectedColor?: string };
  topWindow?: FixtureWindow;
  leftWindow?: FixtureWindow;
  rightWindow?: FixtureWindow;
  /** manifest `h5.router`. */
  router?: { mode: 'hash' | 'history'; base?: string };
  /** manifest `locale`. */
  locale?: string;
  /** manifest `networkTimeout`. */
  networkTimeout?: { request?: number; uploadFile?: number; downloadFile?: number };
  /** manifest `h5.sdkConfigs.maps` keys. */
  maps?: { qqmap?: { key: string }; google?: { key: string }; amap?: { key: string; securityJsCode?: string } };
}

export interface FixturePage {
  path: string;
  style?: {
    navigationBarTitleText?: string;
    navigationStyle?: 'default' | 'custom';
    maxWidth?: number;
    enablePullDownRefresh?: boolean;
    topWindow?: boolean;
    leftWindow?: boolean;
    rightWindow?: boolean;
  };
  /** Text the page body shows, so tests can see which page is current. */
  text?: string;
  /**
   * Optional: the page's code is loaded on demand from this same-origin url, as the framework loads a
   * page's chunk. An ES module whose default export is the text the page then shows. When it fails to
   * load, the page shows the framework's async-error screen (tap to retry).
   */
  code?: string;
  /**
   * Optional: built-in components the page body shows, in order, by framework name with framework
   * props, after its text. Both faces render them; props are JSON (no functions), so in the browser
   * face events are observed through the DOM (FixtureComponent.events).
   */
  components?: FixtureComponent[];
  /**
   * Optional: page hooks to relay (`onPullDownRefresh`): each time the framework calls one, the host
   * dispatches a non-bubbling DOM `CustomEvent` of the hook's name (detail null) on an element of the page
   * carrying `RELAY_ATTRIBUTE` with the value `page`. Read like FixtureComponent.events.
   */
  hooks?: PageHook[];
}

/** The page hooks a fixture page may relay. */
export type PageHook = 'onPullDownRefresh';

/**
 * The attribute the host puts on the element a fixture component's relayed events are dispatched on
 * (FixtureComponent.events), with the component's framework name as its value (`page` for a page's
 * hooks, FixturePage.hooks). Part of the host
 * contract, not of any implementation: every target's host renders it.
 */
export const RELAY_ATTRIBUTE = 'data-component';

/** A built-in component a fixture page shows. */
export interface FixtureComponent {
  /** Framework name: `movable-area`, `scroll-view`, `view`, … */
  name: string;
  /** Framework props in camelCase, JSON only; `style` is an object of CSS properties. */
  props?: Record<string, unknown>;
  /** Components rendered inside this one (a movable-view inside its movable-area). */
  children?: FixtureComponent[];
  /**
   * Framework event names (`longpress`, `scrolltoupper`) to relay: each one the component emits is
   * dispatched as a non-bubbling DOM `CustomEvent` whose type is the framework event object's own `type`
   * (the name the handler was bound by only chooses the listener: a component that emits its cancel with
   * another `type` is seen to), carrying the event's `detail`, on the
   * element that carries the attribute `RELAY_ATTRIBUTE` (`data-component="<name>"`): the component's own
   * root element, or an element wrapping it that has no box of its own (`display: contents`). The suite
   * reads relayed events by that attribute, and by nothing else of the host's.
   */
  events?: string[];
}

export interface FixtureWindow {
  path: string;
  style?: { width?: string; height?: string };
  matchMedia?: { minWidth: number };
  /** Optional: text the window shows, so tests can see whether it is shown. */
  text?: string;
}

export interface LaunchedApp {
  uni: UniApi;
  getCurrentPages(): PageInstance[];
  /** Present when the target declares the `http-client` capability. */
  httpClient?: HttpClient;
  /** Present when the target declares the `token-helper` capability. */
  tokenHelper?: TokenHelper;
  /** Present when the target declares the `messaging-sdk` capability: the SDK object (`wx`). */
  messagingSdk?: MessagingSdk;
  /** Unmounts the app and releases what it holds (timers, listeners, globals). */
  destroy(): Promise<void> | void;
}

/**
 * A built-in component mounted inside another by `mount` (a movable-view inside its movable-area): its
 * framework name and its props, by the same rules as `mount`'s (handlers included).
 */
export interface MountChild {
  name: string;
  props?: Record<string, unknown>;
}

export interface MountedComponent {
  /** The element the component rendered into. */
  container: HTMLElement;
  /** Re-renders with new props (the whole set). */
  update(props: Record<string, unknown>): Promise<void> | void;
  unmount(): Promise<void> | void;
}

export interface UnitTarget {
  /** Boots the framework with `app` inside `container` of the current DOM. */
  launch(app: FixtureApp, container: HTMLElement): Promise<LaunchedApp>;
  /**
   * Mounts a built-in component by its framework name (`progress`, `movable-view`, …). Props use the
   * framework's camelCase names; event handlers are passed as `on<Event>` (`onChange`), each called with
   * the framework's event object `{ type, detail }`; `children` is the component's content: text, or a
   * list of `MountChild` components rendered inside it (a movable-view in its movable-area; `update`
   * passes them again, each with its whole set of props). A component mounted while an app is launched
   * belongs to that app (a navigator calls its `uni`).
   */
  mount(name: string, props: Record<string, unknown>, container: HTMLElement): Promise<MountedComponent>;
}

export interface BrowserTarget {
  /** How Playwright starts the target's server, and where it listens. */
  webServer: { command: string; url: string };
  /** Opens `app` in `page`; the default puts the app in `window.__UNI_FIXTURE_APP__` and loads `url`. */
  open?(page: Page, app: FixtureApp): Promise<void>;
}

export interface Expectation {
  reason: string;
  link?: string;
}

export interface ConformanceTarget {
  name: string;
  version: string;
  contractVersion: typeof CONTRACT_VERSION;
  /** Optional capabilities this target has; clauses needing others are not applicable. */
  capabilities: readonly Capability[];
  /** Clauses known to fail on this target: clause id → reason. */
  expectations?: Record<string, string | Expectation>;
  /**
   * How the suite finds what a clause talks about (parts.ts), for the parts this target draws
   * differently from the reference; the others are found the reference's way (reference-parts.ts).
   */
  parts?: Parts;
  /** Loaded lazily, inside Vitest's DOM only. */
  unit: () => Promise<UnitTarget>;
  browser: BrowserTarget;
  /**
   * Optional limits (ms). `unit`: one Vitest test, launch included (default 5 000); `browser`: one
   * Playwright test, opening the app included (default 30 000); `webServer`: until the server answers
   * its url (default 60 000); `boot`: from opening an app until the page exposes `uni` and
   * `getCurrentPages` (default 8 000; a page error ends the wait 3 s later). A target that builds
   * on demand lengthens them. While an adapter is young, shorten them (`{ unit: 1000, browser: 8000 }`):
   * a callback that never fires then costs a second, not the default limit, and the first verdict comes
   * in minutes.
   */
  timeouts?: { unit?: number; browser?: number; webServer?: number; boot?: number };
  /**
   * Optional: `false` runs the unit layer's test files one after another in a shared Vitest worker, each
   * file on a blank page (url, document, cookies, web storage, timers and globals reset) but with the
   * worker's modules evaluated once: several times faster. Only for a unit face whose `launch` and `mount`
   * keep no state of their own across launches. `npm run stability` runs such a target's files in
   * shuffled orders to prove it. Default: a fresh worker per test file.
   */
  isolateUnitFiles?: boolean;
  /**
   * Optional: how the target's promise form (an API called without success, fail or complete) settles,
   * read as the outcome a callback would have had. The seed gives the promise form no shape, so the suite
   * judges only that it carries the result. Default: it resolves with the ok result and rejects with the
   * failure (`PROMISE_SETTLES`); a runtime that resolves `[err, res]` (the framework's Vue 2 edition)
   * answers `PROMISE_RESOLVES_PAIR`.
   */
  promiseOutcome?: PromiseOutcome;
}

/** Reads how an API's returned promise settled (`resolved` or `rejected` with `value`) as an outcome. */
export type PromiseOutcome = (settled: { resolved: boolean; value: unknown }) => { ok: boolean; res: unknown };

/** Resolves with the ok result, rejects with the failure. */
export const PROMISE_SETTLES: PromiseOutcome = ({ resolved, value }) => ({ ok: resolved, res: value });

/** Always resolves, with `[err, res]`: `err` the failure (null on success), `res` the ok result. */
export const PROMISE_RESOLVES_PAIR: PromiseOutcome = ({ resolved, value }) => {
  if (!resolved || !Array.isArray(value)) return { ok: false, res: value };
  const [err, res] = value as [unknown, unknown];
  return err ? { ok: false, res: err } : { ok: true, res };
};

export function defineTarget(target: ConformanceTarget): ConformanceTarget {
  return target;
}
