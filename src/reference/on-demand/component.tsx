/**
 * React's side of on-demand modules: `useOnDemand` says whether modules are in (loading them when not),
 * `onDemandComponent` is a component whose code is one. A module already in is used in the same render,
 * as a static import would be; one that is not is loaded and the render follows as an ordinary state
 * update (not a Suspense retry, whose reveal React throttles on the page's timers).
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { OnDemand } from './index.ts';

/**
 * Whether every one of `modules` is in; when not, loads them and renders again once they all are. The
 * list is read when not all are in: keep it the same array (memoised) from render to render.
 */
export function useOnDemand(modules: readonly OnDemand<unknown>[]): boolean {
  const ready = modules.every((m) => m.current);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    Promise.all(modules.map((m) => m.load())).then(
      () => { if (live) setLoaded((n) => n + 1); },
      (e: unknown) => console.error('a module of the reference failed to load', e),
    );
    return () => { live = false; };
  }, [ready, modules]);
  return ready;
}

/** Renders the module's default export once the module is in, nothing before. */
export function onDemandComponent<P extends object>(mod: OnDemand<{ default: ComponentType<P> }>): ComponentType<P> {
  const modules = [mod];
  return function OnDemandComponent(props: P) {
    const Component = useOnDemand(modules) ? mod.current!.default : undefined;
    return Component ? <Component {...props} /> : null;
  };
}
