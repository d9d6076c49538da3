/** The app the host boots when it is opened by hand: four pages, two of them tabs. */
import type { AppConfig } from '../runtime/app-config.ts';

export const defaultApp: AppConfig = {
  pages: [
    { path: 'pages/index/index', style: { navigationBarTitleText: 'Home' }, text: 'Home page', components: [{ name: 'input' }] },
    { path: 'pages/detail/detail', style: { navigationBarTitleText: 'Detail' }, text: 'Detail page' },
    { path: 'pages/other/other', style: { navigationBarTitleText: 'Other' }, text: 'Other page' },
    { path: 'pages/mine/mine', style: { navigationBarTitleText: 'Mine' }, text: 'Mine page' },
  ],
  tabBar: {
    list: [
      { pagePath: 'pages/index/index', text: 'Home' },
      { pagePath: 'pages/mine/mine', text: 'Mine' },
    ],
  },
  router: { mode: 'hash' },
};
