/**
 * The seed, fact by fact: every quoted string, number (with its unit), list and named call or rule of
 * `../shared/seed/000_90cb5b7a50f96975.txt`, with the clause and the path in its `values` that pins it.
 * `spec/tools/seed-facts.ts` checks this table both ways (run by `npm run spec:check`):
 *  - every fact the seed text holds (each quoted string, number, list item, code-like word, sentence) is
 *    covered by a row here or by a justified entry of `notFacts`;
 *  - every row's fact equals its catalogue value: quoted strings exactly (only the seed's quote marks
 *    stripped), numbers in the clause's unit (converted explicitly: `unit` → `in`), lists item by item;
 *  - every value the catalogue pins is the value of some row or has a source in `value-sources.ts`.
 *
 * Row fields:
 *  - `section`: the seed section (0 = the preamble before section 1, for `notFacts` only).
 *  - `seed`: the fact as the seed writes it — the text inside its quotes, the number's digits, the list's
 *    items, or the word / phrase; it must occur in that section (inside `at` when given: `at` is a longer
 *    excerpt of the seed that occurs once in the section and places a fact whose text occurs more than once).
 *  - `kind`: `quote` (the seed quotes it), `number`, `list`, `name` (an unquoted word or phrase the seed uses
 *    to name a value) or `rule` (a sentence or phrase the clause states; it pins no value, so no `path`).
 *  - `unit`: a number's unit exactly as the seed writes it after the number (absent when the seed writes none);
 *    `in`: the clause's unit when it differs or when the seed writes none.
 *  - `as`: for `name` and `list` only, the catalogue's spelling of the seed's words (an API name for
 *    "navigate", a kebab-case component name for "movable view"); the catalogue value must equal it.
 *  - `clause`, `path`: the clause and the value path (`a.b.0`, `strings['uni.app.quit']`; `@id` is the last
 *    segment of the clause id, for a list whose items are clauses without a name value).
 */
import type { ClauseId, Section } from './index.ts';

export type SeedUnit = 'ms' | 's' | 'seconds' | 'minutes' | 'm' | 'px';

interface Common {
  readonly section: Section;
  readonly clause: ClauseId;
  readonly at?: string;
}
export type FactRow = Common & (
  | { readonly kind: 'quote'; readonly seed: string; readonly path: string }
  | { readonly kind: 'number'; readonly seed: string; readonly unit?: SeedUnit; readonly in?: SeedUnit; readonly path: string }
  | { readonly kind: 'list'; readonly seed: readonly string[]; readonly as?: readonly string[]; readonly path: string }
  | { readonly kind: 'name'; readonly seed: string; readonly as?: string | number; readonly path: string }
  | { readonly kind: 'rule'; readonly seed: string }
);

/** Text of the seed that holds no fact to pin, each with the reason. */
export interface NotFact {
  readonly section: 0 | Section;
  readonly seed: string;
  readonly why: string;
  readonly at?: string;
}

const COMPONENTS = 'built-in components (image, progress, picker, movable view, web view, rich text, canvas, navigator, modal, toast, action sheet, image preview, tab bar, map, input, textarea, button, audio, scroll view)';
const SDK = 'A messaging-app SDK (share, voice, image, location, card, pay, mini-program bridge)';
const component = (seed: string): FactRow => ({
  // "image" occurs twice in the list ("image", "image preview"): the first item is placed by its bracket.
  section: 1, kind: 'name', seed, at: seed === 'image' ? '(image,' : COMPONENTS, path: 'name',
  clause: `comp.builtin.${seed.replace(/ /g, '-')}` as ClauseId, as: seed.replace(/ /g, '-'),
});
const sdkPart = (seed: string, id: string): FactRow => ({
  section: 1, kind: 'name', seed, at: SDK, path: '@id', clause: `sdk.messaging.${id}` as ClauseId, as: id,
});
const STATES = 'states: pulling, reached, aborting, refreshing, restoring';
const state = (seed: string): FactRow => ({
  section: 4, kind: 'rule', seed, at: STATES, clause: `comp.pull-to-refresh.${seed}` as ClauseId,
});
const OPERATIONS = 'operations: navigate, redirect, switch tab, relaunch, back';

export const seedFacts: readonly FactRow[] = [
  // ── §1 What the product does and for whom ──
  ...['image', 'progress', 'picker', 'movable view', 'web view', 'rich text', 'canvas', 'navigator', 'modal', 'toast',
    'action sheet', 'image preview', 'tab bar', 'map', 'input', 'textarea', 'button', 'audio', 'scroll view'].map(component),
  { section: 1, kind: 'rule', seed: 'device and media APIs', clause: 'device.apis' },
  { section: 1, kind: 'rule', seed: 'device and media APIs', clause: 'device.media-apis' },
  { section: 1, kind: 'rule', seed: 'storage', clause: 'device.storage-apis' },
  { section: 1, kind: 'rule', seed: 'a page shell', clause: 'nav.page-shell' },
  sdkPart('share', 'share'), sdkPart('voice', 'voice'), sdkPart('image', 'image'), sdkPart('location', 'location'),
  sdkPart('card', 'card'), sdkPart('pay', 'pay'), sdkPart('mini-program bridge', 'mini-program'),

  // ── §2 Screens and routes ──
  { section: 2, kind: 'name', seed: '/choose-location', clause: 'loc.route.choose-location', path: 'path' },
  { section: 2, kind: 'list', seed: ['latitude', 'longitude'], at: '| /choose-location | latitude, longitude |', clause: 'loc.route.choose-location', path: 'query' },
  { section: 2, kind: 'rule', seed: 'Location picker', clause: 'loc.choose-location.page' },
  { section: 2, kind: 'list', seed: ['map', 'search box', 'list of nearby places', 'confirm', 'back buttons'],
    as: ['map', 'search', 'list', 'confirm', 'back'], clause: 'loc.choose-location.page', path: 'parts' },
  { section: 2, kind: 'name', seed: '/open-location', clause: 'loc.route.open-location', path: 'path' },
  { section: 2, kind: 'list', seed: ['latitude', 'longitude', 'scale', 'name', 'address'], at: '| /open-location | latitude, longitude, scale (default 18), name, address |',
    clause: 'loc.route.open-location', path: 'query' },
  { section: 2, kind: 'number', seed: '18', clause: 'loc.open-location.default-scale', path: 'defaultScale' },
  { section: 2, kind: 'rule', seed: 'Shows a location and offers a navigation link to an external maps service', clause: 'loc.open-location.navigation-link' },
  { section: 2, kind: 'rule', seed: 'A tab-bar page cannot be opened with navigate or redirect', clause: 'nav.tab-page-not-navigable' },
  { section: 2, kind: 'rule', seed: 'Switching tab requires a tab-bar page', clause: 'nav.switch-tab-requires-tab-page' },
  { section: 2, kind: 'quote', seed: 'page `{url}` is not found', clause: 'nav.page-not-found', path: 'template' },
  { section: 2, kind: 'list', seed: ['navigate', 'redirect', 'switch tab', 'relaunch', 'back'], at: OPERATIONS,
    as: ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'], clause: 'nav.operations', path: 'apis' },
  { section: 2, kind: 'name', seed: 'navigate', at: OPERATIONS, as: 'navigateTo', clause: 'nav.navigate-to.pushes', path: 'api' },
  { section: 2, kind: 'name', seed: 'redirect', at: OPERATIONS, as: 'redirectTo', clause: 'nav.redirect-to.replaces', path: 'api' },
  { section: 2, kind: 'name', seed: 'switch tab', at: OPERATIONS, as: 'switchTab', clause: 'nav.switch-tab.closes-non-tab-pages', path: 'api' },
  { section: 2, kind: 'name', seed: 'relaunch', at: OPERATIONS, as: 'reLaunch', clause: 'nav.re-launch.clears-stack', path: 'api' },
  { section: 2, kind: 'name', seed: 'back', at: OPERATIONS, as: 'navigateBack', clause: 'nav.navigate-back.pops', path: 'api' },
  { section: 2, kind: 'list', seed: ['top', 'left', 'right side windows'], as: ['topWindow', 'leftWindow', 'rightWindow'], clause: 'nav.layout.windows', path: 'windows' },
  { section: 2, kind: 'name', seed: 'per-route maximum content width', as: 'maxWidth', clause: 'nav.layout.max-width', path: 'option' },
  { section: 2, kind: 'name', seed: 'hash', clause: 'nav.router.hash-mode', path: 'mode' },
  { section: 2, kind: 'name', seed: 'history', clause: 'nav.router.history-mode', path: 'mode' },
  { section: 2, kind: 'rule', seed: 'navigation guards', clause: 'nav.router.guards' },

  // ── §3 Entities and their fields ──
  { section: 3, kind: 'list', seed: ['name', 'address', 'distance', 'latitude', 'longitude'], clause: 'loc.entity.location-result', path: 'fields' },
  { section: 3, kind: 'list', seed: ['title', 'address', 'location (lat', 'lng)', 'ad_info with adcode'],
    as: ['title', 'address', 'location.lat', 'location.lng', 'ad_info.adcode'], clause: 'loc.entity.place-result', path: 'fields' },

  // ── §4 States and transitions ──
  ...['pulling', 'reached', 'aborting', 'refreshing', 'restoring'].map(state),

  // ── §5 Validation rules ──
  { section: 5, kind: 'rule', seed: 'Phone call requires a non-empty phoneNumber', clause: 'device.make-phone-call.phone-number' },
  { section: 5, kind: 'quote', seed: 'makePhoneCall:fail parameter error: parameter.phoneNumber should not be empty String;', clause: 'device.make-phone-call.phone-number', path: 'errMsg' },
  { section: 5, kind: 'rule', seed: 'Navigation-bar frontColor must be #ffffff or #000000, otherwise', clause: 'nav.set-navigation-bar-color.front-color' },
  { section: 5, kind: 'list', seed: ['#ffffff', '#000000'], clause: 'nav.set-navigation-bar-color.front-color', path: 'allowed' },
  { section: 5, kind: 'quote', seed: 'invalid frontColor', clause: 'nav.set-navigation-bar-color.front-color', path: 'message' },
  { section: 5, kind: 'rule', seed: 'A navigation url must be a string', clause: 'nav.url-must-be-string' },
  { section: 5, kind: 'quote', seed: '{url} locked', clause: 'nav.url-locked', path: 'template' },
  { section: 5, kind: 'rule', seed: 'An already open tab-bar page cannot be preloaded again', clause: 'nav.preload-open-tab-page' },
  { section: 5, kind: 'rule', seed: 'The navigation animation type must be one of the listed values', clause: 'nav.animation-type' },
  { section: 5, kind: 'number', seed: '0', at: 'clamped to 0-100', clause: 'comp.progress.percent-clamp', path: 'min' },
  { section: 5, kind: 'number', seed: '100', at: 'clamped to 0-100', clause: 'comp.progress.percent-clamp', path: 'max' },
  { section: 5, kind: 'number', seed: '0.1', clause: 'comp.movable-view.scale-clamp', path: 'min' },
  { section: 5, kind: 'number', seed: '10', at: 'clamped to 0.1-10', clause: 'comp.movable-view.scale-clamp', path: 'max' },
  { section: 5, kind: 'rule', seed: 'The pre-login provider must be \'univerify\', otherwise', clause: 'device.pre-login.provider' },
  { section: 5, kind: 'quote', seed: 'univerify', clause: 'device.pre-login.provider', path: 'allowed.0' },
  { section: 5, kind: 'quote', seed: 'provider error', clause: 'device.pre-login.provider', path: 'message' },
  { section: 5, kind: 'list', seed: ['selector', 'multiSelector', 'time', 'date'], clause: 'comp.picker.mode', path: 'modes' },
  { section: 5, kind: 'list', seed: ['year', 'month', 'day'], clause: 'comp.picker.date-fields', path: 'fields' },
  { section: 5, kind: 'number', seed: '100', at: 'default count is 100', clause: 'device.choose-file.default-count', path: 'count' },
  { section: 5, kind: 'number', seed: '60', clause: 'device.choose-video.default-max-duration', path: 'maxDuration' },
  { section: 5, kind: 'number', seed: '140', clause: 'comp.textarea.default-maxlength', path: 'maxlength' },

  // ── §6 Roles and permissions ──
  { section: 6, kind: 'rule', seed: 'reads a login token from local storage', clause: 'sdk.token.storage-key' },
  { section: 6, kind: 'rule', seed: 'decodes its payload for role, permission and expiry checks', clause: 'sdk.token.role-permission' },
  { section: 6, kind: 'name', seed: 'role', at: 'role, permission and expiry', clause: 'sdk.token.role-permission', path: 'fields.1' },
  { section: 6, kind: 'name', seed: 'permission', at: 'role, permission and expiry', clause: 'sdk.token.role-permission', path: 'fields.2' },
  { section: 6, kind: 'name', seed: 'expiry', as: 'exp', clause: 'sdk.token.role-permission', path: 'fields.3' },
  { section: 6, kind: 'rule', seed: 'expiry checks', clause: 'sdk.token.expiry' },
  { section: 6, kind: 'name', seed: 'admin', clause: 'sdk.token.admin', path: 'role' },

  // ── §7 The calls it makes ──
  { section: 7, kind: 'number', seed: '60', unit: 'seconds', in: 'ms', at: 'A generic request wrapper: default timeout 60 seconds', clause: 'net.request.default-timeout', path: 'timeoutMs' },
  { section: 7, kind: 'rule', seed: 'JSON body by default for non-GET methods', clause: 'net.request.json-body' },
  { section: 7, kind: 'name', seed: 'GET', at: 'Download helper: GET for a file', clause: 'net.download-file.get', path: 'method' },
  { section: 7, kind: 'number', seed: '60', unit: 'seconds', in: 'ms', at: 'Upload wrapper: default timeout 60 seconds', clause: 'net.upload-file.default-timeout', path: 'timeoutMs' },
  { section: 7, kind: 'list', seed: ['keyword', 'boundary', 'page_size', 'page_index'], clause: 'loc.place-search', path: 'params' },
  { section: 7, kind: 'name', seed: 'location', at: 'a reverse geocoder by location', clause: 'loc.reverse-geocoder', path: 'params.0' },
  { section: 7, kind: 'rule', seed: 'returning nearby places, paged the same way', clause: 'loc.reverse-geocoder' },
  { section: 7, kind: 'rule', seed: 'Two other map providers use their own map libraries', clause: 'loc.providers.map-libraries' },
  { section: 7, kind: 'name', seed: 'GET', at: 'issues GET requests', clause: 'sdk.ad.request', path: 'method' },
  { section: 7, kind: 'rule', seed: 'to third-party advertising endpoints with a host name and an ad-slot id', clause: 'sdk.ad.request' },
  { section: 7, kind: 'rule', seed: 'The messaging SDK sends a usage-report image request to a third-party host', clause: 'sdk.messaging.usage-report' },
  { section: 7, kind: 'rule', seed: 'JSON content type for object bodies', clause: 'net.http-client.json-content-type' },
  { section: 7, kind: 'rule', seed: 'a cross-site-request-forgery cookie and header name pair', clause: 'net.http-client.xsrf' },
  // axios's `timeout: 0` is its "no timeout" (uniapp-facts.md §7.9).
  { section: 7, kind: 'name', seed: 'no timeout', as: 0, clause: 'net.http-client.no-timeout', path: 'timeoutMs' },
  { section: 7, kind: 'number', seed: '200', clause: 'net.http-client.validate-status', path: 'min' },
  { section: 7, kind: 'number', seed: '299', clause: 'net.http-client.validate-status', path: 'max' },

  // ── §8 The error catalogue ──
  { section: 8, kind: 'quote', seed: 'Press again to quit the app', clause: 'nav.back-press.quit-prompt', path: 'message' },
  { section: 8, kind: 'quote', seed: 'Press again to quit the app', clause: 'device.i18n.english', path: "strings['uni.app.quit']" },
  { section: 8, kind: 'quote', seed: 'Connection to server timed out, tap the screen to retry', clause: 'net.async-error.retry', path: 'message' },
  { section: 8, kind: 'quote', seed: 'Connection to server timed out, tap the screen to retry', clause: 'device.i18n.english', path: "strings['uni.async.error']" },
  { section: 8, kind: 'quote', seed: 'Content copied', clause: 'device.clipboard.content-copied', path: 'message' },
  { section: 8, kind: 'quote', seed: 'Content copied', clause: 'device.i18n.english', path: "strings['uni.setClipboardData.success']" },
  { section: 8, kind: 'quote', seed: 'Failed to save image to album', clause: 'device.save-image.failed', path: 'message' },
  { section: 8, kind: 'quote', seed: 'Failed to save image to album', clause: 'device.i18n.english', path: "strings['uni.previewImage.save.fail']" },
  { section: 8, kind: 'quote', seed: 'Recognition failed', clause: 'device.scan-code.failed', path: 'message' },
  { section: 8, kind: 'quote', seed: 'Recognition failed', clause: 'device.i18n.english', path: "strings['uni.scanCode.fail']" },
  { section: 8, kind: 'rule', seed: 'A notice that the file chooser may only be shown on user activation', clause: 'device.choose-file.user-activation' },
  { section: 8, kind: 'quote', seed: 'Map key not configured.', clause: 'loc.map.key-not-configured', path: 'message' },
  { section: 8, kind: 'quote', seed: 'Map load failed.', clause: 'loc.map.load-failed', path: 'message' },
  { section: 8, kind: 'rule', seed: 'API failure strings such as', clause: 'device.api.errmsg' },
  { section: 8, kind: 'quote', seed: 'chooseLocation:fail', clause: 'loc.choose-location.fail', path: 'errMsg' },
  { section: 8, kind: 'rule', seed: 'Request timeout', at: 'Request timeout, network error and aborted request', clause: 'net.request.timeout' },
  { section: 8, kind: 'rule', seed: 'network error', clause: 'net.request.network-error' },
  { section: 8, kind: 'rule', seed: 'aborted request', clause: 'net.request.abort' },
  { section: 8, kind: 'rule', seed: 'A Spanish translation of the framework dialog strings is present', clause: 'device.i18n.spanish' },
  { section: 8, kind: 'name', seed: 'Spanish', as: 'es', clause: 'device.i18n.spanish', path: 'locale' },

  // ── §9 Business constants and limits ──
  { section: 9, kind: 'number', seed: '60000', unit: 'ms', clause: 'net.request.default-timeout', path: 'timeoutMs' },
  { section: 9, kind: 'number', seed: '30', unit: 's', in: 'ms', clause: 'loc.jsonp.timeout', path: 'timeoutMs' },
  { section: 9, kind: 'number', seed: '10', unit: 'minutes', in: 'ms', at: 'config cache 10 minutes', clause: 'sdk.ad.config-cache', path: 'cacheMs' },
  { section: 9, kind: 'number', seed: '8', unit: 's', in: 'ms', clause: 'sdk.ad.request-timeout', path: 'timeoutMs' },
  { section: 9, kind: 'number', seed: '20', clause: 'loc.picker.page-size', path: 'pageSize' },
  { section: 9, kind: 'number', seed: '10', at: '(10 for one provider)', clause: 'loc.picker.amap-page-size', path: 'pageSize' },
  { section: 9, kind: 'number', seed: '5000', unit: 'm', clause: 'loc.picker.nearby-radius', path: 'radiusM' },
  { section: 9, kind: 'number', seed: '50000', unit: 'm', clause: 'loc.picker.keyword-radius', path: 'radiusM' },
  { section: 9, kind: 'number', seed: '1000', unit: 'ms', clause: 'loc.picker.search-debounce', path: 'delayMs' },
  { section: 9, kind: 'number', seed: '150', clause: 'comp.picker.date-range', path: 'yearsAround' },
  { section: 9, kind: 'number', seed: '1', at: 'zoom 1 to 4', clause: 'comp.image-preview.zoom', path: 'min' },
  { section: 9, kind: 'number', seed: '4', at: 'zoom 1 to 4', clause: 'comp.image-preview.zoom', path: 'max' },
  { section: 9, kind: 'number', seed: '260', in: 'px', clause: 'comp.action-sheet.max-height', path: 'maxHeight' },
  { section: 9, kind: 'quote', seed: 'Cancel', clause: 'device.modal.default-buttons', path: 'cancelText' },
  { section: 9, kind: 'quote', seed: 'OK', clause: 'device.modal.default-buttons', path: 'confirmText' },
  { section: 9, kind: 'quote', seed: 'Cancel', clause: 'device.i18n.english', path: "strings['uni.showModal.cancel']" },
  { section: 9, kind: 'quote', seed: 'OK', clause: 'device.i18n.english', path: "strings['uni.showModal.confirm']" },
  { section: 9, kind: 'number', seed: '400', unit: 'ms', clause: 'device.vibrate.long', path: 'durationMs' },
  { section: 9, kind: 'number', seed: '15', unit: 'ms', clause: 'device.vibrate.short', path: 'durationMs' },
  { section: 9, kind: 'number', seed: '3000', unit: 'ms', clause: 'device.video-info.timeout', path: 'timeoutMs' },
  { section: 9, kind: 'number', seed: '300', unit: 'ms', at: '(300 ms for data or blob urls)', clause: 'device.video-info.local-timeout', path: 'timeoutMs' },
  { section: 9, kind: 'rule', seed: 'for data or blob urls', clause: 'device.video-info.local-timeout' },
  { section: 9, kind: 'number', seed: '300', unit: 'ms', at: 'Navigation animation default 300 ms', clause: 'nav.animation.default-duration', path: 'durationMs' },
  { section: 9, kind: 'number', seed: '44', in: 'px', clause: 'nav.shell.navigation-bar-height', path: 'height' },
  { section: 9, kind: 'number', seed: '50', in: 'px', clause: 'nav.shell.tab-bar-height', path: 'height' },
  { section: 9, kind: 'number', seed: '500', in: 'px', at: 'threshold 500', clause: 'nav.shell.desktop-popup-threshold', path: 'width' },
  { section: 9, kind: 'number', seed: '500', in: 'px', at: 'by 500', clause: 'nav.shell.desktop-popup-threshold', path: 'height' },
  { section: 9, kind: 'number', seed: '750', clause: 'nav.shell.base-design-width', path: 'width' },
  { section: 9, kind: 'number', seed: '350', unit: 'ms', clause: 'comp.long-press.delay', path: 'delayMs' },
  { section: 9, kind: 'number', seed: '5', at: 'zoom limits 5 to 18', clause: 'loc.map.zoom-limits', path: 'min' },
  { section: 9, kind: 'number', seed: '18', at: 'zoom limits 5 to 18', clause: 'loc.map.zoom-limits', path: 'max' },
];

const NOT_SHOWN = 'the product\'s own facts are "not shown": there is nothing to pin';
const CAPTION = 'a caption introducing the list or table that follows';
const HEADING = 'a heading: the section number and title, the document\'s structure';

export const notFacts: readonly NotFact[] = [
  { section: 0, seed: '# Specification: client application built on a cross-platform web UI framework', why: 'the document title' },
  { section: 0, seed: 'The product is a client-side application built on a cross-platform app framework.', why: 'the preamble: says what the document is; no framework fact' },
  { section: 0, seed: 'Every part of its client script that could be read consisted of framework, library and polyfill code; nothing specific to the product was visible.', why: 'the preamble: how the seed was written' },
  { section: 0, seed: 'This document covers all nine points and says "not shown" wherever the product\'s own behaviour is absent.', why: 'the preamble: the seed\'s conventions ("not shown" is its marker for absent product facts)' },
  { section: 0, seed: 'The framework facts below are listed only because they constrain the runtime environment, and they are not product rules.', why: 'the preamble: the status of the facts that follow' },
  ...[
    '## 1. What the product does and for whom', '## 2. Screens and routes', '## 3. Entities and their fields',
    '## 4. States and transitions', '## 5. Validation rules', '## 6. Roles and permissions', '## 7. The calls it makes',
    '## 8. The error catalogue', '## 9. Business constants and limits',
  ].map((seed, i) => ({ section: (i + 1) as Section, seed, why: HEADING })),
  { section: 1, seed: 'The product\'s purpose: not shown.', why: NOT_SHOWN },
  { section: 1, seed: 'The product\'s audience: not shown.', why: NOT_SHOWN },
  { section: 1, seed: 'The runtime is a cross-platform UI framework with', why: 'names the kind of runtime the whole suite is about; the facts are the list that follows' },
  { section: 1, seed: 'is also present', why: 'the SDK\'s presence: its parts are the rows of the list before it' },
  { section: 2, seed: 'Product screens and routes: not shown.', why: NOT_SHOWN },
  { section: 2, seed: 'Framework-provided internal screens:', why: CAPTION },
  { section: 2, seed: '| Route | Query | Purpose |', why: 'the table\'s header row' },
  { section: 2, seed: 'Navigation rules of the framework:', why: CAPTION },
  { section: 2, seed: 'Available navigation operations:', why: CAPTION },
  { section: 2, seed: 'The layout allows optional', why: 'introduces the windows and width rows' },
  { section: 2, seed: 'A client-side router supporting', why: 'introduces the mode and guard rows' },
  { section: 2, seed: 'the product\'s route table is not shown', why: NOT_SHOWN },
  { section: 3, seed: 'Product entities: not shown.', why: NOT_SHOWN },
  { section: 3, seed: 'The only shape seen is a framework location result with the fields', why: 'introduces the fields list' },
  { section: 3, seed: 'A place search result carries', why: 'introduces the fields list' },
  { section: 4, seed: 'Product states and transitions: not shown.', why: NOT_SHOWN },
  { section: 4, seed: 'The framework\'s pull-to-refresh passes through these', why: 'introduces the states list' },
  { section: 5, seed: 'Product validation rules: not shown.', why: NOT_SHOWN },
  { section: 5, seed: 'Framework checks:', why: CAPTION },
  { section: 6, seed: 'The product\'s roles: not shown.', why: NOT_SHOWN },
  { section: 6, seed: 'Whether the product uses it: not shown.', why: NOT_SHOWN },
  { section: 7, seed: 'Calls to the product\'s own backend: not shown (no endpoint, method, path or payload).', why: NOT_SHOWN },
  { section: 7, seed: 'Framework-level calls:', why: CAPTION },
  { section: 7, seed: 'Further payload and response fields: not shown.', why: NOT_SHOWN },
  { section: 8, seed: 'Product error messages and how the product handles each error: not shown.', why: NOT_SHOWN },
  { section: 8, seed: 'Framework messages:', why: CAPTION },
  { section: 9, seed: 'Product limits: not shown.', why: NOT_SHOWN },
  { section: 9, seed: 'Framework values:', why: CAPTION },
];
