/**
 * The pull-down refresh of each page that has one (pages.json `enablePullDownRefresh`), by page id, so
 * that `uni.startPullDownRefresh` / `stopPullDownRefresh` reach the current page's.
 */
import type { PullToRefresh } from '../gestures/pull-to-refresh.ts';

export type PageRefreshes = Map<number, PullToRefresh>;

export const createPageRefreshes = (): PageRefreshes => new Map();
