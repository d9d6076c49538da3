/**
 * What `npm run explore` does to both targets, one command at a time: the navigation operations of the
 * model-based stack test (harness/navigation-steps.ts) and those the framework refuses, API calls with
 * generated arguments (storage, feedback, device, network), taps on what a popup or the tab bar shows, and
 * visits to the pages of generated components (app.ts). Commands are plain data, so that a report can print
 * them; each has a kind, and each kind the catalogue clauses it exercises (KINDS).
 */
import fc from 'fast-check';
import type { ClauseId } from '../../catalogue/index.ts';
import type { FixtureApp } from '../../contract/index.ts';
import { basicApp } from '../../fixtures/apps.ts';
import { navigationSteps, urlOf } from '../../harness/navigation-steps.ts';
import { COMPONENT_PAGES, componentPagePath, EXPLORED_COMPONENTS } from './app.ts';
import { FIELDS, type Field } from './observation.ts';

/**
 * A command: an API called with `success`/`fail`/`complete` (`call`), a Sync API called with arguments
 * (`sync`), or a tap on the visible text `tap` (within the tab bar when `inTabBar`).
 */
export type Command =
  | { kind: string; call: string; options: Record<string, unknown> }
  | { kind: string; sync: string; args: unknown[] }
  | { kind: string; tap: string; inTabBar?: boolean };

/** What a kind of command exercises: its clauses, and the observed fields they pin. */
export interface Kind {
  clauses: ClauseId[];
  fields: readonly Field[];
}

const NAVIGATION: Field[] = ['outcome', 'stack', 'url', 'page'];
const BARS: Field[] = [...NAVIGATION, 'screen'];
const POPUP: Field[] = ['outcome', 'screen'];
const COMPONENT: Field[] = ['page', 'fields', 'progress'];
const kind = (fields: readonly Field[], ...clauses: ClauseId[]): Kind => ({ clauses, fields });

/**
 * Each kind of command: a divergence after it touches its clauses when a field they pin differs (a popup
 * that outlives a navigation is no navigation clause's business). `open` is the app as opened.
 */
export const KINDS: Record<string, Kind> = {
  open: kind(FIELDS, 'nav.page-shell'),
  navigateTo: kind(NAVIGATION, 'nav.navigate-to.pushes', 'nav.operations'),
  redirectTo: kind(NAVIGATION, 'nav.redirect-to.replaces', 'nav.operations'),
  switchTab: kind(NAVIGATION, 'nav.switch-tab.closes-non-tab-pages', 'nav.operations'),
  reLaunch: kind(NAVIGATION, 'nav.re-launch.clears-stack', 'nav.operations'),
  navigateBack: kind(NAVIGATION, 'nav.navigate-back.pops', 'nav.operations'),
  'navigate.tab-page': kind(NAVIGATION, 'nav.tab-page-not-navigable'),
  'switchTab.non-tab-page': kind(NAVIGATION, 'nav.switch-tab-requires-tab-page'),
  'navigate.unknown-page': kind(NAVIGATION, 'nav.page-not-found'),
  'navigate.url-not-string': kind(NAVIGATION, 'nav.url-must-be-string'),
  'navigate.animation-type': kind(NAVIGATION, 'nav.animation-type'),
  setNavigationBarTitle: kind(BARS, 'nav.page-shell'),
  setNavigationBarColor: kind(BARS, 'nav.set-navigation-bar-color.front-color'),
  'tap.tab-bar': kind(BARS, 'nav.page-shell', 'comp.builtin.tab-bar'),
  storage: kind(['outcome', 'storage'], 'device.storage-apis', 'device.storage.round-trip'),
  'storage.get': kind(['outcome', 'storage'], 'device.storage-apis', 'device.storage.round-trip', 'device.storage.missing-key'),
  'storage.info': kind(['outcome', 'storage'], 'device.storage-apis', 'device.storage.hidden-key'),
  showToast: kind(POPUP, 'comp.builtin.toast'),
  showLoading: kind(POPUP, 'comp.builtin.toast'),
  hideToast: kind(POPUP, 'comp.builtin.toast'),
  hideLoading: kind(POPUP, 'comp.builtin.toast'),
  showModal: kind(POPUP, 'comp.builtin.modal', 'device.modal.default-buttons'),
  showActionSheet: kind(POPUP, 'comp.builtin.action-sheet', 'comp.action-sheet.max-height'),
  'tap.popup': kind(POPUP, 'comp.builtin.modal', 'comp.builtin.action-sheet'),
  makePhoneCall: kind(['outcome', 'external'], 'device.make-phone-call.phone-number'),
  setClipboardData: kind(POPUP, 'device.clipboard.content-copied', 'device.apis'),
  getClipboardData: kind(['outcome'], 'device.apis'),
  vibrateLong: kind(['outcome'], 'device.vibrate.long', 'device.apis'),
  vibrateShort: kind(['outcome'], 'device.vibrate.short', 'device.apis'),
  request: kind(['outcome', 'sent'], 'net.request.status-is-success', 'net.request.json-body'),
  'request.network-error': kind(['outcome', 'sent'], 'net.request.network-error'),
  'request.timeout': kind(['outcome', 'sent'], 'net.request.default-timeout', 'net.request.timeout'),
  downloadFile: kind(['outcome', 'sent'], 'net.download-file.get'),
  'downloadFile.network-error': kind(['outcome', 'sent'], 'net.download-file.get', 'net.request.network-error'),
  ...Object.fromEntries(Object.entries(EXPLORED_COMPONENTS).map(([name, c]) => [`mount.${name}`, kind(COMPONENT, ...c.clauses)])),
};

/** The API a command calls, for the errMsg it should carry (`<api>:ok`), or none for a tap. */
export function apiOf(command: Command): string | undefined {
  return 'call' in command ? command.call : 'sync' in command ? command.sync : undefined;
}

/** How a report prints a command: the call as an app would write it. */
export function describe(command: Command): string {
  if ('tap' in command) return `tap "${command.tap}"${command.inTabBar ? ' in the tab bar' : ''}`;
  if ('sync' in command) return `uni.${command.sync}(${command.args.map((a) => fc.stringify(a)).join(', ')})`;
  return `uni.${command.call}(${fc.stringify(command.options)})`;
}

// ── the endpoints network commands reach ──

/** How the local endpoint answers a network command: a status and a body, a network error, or never. */
export type Answer = { status: number; body: 'json' | 'text' | 'empty' | 'bad-json' } | 'network-error' | 'no-answer';

/** The same-origin path the driver's route answers (page.route): the answer is in the path. */
export const ENDPOINT = '/__explore/';
export const endpointFor = (answer: Answer) => `${ENDPOINT}${typeof answer === 'string' ? answer : `${answer.status}-${answer.body}`}`;
export function answerOf(pathname: string): Answer | undefined {
  const name = pathname.slice(pathname.indexOf(ENDPOINT) + ENDPOINT.length).split('/')[0]!;
  if (name === 'network-error' || name === 'no-answer') return name;
  const [, status, body] = /^(\d{3})-(json|text|empty|bad-json)$/.exec(name) ?? [];
  return status ? { status: Number(status), body: body as 'json' } : undefined;
}

// ── generated arguments ──

/** What popups show and taps look for; titles never say them, so that a tap finds a button. */
const POPUP_TEXTS = ['OK', 'Cancel', 'Alpha', 'Beta', 'Gamma', 'Yes'];
const title = fc.constantFrom('Saved', 'Hello world', 'A much longer title that does not fit on one line of a phone', '', 'Done ✓');
/** The keys the storage commands use; the explorer reads each after every step. */
export const STORAGE_KEYS = ['a', 'b', 'c'];
const keys = fc.constantFrom(...STORAGE_KEYS);
const oddKeys = fc.constantFrom('', 1, null, undefined, {});
const stored = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(undefined, Number.NaN, new Date('2024-05-06T07:08:09.010Z'), ''),
);
/** Option records as an app writes them: plain objects, with keys that may be absent (left out, not undefined). */
const options = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) =>
  fc.record(model, { requiredKeys: [], noNullPrototype: true }) as fc.Arbitrary<Record<string, unknown>>;
const record = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(model, { noNullPrototype: true });

const call = (kind: string, api: string, args: fc.Arbitrary<Record<string, unknown>>) =>
  args.map((opts): Command => ({ kind, call: api, options: opts }));
const sync = (kind: string, api: string, args: fc.Arbitrary<unknown[]>) => args.map((a): Command => ({ kind, sync: api, args: a }));

function navigation(app: FixtureApp): fc.Arbitrary<Command> {
  // The model test's operations; the animation is not their subject, as there.
  const accepted = navigationSteps(basicApp).map((steps) =>
    steps.map((step): Command => ({ kind: step.api, call: step.api, options: { ...step.options, animationType: 'none' } })));
  const tabs = basicApp.tabBar!.list.map((t) => t.pagePath);
  const ordinary = basicApp.pages.map((p) => p.path).filter((p) => !tabs.includes(p));
  const query = fc.constantFrom('', 'q=1');
  const opening = fc.constantFrom('navigateTo', 'redirectTo', 'switchTab', 'reLaunch');
  const refused = [
    fc.tuple(fc.constantFrom('navigateTo', 'redirectTo'), fc.constantFrom(...tabs), query).map(([api, path, q]): Command =>
      ({ kind: 'navigate.tab-page', call: api, options: { url: urlOf(app, path, q), animationType: 'none' } })),
    fc.tuple(fc.constantFrom(...ordinary), query).map(([path, q]): Command =>
      ({ kind: 'switchTab.non-tab-page', call: 'switchTab', options: { url: urlOf(app, path, q) } })),
    fc.tuple(opening, fc.constantFrom('/pages/none/none', 'pages/detail/none', '/pages/detail/detail/extra'), query).map(([api, url, q]): Command =>
      ({ kind: 'navigate.unknown-page', call: api, options: { url: q ? `${url}?${q}` : url } })),
    fc.tuple(opening, fc.constantFrom(1, null, undefined, {}, ['/pages/detail/detail'])).map(([api, url]): Command =>
      ({ kind: 'navigate.url-not-string', call: api, options: { url } })),
    fc.oneof(
      fc.tuple(fc.constantFrom(...ordinary), fc.constantFrom('pop-in', 'slide-in-bottom', 'fade-in', 'none', 'slide-out-right', 'bogus', '')).map(([path, type]): Command =>
        ({ kind: 'navigate.animation-type', call: 'navigateTo', options: { url: urlOf(app, path, ''), animationType: type } })),
      fc.constantFrom('pop-out', 'slide-out-bottom', 'none', 'pop-in', 'bogus').map((type): Command =>
        ({ kind: 'navigate.animation-type', call: 'navigateBack', options: { animationType: type } })),
    ),
  ];
  const bar = [
    call('setNavigationBarTitle', 'setNavigationBarTitle', options({ title })),
    call('setNavigationBarColor', 'setNavigationBarColor', options({
      frontColor: fc.constantFrom('#ffffff', '#000000', '#fff', 'red', 1),
      backgroundColor: fc.constantFrom('#ff0000', '#123456', 'blue'),
    })),
    fc.constantFrom(...basicApp.tabBar!.list.map((t) => t.text)).map((text): Command => ({ kind: 'tap.tab-bar', tap: text, inTabBar: true })),
  ];
  return fc.oneof(
    { arbitrary: fc.oneof(...accepted), weight: 5 },
    { arbitrary: fc.oneof(...refused), weight: 4 },
    { arbitrary: fc.oneof(...bar), weight: 2 },
  );
}

/** Storage: `storage.get` reads a key back (a missing one fails), `storage.info` lists the keys; the rest write. */
const storage: fc.Arbitrary<Command> = fc.oneof(
  sync('storage', 'setStorageSync', fc.tuple(fc.oneof({ arbitrary: keys, weight: 4 }, oddKeys), stored)),
  sync('storage.get', 'getStorageSync', fc.tuple(fc.oneof({ arbitrary: keys, weight: 4 }, oddKeys))),
  sync('storage', 'removeStorageSync', fc.tuple(keys)),
  sync('storage', 'clearStorageSync', fc.constant([])),
  sync('storage.info', 'getStorageInfoSync', fc.constant([])),
  call('storage', 'setStorage', record({ key: fc.oneof({ arbitrary: keys, weight: 4 }, oddKeys), data: stored })),
  call('storage.get', 'getStorage', record({ key: fc.oneof({ arbitrary: keys, weight: 4 }, oddKeys) })),
  call('storage', 'removeStorage', record({ key: keys })),
  call('storage', 'clearStorage', fc.constant({})),
  call('storage.info', 'getStorageInfo', fc.constant({})),
);

const feedback: fc.Arbitrary<Command> = fc.oneof(
  call('showToast', 'showToast', options({
    title,
    icon: fc.constantFrom('success', 'error', 'loading', 'none', 'bogus', 1),
    duration: fc.constantFrom(0, 100, 1500, 3000, -1, '100'),
    mask: fc.boolean(),
  })),
  call('showLoading', 'showLoading', options({ title, mask: fc.boolean() })),
  call('hideToast', 'hideToast', fc.constant({})),
  call('hideLoading', 'hideLoading', fc.constant({})),
  call('showModal', 'showModal', options({
    title,
    content: fc.constantFrom('Proceed?', 'Line one\nline two', ''),
    showCancel: fc.constantFrom(true, false, 'no'),
    cancelText: fc.constantFrom(...POPUP_TEXTS, 'Way too long'),
    confirmText: fc.constantFrom(...POPUP_TEXTS, 'Way too long'),
    confirmColor: fc.constantFrom('#ff0000', 'teal', 7),
  })),
  call('showActionSheet', 'showActionSheet', options({
    itemList: fc.oneof(fc.array(fc.constantFrom(...POPUP_TEXTS), { maxLength: 8 }), fc.constantFrom('Alpha,Beta', [1, null])),
    itemColor: fc.constantFrom('#ff0000', 'navy'),
    title,
  })),
  fc.constantFrom(...POPUP_TEXTS).map((text): Command => ({ kind: 'tap.popup', tap: text })),
);

const device: fc.Arbitrary<Command> = fc.oneof(
  call('makePhoneCall', 'makePhoneCall', options({ phoneNumber: fc.constantFrom('', '10086', '+86 138 0000 0000', 10086, null) })),
  call('setClipboardData', 'setClipboardData', options({ data: fc.oneof(title, fc.constantFrom(1, null)) })),
  call('getClipboardData', 'getClipboardData', fc.constant({})),
  call('vibrateLong', 'vibrateLong', fc.constant({})),
  call('vibrateShort', 'vibrateShort', fc.constant({})),
);

const answered = record({ status: fc.constantFrom(200, 201, 204, 400, 404, 500), body: fc.constantFrom('json', 'text', 'empty', 'bad-json') } as const);
const requestOptions = options({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'get', 'BOGUS'),
  data: fc.oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('a=1&b=2', 7)),
  header: fc.constantFrom({ 'content-type': 'text/plain' }, { 'Content-Type': 'application/json' }, { 'X-Custom': '1' }),
  dataType: fc.constantFrom('json', 'text'),
  responseType: fc.constantFrom('text', 'arraybuffer'),
});
const network: fc.Arbitrary<Command> = fc.oneof(
  fc.tuple(answered, requestOptions).map(([answer, opts]): Command => ({ kind: 'request', call: 'request', options: { ...opts, url: endpointFor(answer) } })),
  requestOptions.map((opts): Command => ({ kind: 'request.network-error', call: 'request', options: { ...opts, url: endpointFor('network-error') } })),
  fc.integer({ min: 50, max: 1500 }).map((timeout): Command => ({ kind: 'request.timeout', call: 'request', options: { url: endpointFor('no-answer'), timeout } })),
  answered.map((answer): Command => ({ kind: 'downloadFile', call: 'downloadFile', options: { url: endpointFor(answer) } })),
  fc.constant<Command>({ kind: 'downloadFile.network-error', call: 'downloadFile', options: { url: endpointFor('network-error') } }),
);

const mount: fc.Arbitrary<Command> = fc.nat({ max: COMPONENT_PAGES.length - 1 }).map((index): Command =>
  ({ kind: `mount.${COMPONENT_PAGES[index]}`, call: 'reLaunch', options: { url: `/${componentPagePath(index)}` } }));

/** Any command on `app` (the explored app, app.ts). */
export function commandArbitrary(app: FixtureApp): fc.Arbitrary<Command> {
  return fc.oneof(
    { arbitrary: navigation(app), weight: 11 },
    { arbitrary: storage, weight: 4 },
    { arbitrary: feedback, weight: 4 },
    { arbitrary: device, weight: 3 },
    { arbitrary: network, weight: 3 },
    { arbitrary: mount, weight: 2 },
  );
}
