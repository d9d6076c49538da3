import { useSyncExternalStore } from 'react';
import type { Uni } from '../api/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { ShellContext } from './context.ts';
import { overlays } from './overlays.ts';
import { Page } from './Page.tsx';
import { TabBar } from './TabBar.tsx';

/** The page shell: every live page (the stack and the kept-alive tabs), only the top one shown. */
export function App({ rt, uni }: { rt: Runtime; uni: Uni }) {
  const { stack, aliveTabs } = useSyncExternalStore(rt.router.subscribe, rt.router.getState);
  const top = stack[stack.length - 1]!;
  const live = [...aliveTabs, ...stack];
  return (
    <ShellContext.Provider value={{ rt, uni }}>
      <uni-app style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <div style={{ flex: 1 }}>
          {live.map((page) => (
            <Page key={page.id} page={page} visible={page === top} canGoBack={page === top && stack.length > 1} />
          ))}
        </div>
        {top.route.isTabBar ? <TabBar current={top} /> : null}
        {overlays.map((Overlay, i) => <Overlay key={i} />)}
      </uni-app>
    </ShellContext.Provider>
  );
}
