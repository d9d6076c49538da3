/**
 * The genuine uni-app H5 runtime, Vue 2 edition (the one the seed describes), as published on npm:
 * each fixture app becomes a uni-app project built with DCloud's CLI (`edition.ts`) and served by the
 * genuine core (`../genuine/`). Run it with `npm run genuine:vue2`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROMISE_RESOLVES_PAIR } from '../../contract/index.ts';
import { defineGenuineTarget } from '../genuine/index.ts';
import expectations from './expectations.json' with { type: 'json' };

// Paths, not URL objects: inside Vitest's DOM `URL` is happy-dom's.
const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
interface VueInstance { $options: { name?: string }; $children: VueInstance[]; _img?: HTMLImageElement | null; index?: number }
/** Whether neither `el` nor an ancestor is `display: none`. */
function displayed(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
  return true;
}
const port = Number(process.env.UNI_GENUINE_VUE2_PORT ?? 4180);

export default defineGenuineTarget({ name: 'genuine-vue2' }, {
  editionModule: join(dir, 'edition.ts'),
  version: pkg.dependencies['@dcloudio/uni-h5']!,
  port,
  // On H5 the Vue 2 runtime has the uni-id mixin (always installed), the <ad> component and the three
  // map providers; the messaging SDK (jweixin-module) and an HTTP client are separate npm packages.
  capabilities: ['token-helper', 'ad'],
  expectations,
  // Without callbacks an API resolves `[err, res]` (uni-app's Vue 2 promisify), whether it failed or not.
  promiseOutcome: PROMISE_RESOLVES_PAIR,
  parts: {
    // The custom elements are inline wrappers; the bars' boxes and colours are on these.
    'shell.navigation-bar': '.uni-page-head',
    'shell.tab-bar': '.uni-tabbar',
    // Pages under the current one stay alive in Vue's keep-alive, out of the document.
    'shell.page': 'uni-page',
    // The picker's popup is its sheet, shown while toggled; its columns are picker-view columns, or on a
    // desktop-sized window a selector's plain list (the other one is then hidden).
    'picker.popup': '.uni-picker-custom',
    'picker.column': {
      css: 'uni-picker-view-column, .uni-picker-select',
      unit: (within) => [...within.querySelectorAll('uni-picker-view-column, .uni-picker-select')].filter(displayed),
    },
    'picker.option': '.uni-picker-item',
    // A loading button draws its spinner as its own ::before while it has the loading attribute.
    'button.loading': 'uni-button[loading]:not([loading="false"])',
    // Markers are the map library's own drawing (the suite's stand-in library draws each in its marker layer).
    'map.marker': '.map-surface-marker, .amap-marker',
    // The preview holds every url at once, one swiper item each; the one shown is its instance's `index`.
    'popup.image-preview': '.uni-system-preview-image',
    'popup.image-preview.current': {
      css: '.uni-system-preview-image .image-view-img',
      unit: (within) => [...within.querySelectorAll('.uni-system-preview-image')].flatMap((el) => {
        const index = (el as unknown as { __vue__?: VueInstance }).__vue__?.index ?? 0;
        const img = el.querySelectorAll('uni-swiper-item')[index]?.querySelector('.image-view-img');
        return img ? [img] : [];
      }),
    },
    // V2 loads the picture with an <img> of its own, appended to the image only once it has loaded; until
    // then that <img> lives outside the document, and a load or error the test sends goes to it.
    'image.picture': {
      css: 'uni-image > img',
      unit: (within) => [...within.querySelectorAll('uni-image')].flatMap((el) => {
        const shown = el.querySelector(':scope > img');
        if (shown) return [shown];
        let vm = (el as unknown as { __vue__?: VueInstance }).__vue__;
        while (vm && !/^(VUni)?Image$/.test(vm.$options.name ?? '')) vm = vm.$children[0];
        return vm?._img ? [vm._img] : [];
      }),
    },
  },
  // The tab bar's shadow, in uni-h5's own stylesheet.
  vendorAssets: ['https://cdn.dcloud.net.cn/img/**'],
  unit: async () => (await import('./unit.ts')).prepareUnit(),
});
