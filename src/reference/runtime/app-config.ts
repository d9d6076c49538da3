/** The app the runtime boots: its pages.json (pages, tab bar, layout windows) and its manifest settings. */
export interface AppConfig {
  /** First page is the entry page. */
  pages: PageConfig[];
  tabBar?: { list: { pagePath: string; text: string }[]; color?: string; selectedColor?: string };
  topWindow?: WindowConfig;
  leftWindow?: WindowConfig;
  rightWindow?: WindowConfig;
  /** manifest `h5.router`. */
  router?: { mode: 'hash' | 'history'; base?: string };
  /** manifest `locale`. */
  locale?: string;
  /** manifest `networkTimeout`. */
  networkTimeout?: { request?: number; uploadFile?: number; downloadFile?: number };
  /** manifest `h5.sdkConfigs.maps` keys. */
  maps?: { qqmap?: { key: string }; google?: { key: string }; amap?: { key: string; securityJsCode?: string } };
}

export interface PageConfig {
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
  /** Text the page body shows. */
  text?: string;
  /** Same-origin url of the page's code, loaded on demand as the framework loads a page's chunk. */
  code?: string;
  /** Built-in components the page body shows after its text, in order. */
  components?: PageComponent[];
  /** Page hooks relayed as DOM CustomEvents of the hook's name on the page's relay element. */
  hooks?: string[];
}

/** A built-in component a page shows, by framework name with framework props (JSON only). */
export interface PageComponent {
  name: string;
  props?: Record<string, unknown>;
  children?: PageComponent[];
  /** Framework events relayed as DOM CustomEvents on the component's wrapper. */
  events?: string[];
}

export interface WindowConfig {
  path: string;
  style?: { width?: string; height?: string };
  matchMedia?: { minWidth: number };
  /** Text the window shows. */
  text?: string;
}
