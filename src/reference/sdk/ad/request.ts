/**
 * A GET for a JSON body, the way the ad component asks for it: through the app's `uni.request` when an
 * app is running, otherwise straight over XHR with the same query encoding, timeout and failure messages.
 */

export type Query = Record<string, string | number>;
export interface RequestError {
  errMsg: string;
}

/** uni.request's own failures. */
const TIMED_OUT = 'request:fail timeout';
const NETWORK_ERROR = 'request:fail';

export function withQuery(url: string, query: Query): string {
  const pairs = Object.entries(query).map(([k, value]) => `${encodeURIComponent(k)}=${encodeURIComponent(value)}`);
  return pairs.length ? `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}` : url;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function overXhr(url: string, query: Query, timeout: number, done: (err: RequestError | null, body?: unknown) => void): void {
  const xhr = new XMLHttpRequest();
  let finished = false;
  const finish = (err: RequestError | null, body?: unknown) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done(err, body);
  };
  // Our own timer rather than xhr.timeout, so that the limit follows the page's clock.
  const timer = setTimeout(() => {
    xhr.abort();
    finish({ errMsg: TIMED_OUT });
  }, timeout);
  xhr.open('GET', withQuery(url, query));
  xhr.onload = () => finish(null, parse(xhr.responseText));
  xhr.onerror = () => finish({ errMsg: NETWORK_ERROR });
  xhr.send();
}

export function getJson(url: string, query: Query, timeout: number, done: (err: RequestError | null, body?: unknown) => void): void {
  const uni = (window as { uni?: { request?: (o: Record<string, unknown>) => unknown } }).uni;
  if (typeof uni?.request === 'function') {
    uni.request({
      url,
      method: 'GET',
      timeout,
      data: query,
      dataType: 'json',
      success: (res: { data: unknown }) => done(null, res.data),
      fail: (err: RequestError) => done(err),
    });
    return;
  }
  overXhr(url, query, timeout, done);
}
