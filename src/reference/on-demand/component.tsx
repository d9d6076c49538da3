/**
 * A React component whose code is loaded on demand: it renders nothing until its module is in, then the
 * module's default export. An element mounted after the module is in renders it in the same pass, as a
 * statically imported component would; one mounted before loads it and renders once it has loaded (an
 * ordinary state update, not a Suspense retry, so no reveal throttling on the page's timers).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { OnDemand } from './index.ts';

export function onDemandComponent<P extends object>(mod: OnDemand<{ default: ComponentType<P> }>): ComponentType<P> {
  return function OnDemandComponent(props: P) {
    const [Component, setComponent] = useState(() => mod.current?.default);
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      mod.use((m) => { if (live) setComponent(() => m.default); });
      return () => { live = false; };
    }, [Component]);
    return Component ? <Component {...props} /> : null;
  };
}
