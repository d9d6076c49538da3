/**
 * MSW helpers for the network suite: a test host, an echo of what the server received, a response held
 * back until the test releases it (for timeouts and aborts), and the virtual clock a failure is awaited on.
 */
import { http, HttpResponse } from 'msw';
import { expect, vi } from 'vitest';
import { server } from '../../../mocks/node.ts';
import { v } from '../../catalogue/index.ts';
import { watch } from '../../harness/unit.ts';

/** A host only the tests' handlers answer (the `.test` top-level domain is reserved). */
export const API = 'https://api.network.test';

export interface Received {
  method: string;
  url: string;
  /** By lower-case name. */
  headers: Record<string, string>;
  body: string;
}

/** Answers every request to `url` with `reply` and records what arrived. */
export function serve(url: string, reply: (request: Request) => Response | Promise<Response> = () => HttpResponse.json({ ok: true })): Received[] {
  const received: Received[] = [];
  server.use(
    http.all(url, async ({ request }) => {
      received.push({
        method: request.method,
        url: request.url,
        headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
        body: request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text(),
      });
      return reply(request);
    }),
  );
  return received;
}

export interface Held {
  /** Resolves when the request reached the server. */
  arrived: Promise<void>;
  /** Lets the server answer with `response`. */
  release(response?: Response): void;
}

/** A response to `url` that the server keeps back until `release`: the request stays in flight meanwhile. */
export function hold(url: string): Held {
  let arrive!: () => void;
  let release!: (r: Response) => void;
  const arrived = new Promise<void>((r) => { arrive = r; });
  const released = new Promise<Response>((r) => { release = r; });
  server.use(http.all(url, () => { arrive(); return released; }));
  return { arrived, release: (response = HttpResponse.json({ late: true })) => release(response) };
}

/**
 * The result of a call that must fail at once (an abort, a network error), awaited on the virtual clock
 * (fake timers on) up to a millisecond short of the default timeout: a target that leaves the call to its
 * timeout fails here at once, where a real clock would hold the test until its own time limit.
 */
export async function settledBeforeTimeout<T>(promise: Promise<T>): Promise<T> {
  const outcome = watch(promise);
  await vi.advanceTimersByTimeAsync(v('net.request.default-timeout').timeoutMs - 1);
  expect(outcome.settled, 'settled before the default timeout').toBe(true);
  return outcome.promise;
}

/** The media type of a Content-Type value, without its parameters. */
export function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase();
}
