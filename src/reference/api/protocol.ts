/**
 * The framework's declarative parameter checking and result delivery: one mechanism serves every API.
 * A protocol lists each parameter's type, whether it is required, its default and a validator; a
 * failed check reaches the caller as the framework's errMsg, never as an exception of the call.
 */

export type TypeName = 'String' | 'Number' | 'Boolean' | 'Object' | 'Array' | 'Function' | 'ArrayBuffer';

export interface Rule {
  type?: TypeName | readonly TypeName[];
  required?: boolean;
  default?: unknown;
  /** Returns a failure detail, or nothing; may rewrite `params[key]`. */
  validator?(value: any, params: Record<string, any>): string | void;
}
export type Protocol = Record<string, Rule>;

export type ApiResult = Record<string, unknown> & { errMsg: string };
export interface Callbacks {
  success?(res: ApiResult): void;
  fail?(res: ApiResult): void;
  complete?(res: ApiResult): void;
}

export function rawType(value: unknown): string {
  return Object.prototype.toString.call(value).slice(8, -1);
}

const explicable = (type: string) => ['string', 'number', 'boolean'].includes(type.toLowerCase());

/** String(value), except for values without a primitive form (a null-prototype object) that would throw. */
function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return rawType(value);
  }
}

function styleValue(value: unknown, type: string): string {
  if (type === 'String') return `"${text(value)}"`;
  if (type === 'Number') return `${Number(text(value))}`;
  return text(value);
}

/** The framework's wrong-type message, e.g. parameter `url`. Expected String with value "1", got Number with value 1. */
export function invalidTypeMessage(name: string, value: unknown, expected: readonly string[]): string {
  const received = rawType(value);
  let message = `parameter \`${name}\`. Expected ${expected.join(', ')}`;
  const hasBoolean = [expected[0]!, received].some((t) => t.toLowerCase() === 'boolean');
  if (expected.length === 1 && explicable(expected[0]!) && !hasBoolean) {
    message += ` with value ${styleValue(value, expected[0]!)}`;
  }
  message += `, got ${received} `;
  if (explicable(received)) message += `with value ${styleValue(value, received)}.`;
  return message;
}

export function missingParameterMessage(name: string): string {
  return `Missing required parameter \`${name}\``;
}

/** Checks and normalises `params` in protocol key order; returns the first failure detail. */
export function checkParams(protocol: Protocol, params: Record<string, any>): string | undefined {
  for (const [key, rule] of Object.entries(protocol)) {
    let value = params[key];
    const absent = value === undefined || value === null;
    if (absent && rule.required) return missingParameterMessage(key);
    if (absent && rule.default !== undefined) {
      value = params[key] = typeof rule.default === 'function' ? (rule.default as () => unknown)() : rule.default;
    } else if (absent && rule.type === 'Boolean') {
      value = params[key] = false;
    }
    if (!absent && rule.type) {
      const expected = typeof rule.type === 'string' ? [rule.type] : rule.type;
      if (!expected.includes(rawType(value) as TypeName)) return invalidTypeMessage(key, value, expected);
    }
    const detail = rule.validator?.(value, params);
    if (detail) return detail;
  }
  return undefined;
}

/** `<api>:fail`, `<api>:fail <detail>`; a detail that already carries the prefix is used as it is. */
export function failMessage(api: string, detail?: string): string {
  if (!detail) return `${api}:fail`;
  if (detail.startsWith(`${api}:fail`)) return detail;
  return `${api}:fail ${detail}`;
}

export class ApiFailure extends Error {
  constructor(readonly detail?: string, readonly extra: Record<string, unknown> = {}) {
    super(detail ?? 'fail');
  }
}

export interface Settle {
  resolve(res?: Record<string, unknown>): void;
  reject(detail?: string, extra?: Record<string, unknown>): void;
}

type Options = Record<string, any> & Callbacks;
const hasCallbacks = (o: Options) => ['success', 'fail', 'complete'].some((k) => typeof o[k] === 'function');

/**
 * Wraps an implementation as a framework API: checks the options, then calls `impl(params, settle)`.
 * With callbacks the call returns what `impl` returns (a task, for request-like APIs); without, a Promise
 * that resolves with the result and rejects with `{ errMsg }`.
 */
export function defineAsyncApi<T = unknown>(
  name: string,
  protocol: Protocol,
  impl: (params: Record<string, any>, settle: Settle) => T,
  hooks: { beforeAll?(res: ApiResult): void } = {},
): (options?: Options) => T | Promise<ApiResult> | undefined {
  return (given?: Options) => {
    // null is no options, as undefined is.
    const options: Options = given ?? {};
    let promise: Promise<ApiResult> | undefined;
    let callbacks: Callbacks = options;
    if (!hasCallbacks(options)) {
      let resolvePromise!: (r: ApiResult) => void;
      let rejectPromise!: (r: ApiResult) => void;
      promise = new Promise<ApiResult>((res, rej) => { resolvePromise = res; rejectPromise = rej; });
      callbacks = { success: resolvePromise, fail: rejectPromise };
    }
    let settled = false;
    const finish = (ok: boolean, res: ApiResult) => {
      if (settled) return;
      settled = true;
      hooks.beforeAll?.(res);
      (ok ? callbacks.success : callbacks.fail)?.(res);
      callbacks.complete?.(res);
    };
    const settle: Settle = {
      resolve: (res = {}) => finish(true, { ...res, errMsg: `${name}:ok` }),
      reject: (detail, extra = {}) => finish(false, { ...extra, errMsg: failMessage(name, detail) }),
    };
    const params: Record<string, any> = isPlainObject(options) ? { ...options } : {};
    let detail: string | undefined;
    try {
      detail = isPlainObject(options) ? checkParams(protocol, params) : invalidTypeMessage('options', options, ['Object']);
    } catch (e) {
      // A value a rule cannot even read (an object without a prototype, in a query) fails the call, not the caller.
      detail = failureDetail(e);
    }
    if (detail) {
      settle.reject(detail);
      return promise;
    }
    let returned: T | undefined;
    try {
      returned = impl(params, settle);
      if (returned instanceof Promise) {
        returned.catch((e: unknown) => settle.reject(failureDetail(e), failureExtra(e)));
      }
    } catch (e) {
      settle.reject(failureDetail(e), failureExtra(e));
    }
    // An implementation's own promise is internal: with callbacks only a task object is handed out.
    return promise ?? (returned instanceof Promise ? undefined : returned);
  };
}

function failureDetail(e: unknown): string | undefined {
  if (e instanceof ApiFailure) return e.detail;
  return e instanceof Error ? e.message : String(e);
}
function failureExtra(e: unknown): Record<string, unknown> {
  return e instanceof ApiFailure ? e.extra : {};
}

export function isPlainObject(value: unknown): value is Record<string, any> {
  return rawType(value) === 'Object';
}

/**
 * Wraps a synchronous API with a positional protocol. As in the framework, a failed check throws an
 * Error whose message is the errMsg: synchronous APIs have no fail callback to report through.
 */
export function defineSyncApi<A extends unknown[], R>(
  name: string,
  positional: readonly (readonly [string, Rule])[],
  impl: (...args: A) => R,
): (...args: A) => R {
  return (...args: A) => {
    const params: Record<string, any> = {};
    positional.forEach(([key], i) => { params[key] = args[i]; });
    const detail = checkParams(Object.fromEntries(positional), params);
    if (detail) throw new Error(failMessage(name, detail));
    try {
      return impl(...(positional.map(([key]) => params[key]) as A));
    } catch (e) {
      // Whatever failed inside (its own failure, or the browser refusing its storage) reads as the API's own,
      // as a failed check does: a synchronous API throws its '<api>:fail' error and no other.
      throw new Error(failMessage(name, failureDetail(e)));
    }
  };
}
