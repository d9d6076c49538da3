import type { Clause } from './types.ts';

const builtin = <N extends string, const X extends object = {}>(name: N, purpose: string, extra?: X) => ({
  id: `comp.builtin.${name}` as `comp.builtin.${N}`,
  section: 1 as const,
  area: 'components' as const,
  statement: `The runtime MUST provide the built-in component \`${name}\` (${purpose}), mountable by that name with the framework's props and events.`,
  values: { name, ...(extra as X) },
});

/** rich-text: tags the framework renders, each with the attributes it keeps besides class and style. */
const richTextTags = {
  ...Object.fromEntries(
    ['a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'big', 'blockquote', 'br', 'caption', 'center', 'cite',
      'code', 'dd', 'del', 'div', 'dl', 'dt', 'em', 'fieldset', 'font', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
      'header', 'hr', 'i', 'ins', 'label', 'legend', 'li', 'mark', 'nav', 'p', 'pre', 'q', 'rt', 'ruby', 's', 'section',
      'small', 'span', 'strong', 'sub', 'sup', 'tbody', 'tfoot', 'thead', 'tt', 'u', 'ul'].map((tag) => [tag, [] as string[]]),
  ),
  bdo: ['dir'],
  col: ['span', 'width'],
  colgroup: ['span', 'width'],
  img: ['alt', 'src', 'height', 'width'],
  ol: ['start', 'type'],
  table: ['width'],
  td: ['colspan', 'height', 'rowspan', 'width'],
  th: ['colspan', 'height', 'rowspan', 'width'],
  tr: ['colspan', 'height', 'rowspan', 'width'],
} as Record<string, readonly string[]>;

/** Built-in components, their states, clamps and limits (seed sections 1, 4, 5, 9). */
export const components = [
  builtin('image', 'an image with the framework\'s display modes, load and error events', {
    modes: ['scaleToFill', 'aspectFit', 'aspectFill', 'widthFix', 'heightFix', 'top', 'bottom', 'center', 'left', 'right',
      'top left', 'top right', 'bottom left', 'bottom right'],
    defaultMode: 'scaleToFill',
    errorTemplate: 'GET {src} 404 (Not Found)',
  }),
  builtin('progress', 'a progress bar', {
    strokeWidth: 6, activeColor: '#007AFF', backgroundColor: '#EBEBEB', durationPerPercent: 30, activeModes: ['backwards', 'forwards'],
  }),
  builtin('picker', 'a selector, multi-column, time or date picker'),
  builtin('movable-view', 'a view dragged and scaled inside a movable-area', {
    directions: ['all', 'vertical', 'horizontal', 'none'], defaultDirection: 'none',
    sources: { touch: 'touch', outOfBounds: 'touch-out-of-bounds', springBack: 'out-of-bounds' },
  }),
  builtin('web-view', 'an embedded web page'),
  builtin('rich-text', 'rendered nodes or HTML limited to the allowed tags and attributes', {
    tags: richTextTags, alwaysAllowed: ['class', 'style'],
  }),
  builtin('canvas', 'a drawing surface scaled for the device pixel ratio', { defaultWidth: 300, defaultHeight: 150 }),
  builtin('navigator', 'a link that runs a navigation operation', {
    openTypes: { navigate: 'navigateTo', redirect: 'redirectTo', switchTab: 'switchTab', reLaunch: 'reLaunch', navigateBack: 'navigateBack' },
    defaultOpenType: 'navigate',
  }),
  builtin('modal', 'the dialog behind uni.showModal', {
    // genuine runtime: uniapp-facts.md §5.11 (showModal's protocol defaults, protocol/ui/popup.js)
    defaults: { title: '', content: '', showCancel: true, cancelColor: '#000', confirmColor: '#007aff' },
  }),
  builtin('toast', 'the toast behind uni.showToast and uni.showLoading', {
    // genuine runtime: uniapp-facts.md §5.11 (showToast's protocol defaults; an icon it does not know becomes 'success')
    defaults: { title: '', icon: 'success', image: '', mask: false },
    icons: ['success', 'loading', 'error', 'none'],
    // genuine runtime: uniapp-facts.md §5.11 (showLoading's protocol defaults)
    loadingDefaults: { title: '', icon: 'loading', mask: false },
  }),
  builtin('action-sheet', 'the sheet behind uni.showActionSheet', {
    // genuine runtime: uniapp-facts.md §5.11 (showActionSheet's protocol default)
    defaults: { itemColor: '#000' },
  }),
  builtin('image-preview', 'the full-screen preview behind uni.previewImage'),
  // The tab bar is the app's own, drawn from its tabBar config; no page mounts it by name.
  { ...builtin('tab-bar', 'the app\'s tab bar'), statement: 'The runtime MUST provide the built-in tab bar, drawn from the app\'s tabBar config, with its tabs and their switching.' },
  builtin('map', 'a map with markers', {
    // genuine runtime: uniapp-facts.md §10.1 (the map's latitude and longitude props default to it)
    defaultCenter: { latitude: 39.92, longitude: 116.46 },
  }),
  builtin('input', 'a single-line text field', {
    types: ['text', 'number', 'idcard', 'digit', 'password', 'tel'], defaultType: 'text', maxlength: 140,
  }),
  builtin('textarea', 'a multi-line text field'),
  builtin('button', 'a button with types, disabled, loading and form actions', {
    types: ['default', 'primary', 'warn'], defaultType: 'default', formTypes: ['submit', 'reset'],
  }),
  builtin('audio', 'an audio player', {
    mediaErrors: { 1: 'MEDIA_ERR_ABORTED', 2: 'MEDIA_ERR_NETWORK', 3: 'MEDIA_ERR_DECODE', 4: 'MEDIA_ERR_SRC_NOT_SUPPORTED' },
  }),
  builtin('scroll-view', 'a scrollable region with refresher and threshold events', {
    upperThreshold: 50, lowerThreshold: 50, refresherThreshold: 45, refresherBackground: '#fff',
  }),
  // The seed names the five states; a page never sees those names (the framework keeps the state to itself
  // and emits refresher events), so each is its clause's id and statement, not a value a test could read.
  {
    id: 'comp.pull-to-refresh.pulling',
    section: 4, area: 'components',
    statement: 'Pulling down at the top MUST enter the \'pulling\' state.',
    values: {},
  },
  {
    id: 'comp.pull-to-refresh.reached',
    section: 4, area: 'components',
    statement: 'A pull that reaches the refresh threshold MUST enter the \'reached\' state.',
    values: {},
  },
  {
    id: 'comp.pull-to-refresh.aborting',
    section: 4, area: 'components',
    statement: 'Releasing a pull short of the threshold MUST enter the \'aborting\' state and then return to idle.',
    values: { settleMs: 300 },
  },
  {
    id: 'comp.pull-to-refresh.refreshing',
    section: 4, area: 'components',
    statement: 'Releasing a pull past the threshold MUST enter the \'refreshing\' state and emit the refresh event.',
    values: {},
  },
  {
    id: 'comp.pull-to-refresh.restoring',
    section: 4, area: 'components',
    statement: 'Ending a refresh MUST enter the \'restoring\' state and then return to idle.',
    values: { settleMs: 300 },
  },
  {
    id: 'comp.progress.percent-clamp',
    section: 5, area: 'components',
    statement: 'progress MUST clamp percent to 0–100.',
    values: { min: 0, max: 100 },
  },
  {
    id: 'comp.movable-view.scale-clamp',
    section: 5, area: 'components',
    statement: 'movable-view MUST clamp its scale to 0.1–10.',
    values: { min: 0.1, max: 10 },
  },
  {
    id: 'comp.picker.mode',
    section: 5, area: 'components',
    statement: 'picker MUST accept the modes selector, multiSelector, time and date, and no other.',
    values: { modes: ['selector', 'multiSelector', 'time', 'date'], default: 'selector', invalidTemplate: 'picker mode "{mode}" is not supported; use one of {modes}' },
  },
  {
    id: 'comp.picker.date-fields',
    section: 5, area: 'components',
    statement: 'A date picker MUST accept the fields year, month and day, giving values YYYY, YYYY-MM and YYYY-MM-DD.',
    values: { fields: ['year', 'month', 'day'], defaultField: 'day', formats: { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' } },
  },
  {
    id: 'comp.textarea.default-maxlength',
    section: 5, area: 'components',
    statement: 'textarea MUST default its maximum length to 140.',
    values: { maxlength: 140 },
  },
  {
    id: 'comp.picker.date-range',
    section: 9, area: 'components',
    statement: 'A date picker MUST default its range to the current year minus 150 to the current year plus 150.',
    values: { yearsAround: 150 },
  },
  {
    id: 'comp.picker.time-range',
    section: 9, area: 'components',
    statement: 'A time picker MUST default its range to the whole day, from 00:00 to 23:59.',
    values: { start: '00:00', end: '23:59' },
  },
  {
    id: 'comp.image-preview.zoom',
    section: 9, area: 'components',
    statement: 'Image preview MUST limit zoom to 1–4.',
    values: { min: 1, max: 4 },
  },
  {
    id: 'comp.action-sheet.max-height',
    section: 9, area: 'components',
    statement: 'The action sheet list MUST be at most 260 px high and scroll beyond it.',
    values: { maxHeight: 260 },
  },
  {
    id: 'comp.long-press.delay',
    section: 9, area: 'components',
    statement: 'A long press MUST fire after the pointer has been held 350 ms.',
    values: { delayMs: 350, moveThreshold: 10 },
  },
] as const satisfies readonly Clause[];
