/**
 * The genuine uni-app H5 runtime, Vue 3 edition, as a target: each fixture app is generated as a uni-app
 * project and served from its production build (`edition.ts`, core in `../genuine/`).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineGenuineTarget } from '../genuine/index.ts';
import { loadingImage } from '../genuine/loading-images.ts';
import expectations from './expectations.json' with { type: 'json' };

const dir = dirname(fileURLToPath(import.meta.url));
/** Whether neither `el` nor an ancestor is `display: none`. */
function displayed(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
  return true;
}
const editionModule = join(dir, 'edition.ts');
const pinned = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const target = defineGenuineTarget({ name: 'genuine-vue3' }, {
  editionModule,
  version: pinned.dependencies['@dcloudio/uni-h5']!,
  port: Number(process.env.UNI_GENUINE_VUE3_PORT ?? 4181),
  parts: {
    // The custom elements are wrappers; the bars' boxes and colours are on these.
    'shell.navigation-bar': '.uni-page-head',
    'shell.tab-bar': '.uni-tabbar',
    // Kept-alive pages leave the document, so the one page element is the current one.
    'shell.page': 'uni-page',
    // V3 loads the picture with an <img> of its own, out of the document until it has loaded.
    'image.picture': {
      css: 'uni-image > img',
      unit: (within) => [...within.querySelectorAll('uni-image')].flatMap((el) => {
        const shown = el.querySelector(':scope > img');
        const loading = shown ?? loadingImage();
        return loading ? [loading] : [];
      }),
    },
    // The picker's popup is its sheet, shown while toggled; its columns are picker-view columns, or on a
    // desktop-sized window a selector's plain list (the other one is then hidden).
    'picker.popup': '.uni-picker-custom',
    'picker.column': {
      css: 'uni-picker-view-column, .uni-picker-select',
      unit: (within) => [...within.querySelectorAll('uni-picker-view-column, .uni-picker-select')].filter(displayed),
    },
    'picker.option': '.uni-picker-item',
    // The loading spinner is drawn by uni-h5's stylesheet (a ::before) on a button with the loading attribute.
    'button.loading': 'uni-button[loading]',
    // Markers are the map library's own drawing (the suite's stand-in library draws each in its marker layer).
    'map.marker': '.map-surface-marker, .amap-marker',
    // previewImage mounts an app of its own on #u-a-p: a swiper holding every url at once, one item each; the
    // one shown is the swiper's `current`.
    'popup.image-preview': '#u-a-p > div',
    'popup.image-preview.current': {
      css: '#u-a-p uni-swiper-item img',
      unit: (within) => [...within.querySelectorAll('#u-a-p uni-swiper')].flatMap((swiper) => {
        const current = Number((swiper as unknown as { __vueParentComponent?: { props: { current?: unknown } } }).__vueParentComponent?.props.current ?? 0);
        const img = swiper.querySelectorAll('uni-swiper-item')[current]?.querySelector('img');
        return img ? [img] : [];
      }),
    },
  },
  // The runtime ships the ad component and the three map providers; no HTTP client (axios), no messaging SDK
  // (jweixin), and the uni-id token helper only in uniCloud projects (__UNI_FEATURE_UNI_CLOUD__).
  capabilities: ['ad'],
  expectations,
  vendorAssets: [
    // The tab bar's shadow, in uni-h5's own stylesheet.
    'https://cdn.dcloud.net.cn/img/**',
    // The facial-recognition SDK, which index.html links whenever tree shaking is off.
    'https://cn-shanghai-aliyun-cloudauth.oss-cn-shanghai.aliyuncs.com/**',
  ],
  unit: async () => (await import('./unit.ts')).unit,
});

/**
 * Shorter limits than the core's: a build here takes under a minute even behind another worker's, and a
 * test whose callback the runtime never calls would otherwise hold the run for four minutes.
 */
export default { ...target, timeouts: { ...target.timeouts, unit: 120_000, browser: 180_000 } };
