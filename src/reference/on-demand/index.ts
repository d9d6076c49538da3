/**
 * Modules loaded when first needed rather than with the first page (the browser host's code splitting):
 * system pages, most components, the messaging SDK … Each is an `import()` behind `onDemand`, which
 * remembers the module once it is in. `use` runs its callback in the same turn when the module is already
 * in, so code written against an on-demand module behaves exactly as with a static import once
 * `loadEveryModule` has run: the library entry (`../index.ts`, the unit face's) runs it before anything
 * launches; the browser host (`../host/main.ts`) does not, and loads each module on first use.
 */
export interface OnDemand<M> {
  /** The module once it is in, else undefined. */
  readonly current: M | undefined;
  /** Loads the module (once; later calls share the first load). */
  load(): Promise<M>;
  /** Runs `fn` with the module: at once when it is in, else when it has loaded. */
  use(fn: (module: M) => void): void;
}

const every = new Set<OnDemand<unknown>>();

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let loading: Promise<M> | undefined;
  const mod: OnDemand<M> = {
    current: undefined,
    load() {
      loading ??= importer().then((m) => {
        (mod as { current: M | undefined }).current = m;
        return m;
      });
      return loading;
    },
    use(fn) {
      if (mod.current) fn(mod.current);
      else mod.load().then(fn, (e: unknown) => console.error('a module of the reference failed to load', e));
    },
  };
  every.add(mod as OnDemand<unknown>);
  return mod;
}

/** The module, which must be in already (`loadEveryModule` has run); throws naming `what` otherwise. */
export function loaded<M>(mod: OnDemand<M>, what: string): M {
  if (!mod.current) throw new Error(`${what} is loaded on demand and is not in yet: import the reference from its index.ts, which loads every module up front`);
  return mod.current;
}

/** Loads every on-demand module, those that loaded modules declare included. */
export async function loadEveryModule(): Promise<void> {
  const done = new Set<OnDemand<unknown>>();
  while (done.size < every.size) {
    const pending = [...every].filter((m) => !done.has(m));
    await Promise.all(pending.map((m) => m.load()));
    for (const m of pending) done.add(m);
  }
}
