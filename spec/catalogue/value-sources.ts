/**
 * Where each catalogue value that is not a seed fact comes from. The seed's own facts are the rows of
 * `seed-facts.ts`; every other value a clause pins (walked to its leaves) needs an entry here, checked by
 * `spec/tools/seed-facts.ts`:
 *  - `genuine`: what the genuine Vue 2 H5 runtime does, from `../shared/research/uniapp-facts.md` (`where`
 *    names its section, which must exist);
 *  - `web-platform`: what the browser platform defines (HTML, DOM);
 *  - `reference-choice`: a value the suite picked where the seed and the research are silent (`why`).
 * An entry covers the value at its path and everything beneath it.
 */
import type { ClauseId } from './index.ts';

export type ValueSource = { readonly clause: ClauseId; readonly path: string } & (
  | { readonly kind: 'genuine'; readonly where: string }
  | { readonly kind: 'web-platform' | 'reference-choice'; readonly why: string }
);

const genuine = (where: string) => (clause: ClauseId, ...paths: string[]): ValueSource[] =>
  paths.map((path) => ({ clause, path, kind: 'genuine', where: `uniapp-facts.md ${where}` }));

/** English dialog strings the seed does not quote: the bundle's `en` text (its quoted ones are seed facts). */
const ENGLISH_UNQUOTED = [
  'uni.showActionSheet.cancel', 'uni.chooseFile.notUserActivation', 'uni.previewImage.cancel', 'uni.previewImage.button.save',
  'uni.previewImage.save.success', 'uni.picker.done', 'uni.picker.cancel', 'uni.chooseLocation.search', 'uni.chooseLocation.cancel',
];

export const valueSources: readonly ValueSource[] = [
  // ── navigation ──
  ...genuine('§2.5')('nav.navigate-back.pops', 'defaultDelta'),
  ...genuine('§2.4')('nav.tab-page-not-navigable', 'navigateTo', 'redirectTo'),
  ...genuine('§2.4')('nav.switch-tab-requires-tab-page', 'message'),
  ...genuine('§2.1')('nav.layout.windows', 'defaultMinWidth'),
  ...genuine('§2.6')('nav.router.hash-mode', 'default'),
  ...genuine('§0.4')('nav.url-must-be-string', 'missing', 'wrongType'),
  ...genuine('§2.4')('nav.preload-open-tab-page', 'template'),
  ...genuine('§2.4')('nav.animation-type', 'navigateTo', 'navigateBack', 'template'),
  { clause: 'nav.back-press.quit-prompt', path: 'windowMs', kind: 'reference-choice', why: 'the seed gives the prompt only; the quit prompt belongs to the app runtime (uniapp-facts.md §8.1: unused on H5), which has no H5 window, so the suite takes 2000 ms for "a second press within the window"' },
  ...genuine('§9')('nav.shell.base-design-width', 'maxDeviceWidth', 'wideBaseDeviceWidth', 'includeWidth'),

  // ── network ──
  ...genuine('§7.1')('net.request.timeout', 'errMsg', 'detail'),
  ...genuine('§7.1')('net.request.json-body', 'contentType'),
  ...genuine('§7.1')('net.request.status-is-success', 'errMsg'),
  ...genuine('§7.1')('net.request.network-error', 'errMsg'),
  ...genuine('§7.1')('net.request.abort', 'errMsg', 'detail'),
  ...genuine('§7.2')('net.download-file.get', 'errMsg'),
  ...genuine('§7.3')('net.upload-file.multipart', 'method'),
  ...genuine('§7.3')('net.upload-file.file-error', 'detail'),
  ...genuine('§7.9')('net.http-client.json-content-type', 'contentType'),
  ...genuine('§7.9')('net.http-client.xsrf', 'cookieName', 'headerName'),

  // ── location ──
  ...genuine('§2.3')('loc.open-location.scale-limits', 'min', 'max'),
  ...genuine('§2.3')('loc.open-location.navigation-link', 'qq', 'google', 'amap', 'originName', 'destinationName'),
  ...genuine('§3.1')('loc.entity.location-result', 'errMsg'),
  ...genuine('§7.4')('loc.place-search', 'endpoint', 'nearbyBoundary', 'regionBoundary'),
  ...genuine('§7.4')('loc.reverse-geocoder', 'endpoint', 'params.1', 'params.2', 'poiOptions'),
  ...genuine('§7.4')('loc.providers.map-libraries', 'google', 'amap', 'qq', 'callbackPrefix', 'amapCity'),
  ...genuine('§7.5')('loc.jsonp.timeout', 'callbackParam'),

  // ── components ──
  ...genuine('§10.4')('comp.builtin.image', 'modes', 'defaultMode'),
  { clause: 'comp.builtin.image', path: 'errorTemplate', kind: 'reference-choice', why: 'the seed names the image component only; the error event\'s detail is the V2 image component\'s `GET <src> 404 (Not Found)`, not recorded in uniapp-facts.md' },
  ...genuine('§5.7')('comp.builtin.progress', 'strokeWidth', 'activeColor', 'backgroundColor', 'durationPerPercent', 'activeModes'),
  ...genuine('§5.8')('comp.builtin.movable-view', 'directions', 'defaultDirection'),
  { clause: 'comp.builtin.movable-view', path: 'sources', kind: 'reference-choice', why: 'the seed names the component only; the change event\'s `source` values (touch, touch-out-of-bounds, out-of-bounds) are the framework\'s documented ones, not recorded in uniapp-facts.md' },
  ...genuine('§10.2')('comp.builtin.rich-text', 'tags', 'alwaysAllowed'),
  ...genuine('§10.1')('comp.builtin.map', 'defaultCenter'),
  { clause: 'comp.builtin.canvas', path: 'defaultWidth', kind: 'web-platform', why: 'an HTML canvas element is 300 × 150 CSS px by default' },
  { clause: 'comp.builtin.canvas', path: 'defaultHeight', kind: 'web-platform', why: 'an HTML canvas element is 300 × 150 CSS px by default' },
  ...genuine('§10.3')('comp.builtin.navigator', 'openTypes', 'defaultOpenType'),
  ...genuine('§5.9')('comp.builtin.input', 'types', 'defaultType', 'maxlength'),
  { clause: 'comp.builtin.button', path: 'types', kind: 'reference-choice', why: 'the seed names the button only and uniapp-facts.md §10.5 did not research it; the framework\'s documented types default, primary, warn' },
  { clause: 'comp.builtin.button', path: 'defaultType', kind: 'reference-choice', why: 'the framework\'s documented default type (uniapp-facts.md §10.5 did not research the button)' },
  { clause: 'comp.builtin.button', path: 'formTypes', kind: 'reference-choice', why: 'the framework\'s documented form types submit and reset (uniapp-facts.md §10.5 did not research the button)' },
  { clause: 'comp.builtin.audio', path: 'mediaErrors', kind: 'web-platform', why: 'the HTML MediaError codes 1–4 and their names' },
  ...genuine('§5.11')('comp.builtin.modal', 'defaults'),
  ...genuine('§5.11')('comp.builtin.toast', 'defaults', 'icons', 'loadingDefaults'),
  ...genuine('§5.11')('comp.builtin.action-sheet', 'defaults'),
  ...genuine('§4.2')('comp.builtin.scroll-view', 'upperThreshold', 'lowerThreshold', 'refresherThreshold', 'refresherBackground'),
  ...genuine('§4.1')('comp.pull-to-refresh.aborting', 'settleMs'),
  ...genuine('§4.1')('comp.pull-to-refresh.restoring', 'settleMs'),
  ...genuine('§5.5')('comp.picker.mode', 'default'),
  { clause: 'comp.picker.mode', path: 'invalidTemplate', kind: 'reference-choice', why: 'the seed says the mode must be one of four; the genuine picker only logs a Vue prop-validator warning (uniapp-facts.md §5.5), so the suite words the refusal itself' },
  ...genuine('§5.5')('comp.picker.date-fields', 'defaultField', 'formats'),
  ...genuine('§5.5')('comp.picker.time-range', 'start', 'end'),
  ...genuine('§9')('comp.long-press.delay', 'moveThreshold'),

  // ── device ──
  { clause: 'device.apis', path: 'apis', kind: 'reference-choice', why: 'the seed says only "device … APIs"; these are the uni device APIs its other facts are about (phone call §5, clipboard and scan §8, vibration §9)' },
  { clause: 'device.media-apis', path: 'apis', kind: 'reference-choice', why: 'the seed says only "media APIs"; these are the uni media APIs its other facts are about (file and video choosers §5, save image §8, video info §9, image preview §1)' },
  { clause: 'device.storage-apis', path: 'apis', kind: 'reference-choice', why: 'the seed says only "storage"; these are the uni storage APIs in their asynchronous and Sync forms (uniapp-facts.md §7.6)' },
  ...genuine('§7.6')('device.storage.round-trip', 'form'),
  ...genuine('§7.6')('device.storage.missing-key', 'errMsg'),
  ...genuine('§7.6')('device.storage.hidden-key', 'key'),
  ...genuine('§0.3')('device.api.ok', 'ok'),
  ...genuine('§0.3')('device.api.errmsg', 'fail', 'failWithDetail'),
  ...genuine('§0.3')('device.api.cancel', 'errMsg'),
  ...genuine('§0.4')('device.api.missing-parameter', 'errMsg'),
  ...genuine('§0.4')('device.api.invalid-type', 'errMsg'),
  ...genuine('§0.3')('device.api.never-throws', 'thrown'),
  ...genuine('§8.1')('device.choose-file.user-activation', 'message'),
  ...genuine('§5.11')('device.clipboard.content-copied', 'toastDurationMs'),
  ...genuine('§8.1')('device.clipboard.content-copied', 'toast'),
  ...genuine('§8.1')('device.i18n.spanish', 'strings'),
  ...genuine('§8.1')('device.i18n.english', 'locale', ...ENGLISH_UNQUOTED.map((k) => `strings['${k}']`)),
  ...genuine('§8.1')('device.i18n.chinese', 'locale', 'strings'),

  // ── sdk ──
  ...(['share', 'voice', 'image', 'location', 'card', 'pay', 'mini-program'] as const).flatMap((part) =>
    genuine('§7.8')(`sdk.messaging.${part}`, 'apis', 'errMsg')),
  ...genuine('§7.8')('sdk.messaging.usage-report', 'url', 'params', 'version', 'systemType', 'minClientVersion'),
  ...genuine('§7.7')('sdk.ad.request', 'host', 'hostParam', 'slotParam', 'invalidAdpid', 'widescreenWidth'),
  ...genuine('§7.7')('sdk.ad.config-cache', 'storageKey'),
  ...genuine('§6')('sdk.token.storage-key', 'key'),
  ...genuine('§6')('sdk.token.role-permission', 'fields.0'),
  ...genuine('§6')('sdk.token.expiry', 'unitMs'),
  ...genuine('§6')('sdk.token.signed-out', 'signedOut'),
];
