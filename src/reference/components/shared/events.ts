/**
 * The framework's component event object: handlers passed as `on<Event>` receive `{ type, detail }`,
 * `type` being the framework's lower-case event name (`change`, `refresherpulling`, …).
 */
export interface UniEvent<D = Record<string, unknown>> {
  type: string;
  detail: D;
}

export type UniHandler<D = Record<string, unknown>> = (event: UniEvent<D>) => void;

export function emit<D>(handler: UniHandler<D> | undefined, type: string, detail: D): void {
  handler?.({ type, detail });
}
