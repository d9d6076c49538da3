/** Script answers shared by the map-service mocks (this module has no service of its own). */
import { HttpResponse, type RequestHandler } from 'msw';

export interface ScriptAnswer {
  status: number;
  body: string;
}

export function scriptResponse({ status, body }: ScriptAnswer): HttpResponse<string> {
  return new HttpResponse(body, { status, headers: { 'content-type': 'application/javascript; charset=utf-8' } });
}

/** A map library: `install` defines the library's global, then the url's `callback` is called. */
export function libraryReady(url: URL, install: string): ScriptAnswer {
  const callback = url.searchParams.get('callback');
  return { status: 200, body: `${install}\n${callback ? `typeof window[${JSON.stringify(callback)}] === "function" && window[${JSON.stringify(callback)}]();` : ''}` };
}

export const handlers: RequestHandler[] = [];
