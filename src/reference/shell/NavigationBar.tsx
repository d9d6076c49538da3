import { useEffect, useSyncExternalStore } from 'react';
import type { PageEntry } from '../router/router.ts';
import { useShell } from './context.ts';

export const NAVIGATION_BAR_HEIGHT = 44;

/** The navigation bar: back button (when a page lies below), title, and the colours set by the APIs. */
export function NavigationBar({ page, canGoBack, current }: { page: PageEntry; canGoBack: boolean; current: boolean }) {
  const { rt, uni } = useShell();
  const shell = useSyncExternalStore(rt.shell.subscribe, rt.shell.get);
  const state = shell.navigationBars[page.id] ?? {};
  const title = state.title ?? page.route.page.style?.navigationBarTitleText ?? '';
  const color = state.frontColor ?? '#000000';
  // The current page's title is the document's, as the framework sets it on each navigation.
  useEffect(() => {
    if (current) document.title = title;
  }, [current, title]);
  return (
    <uni-page-head style={{ display: 'flex', alignItems: 'center', height: NAVIGATION_BAR_HEIGHT, boxSizing: 'border-box', background: state.backgroundColor ?? '#f8f8f8', color }}>
      {canGoBack ? (
        <button type="button" aria-label="back" className="uni-page-head-btn" style={{ border: 0, background: 'none', color, fontSize: 22, width: 44 }} onClick={() => uni.navigateBack({})}>
          ‹
        </button>
      ) : null}
      <h1 className="uni-page-head__title" style={{ flex: 1, margin: 0, fontSize: 16, textAlign: 'center' }}>{title}</h1>
    </uni-page-head>
  );
}
