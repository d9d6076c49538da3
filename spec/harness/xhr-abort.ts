/**
 * A browser's `XMLHttpRequest.abort()` ends a request in flight at once: readyState DONE, then the
 * readystatechange, abort and loadend events, and no response after (XHR standard, the abort() method).
 * MSW's XMLHttpRequest interceptor answers requests itself and leaves abort() out: a request its handler
 * still holds neither ends nor fires anything, so a runtime that learns of an abort from the request's own
 * events (the framework's does) never learns of it. The unit face gives aborting the standard's steps.
 */
const HANDLERS = ['onreadystatechange', 'onloadstart', 'onprogress', 'onabort', 'onerror', 'onload', 'ontimeout', 'onloadend'] as const;

export function abortAsBrowsersDo(): void {
  const Intercepted = globalThis.XMLHttpRequest as typeof XMLHttpRequest & { __uniAbort?: boolean };
  if (Intercepted.__uniAbort) return;
  const Aborting = new Proxy(Intercepted, {
    construct(target, args, newTarget) {
      const xhr = Reflect.construct(target, args, newTarget) as XMLHttpRequest;
      let inFlight = false;
      xhr.addEventListener('loadend', () => { inFlight = false; });
      const send = (body?: Document | XMLHttpRequestBodyInit | null) => {
        inFlight = true;
        xhr.send(body);
      };
      const abort = () => {
        if (!inFlight) return xhr.abort();
        inFlight = false;
        const set = (readyState: number) => Object.defineProperty(xhr, 'readyState', { configurable: true, value: readyState });
        set(XMLHttpRequest.DONE);
        xhr.dispatchEvent(new Event('readystatechange'));
        xhr.dispatchEvent(new ProgressEvent('abort'));
        xhr.dispatchEvent(new ProgressEvent('loadend'));
        set(XMLHttpRequest.UNSENT);
        // The held response, when its handler lets it go, reaches no handler of the page.
        for (const name of HANDLERS) (xhr as any)[name] = null;
      };
      // The interceptor dispatches by method name, so send and abort are taken before they reach it.
      return new Proxy(xhr, {
        get(request, key) {
          if (key === 'send') return send;
          if (key === 'abort') return abort;
          const value = Reflect.get(request, key, request);
          return typeof value === 'function' ? value.bind(request) : value;
        },
        set: (request, key, value) => Reflect.set(request, key, value, request),
      });
    },
  });
  Object.defineProperty(Aborting, '__uniAbort', { value: true });
  Object.defineProperty(globalThis, 'XMLHttpRequest', { ...Object.getOwnPropertyDescriptor(globalThis, 'XMLHttpRequest'), value: Aborting });
}
