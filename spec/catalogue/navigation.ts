import type { Clause } from './types.ts';

/** Routes, navigation rules, router and page shell (seed sections 1, 2, 5, 8, 9). */
export const navigation = [
  {
    id: 'nav.page-shell',
    section: 1, area: 'navigation',
    statement: 'The runtime MUST provide a page shell that renders the app\'s pages with a navigation bar and, when the app declares one, a tab bar.',
    values: {},
  },
  {
    id: 'nav.operations',
    section: 2, area: 'navigation',
    statement: 'The runtime MUST offer exactly these five navigation operations on the `uni` object: navigate, redirect, switch tab, relaunch and back.',
    values: { apis: ['navigateTo', 'redirectTo', 'switchTab', 'reLaunch', 'navigateBack'] },
  },
  {
    id: 'nav.navigate-to.pushes',
    section: 2, area: 'navigation',
    statement: 'navigateTo MUST push the target page on the page stack and keep the covered page alive with its state.',
    values: { api: 'navigateTo' },
  },
  {
    id: 'nav.redirect-to.replaces',
    section: 2, area: 'navigation',
    statement: 'redirectTo MUST replace the top page of the stack, leaving the stack depth unchanged.',
    values: { api: 'redirectTo' },
  },
  {
    id: 'nav.switch-tab.closes-non-tab-pages',
    section: 2, area: 'navigation',
    statement: 'switchTab MUST show the tab-bar page, close every non-tab page and drop the url\'s query.',
    values: { api: 'switchTab' },
  },
  {
    id: 'nav.re-launch.clears-stack',
    section: 2, area: 'navigation',
    statement: 'reLaunch MUST close every page and leave the target as the only page on the stack, tab-bar pages included as targets.',
    values: { api: 'reLaunch' },
  },
  {
    id: 'nav.navigate-back.pops',
    section: 2, area: 'navigation',
    statement: 'navigateBack MUST close `delta` pages (default 1), clamping a delta larger than the stack to the pages above the bottom one.',
    values: { api: 'navigateBack', defaultDelta: 1 },
  },
  {
    id: 'nav.tab-page-not-navigable',
    section: 2, area: 'navigation',
    statement: 'navigateTo and redirectTo MUST fail for a tab-bar page, with the framework\'s message for each.',
    values: { navigateTo: 'can not navigateTo a tabbar page', redirectTo: 'can not redirectTo a tabbar page' },
  },
  {
    id: 'nav.switch-tab-requires-tab-page',
    section: 2, area: 'navigation',
    statement: 'switchTab MUST fail for a page that is not a tab-bar page.',
    values: { message: 'can not switch to no-tabBar page' },
  },
  {
    id: 'nav.page-not-found',
    section: 2, area: 'navigation',
    statement: 'Navigating to a page the app does not declare MUST fail with \'page `{url}` is not found\', where {url} is the resolved url with its query.',
    values: { template: 'page `{url}` is not found' },
  },
  {
    id: 'nav.layout.windows',
    section: 2, area: 'navigation',
    statement: 'The layout MUST support optional top, left and right windows, each shown only when the viewport is at least its matchMedia minWidth wide.',
    values: { windows: ['topWindow', 'leftWindow', 'rightWindow'], defaultMinWidth: 768 },
  },
  {
    id: 'nav.layout.max-width',
    section: 2, area: 'navigation',
    statement: 'A route\'s maxWidth MUST limit the page content to that width, centred, when the viewport is wider.',
    values: { option: 'maxWidth' },
  },
  {
    id: 'nav.router.hash-mode',
    section: 2, area: 'navigation',
    statement: 'The router MUST support hash mode, its default, keeping the page path in the location hash.',
    values: { mode: 'hash', default: true },
  },
  {
    id: 'nav.router.history-mode',
    section: 2, area: 'navigation',
    statement: 'The router MUST support history mode, keeping the page path in the location pathname, with back and reload keeping the url and the stack consistent.',
    values: { mode: 'history' },
  },
  {
    id: 'nav.router.guards',
    section: 2, area: 'navigation',
    statement: 'The router MUST run navigation guards before a navigation, and a guard MUST be able to cancel it or redirect it to another page.',
    values: {},
  },
  {
    id: 'nav.url-must-be-string',
    section: 5, area: 'navigation',
    statement: 'A navigation url MUST be a string; a missing url or a url of another type MUST fail with the framework\'s parameter message.',
    values: {
      missing: 'Missing required parameter `url`',
      wrongType: 'parameter `url`. Expected String with value "{value}", got {type} with value {received}.',
    },
  },
  {
    id: 'nav.url-locked',
    section: 5, area: 'navigation',
    statement: 'A navigation to a url while a navigation to the same url is still in flight MUST fail with \'{url} locked\'.',
    values: { template: '{url} locked' },
  },
  {
    id: 'nav.preload-open-tab-page',
    section: 5, area: 'navigation',
    statement: 'preloadPage MUST fail for a tab-bar page that is already open.',
    values: { template: 'tabBar page `{path}` already exists' },
  },
  {
    id: 'nav.animation-type',
    section: 5, area: 'navigation',
    statement: 'The animation type of navigateTo and navigateBack MUST be one of the listed values; any other fails with the framework\'s message naming the supported values.',
    values: {
      navigateTo: ['slide-in-right', 'slide-in-left', 'slide-in-top', 'slide-in-bottom', 'fade-in', 'zoom-out', 'zoom-fade-out', 'pop-in', 'none'],
      navigateBack: ['slide-out-right', 'slide-out-left', 'slide-out-top', 'slide-out-bottom', 'fade-out', 'zoom-in', 'zoom-fade-in', 'pop-out', 'none'],
      // What an absent type means is not pinned: H5 draws no transition for any type (uniapp-facts.md §2.4),
      // so a page cannot tell one type from another.
      template: '`{type}` is not supported for `animationType` (supported values are: {list})',
    },
  },
  {
    id: 'nav.set-navigation-bar-color.front-color',
    section: 5, area: 'navigation',
    statement: 'setNavigationBarColor MUST accept frontColor #ffffff or #000000 only, and fail with \'invalid frontColor\' for any other value.',
    values: { allowed: ['#ffffff', '#000000'], message: 'invalid frontColor' },
  },
  {
    id: 'nav.back-press.quit-prompt',
    section: 8, area: 'navigation',
    statement: 'A back press on the root page MUST show \'Press again to quit the app\'; a second press within the window quits.',
    values: { message: 'Press again to quit the app', windowMs: 2000 },
  },
  {
    id: 'nav.animation.default-duration',
    section: 9, area: 'navigation',
    statement: 'The navigation animation duration MUST default to 300 ms.',
    values: { durationMs: 300 },
  },
  {
    id: 'nav.shell.navigation-bar-height',
    section: 9, area: 'navigation',
    statement: 'The navigation bar MUST be 44 px high.',
    values: { height: 44 },
  },
  {
    id: 'nav.shell.tab-bar-height',
    section: 9, area: 'navigation',
    statement: 'The tab bar MUST be 50 px high.',
    values: { height: 50 },
  },
  {
    id: 'nav.shell.desktop-popup-threshold',
    section: 9, area: 'navigation',
    statement: 'Popups MUST use the desktop (popover) presentation exactly when the window is at least 500 px wide and 500 px high.',
    values: { width: 500, height: 500 },
  },
  {
    id: 'nav.shell.base-design-width',
    section: 9, area: 'navigation',
    statement: 'rpx units MUST be computed against a base design width of 750.',
    values: { width: 750, maxDeviceWidth: 960, wideBaseDeviceWidth: 375, includeWidth: 750 },
  },
] as const satisfies readonly Clause[];
