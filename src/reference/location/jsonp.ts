/**
 * The framework's script-callback (JSONP) request: a `<script>` whose response calls a global callback
 * named in the url. It fails when the script cannot load or the callback has not run in time.
 */

/** How long the callback may take to run (ms). */
const TIMEOUT = 30000;
/** The query parameter that names the callback. */
const CALLBACK_PARAM = 'callback';

export class JsonpError extends Error {}

/** `url` carries a query already: the callback parameter is appended to it. */
export function getJSONP<T>(url: string, options: { callback?: string; timeout?: number } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const name = `__callback${Date.now()}${Math.random().toString().slice(2)}`;
    const globals = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    const finish = () => {
      clearTimeout(timer);
      delete globals[name];
      script.remove();
    };
    const timer = setTimeout(() => {
      finish();
      reject(new JsonpError('timeout'));
    }, options.timeout ?? TIMEOUT);
    globals[name] = (res: T) => {
      finish();
      resolve(res);
    };
    script.onerror = () => {
      finish();
      reject(new JsonpError('script error'));
    };
    script.src = `${url}&${options.callback ?? CALLBACK_PARAM}=${name}`;
    document.body.appendChild(script);
  });
}
