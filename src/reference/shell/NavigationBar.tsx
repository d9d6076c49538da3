import { useEffect, useSyncExternalStore } from 'react';
import type { PageEntry } from '../router/router.ts';
import { useShell } from './context.ts';
import { NAVIGATION_BAR_COLORS, navigationBarStyle, titleStyle } from './layout.ts';

/** The navigation bar: back button (when a page lies below), title, and the colours set by the APIs. */
export function NavigationBar({ page, canGoBack, current }: { page: PageEntry; canGoBack: boolean; current: boolean }) {
  const { rt, uni } = useShell();
  const shell = useSyncExternalStore(rt.shell.subscribe, rt.shell.get);
  const state = shell.navigationBars[page.id] ?? {};
  const title = state.title ?? page.route.page.style?.navigationBarTitleText ?? '';
  const color = state.frontColor ?? NAVIGATION_BAR_COLORS.frontColor;
  // The current page's title is the document's, as the framework sets it on each navigation.
  useEffect(() => {
    if (current) document.title = title;
  }, [current, title]);
  return (
    <uni-page-head style={navigationBarStyle(state.backgroundColor ?? NAVIGATION_BAR_COLORS.backgroundColor, color)}>
      {canGoBack ? (
        <button type="button" aria-label="back" className="uni-page-head-btn" style={{ border: 0, background: 'none', color, fontSize: 22, width: 44 }} onClick={() => uni.navigateBack({})}>
          ‹
        </button>
      ) : null}
      <h1 className="uni-page-head__title" style={titleStyle}>{title}</h1>
    </uni-page-head>
  );
}
