/**
 * uni.addInterceptor: the framework's navigation guards and API hooks. An `invoke` hook runs before the
 * API with its options; it may rewrite them (redirect a navigation), or cancel the call by returning
 * false (or a promise of false).
 */
export interface Interceptor {
  invoke?(options: Record<string, any>): unknown;
  success?(res: unknown): void;
  fail?(res: unknown): void;
  complete?(res: unknown): void;
}

export class Interceptors {
  private byApi = new Map<string, Interceptor[]>();

  add(api: string, interceptor: Interceptor): void {
    this.byApi.set(api, [...(this.byApi.get(api) ?? []), interceptor]);
  }

  remove(api: string, interceptor?: Interceptor): void {
    if (!interceptor) this.byApi.delete(api);
    else this.byApi.set(api, (this.byApi.get(api) ?? []).filter((i) => i !== interceptor));
  }

  /** Wraps an API so its interceptors run around it. */
  wrap<F extends (options?: any) => any>(api: string, fn: F): F {
    return ((options: Record<string, any> = {}) => {
      const hooks = [...(this.byApi.get('*') ?? []), ...(this.byApi.get(api) ?? [])];
      if (hooks.length === 0) return fn(options);
      const args = { ...options };
      for (const name of ['success', 'fail', 'complete'] as const) {
        const user = options[name];
        const chained = hooks.filter((h) => h[name]);
        if (chained.length) args[name] = (res: unknown) => { chained.forEach((h) => h[name]!(res)); user?.(res); };
      }
      const pending: Promise<unknown>[] = [];
      for (const hook of hooks) {
        const verdict = hook.invoke?.(args);
        if (verdict === false) return undefined;
        if (verdict instanceof Promise) pending.push(verdict);
      }
      if (pending.length === 0) return fn(args);
      return Promise.all(pending).then((verdicts) => (verdicts.includes(false) ? undefined : fn(args)));
    }) as F;
  }
}
