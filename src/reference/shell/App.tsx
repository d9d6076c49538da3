import { useMemo, useSyncExternalStore } from 'react';
import type { Uni } from '../api/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { keyframes } from './animations.ts';
import { appStyle, contentStyle, mainStyle, pagesStyle } from './layout.ts';
import { ShellContext } from './context.ts';
import { LayoutWindow } from './LayoutWindow.tsx';
import { overlays } from './overlays.ts';
import { Page } from './Page.tsx';
import { TabBar } from './TabBar.tsx';

// The popups never change: the same elements every render, which React skips when the shell renders again.
const overlayViews = overlays.map((Overlay, i) => <Overlay key={i} />);

/**
 * The page shell: the optional top, left and right windows around the content, which holds every live
 * page (the stack and the kept-alive tabs, only the top one shown) and the tab bar. The current route's
 * maxWidth limits the whole layout, centred.
 */
export function App({ rt, uni }: { rt: Runtime; uni: Uni }) {
  const { stack, aliveTabs } = useSyncExternalStore(rt.router.subscribe, rt.router.getState);
  const top = stack[stack.length - 1]!;
  const live = [...aliveTabs, ...stack];
  const style = top.route.page.style ?? {};
  const maxWidth = style.maxWidth ? { maxWidth: style.maxWidth, margin: '0 auto' } : undefined;
  // One value for the app's life, so a navigation re-renders no component only for reading it.
  const shell = useMemo(() => ({ rt, uni }), [rt, uni]);
  return (
    <ShellContext.Provider value={shell}>
      <uni-app style={{ ...appStyle, ...maxWidth }}>
        <style>{keyframes}</style>
        <LayoutWindow name="topWindow" config={rt.app.topWindow} enabled={style.topWindow !== false} />
        <uni-main style={mainStyle}>
          <LayoutWindow name="leftWindow" config={rt.app.leftWindow} enabled={style.leftWindow !== false} />
          <uni-content style={contentStyle}>
            <div style={pagesStyle}>
              {live.map((page) => (
                <Page key={page.id} page={page} visible={page === top} canGoBack={page === top && stack.length > 1} />
              ))}
            </div>
            {top.route.isTabBar ? <TabBar current={top} /> : null}
          </uni-content>
          <LayoutWindow name="rightWindow" config={rt.app.rightWindow} enabled={style.rightWindow !== false} />
        </uni-main>
        {overlayViews}
      </uni-app>
    </ShellContext.Provider>
  );
}
