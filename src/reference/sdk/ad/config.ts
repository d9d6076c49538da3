/**
 * The ad config client: one GET to the advertising endpoint with the host name and the ad-slot id,
 * the answer cached in local storage for 10 minutes. A cached config is served at once; an expired one
 * is still served and refreshed in the background. One request at a time: callers that arrive while it
 * is in flight wait for its answer.
 */
import { v } from '../../../../spec/catalogue/index.ts';
import { getJson } from './request.ts';

const endpoint = v('sdk.ad.request');
const { cacheMs, storageKey } = v('sdk.ad.config-cache');
const { timeoutMs } = v('sdk.ad.request-timeout');

/** The endpoint's `data`: slots by ad-slot id (`a`) and provider settings (`b`). */
export interface AdConfigData {
  a: Record<string, unknown>;
  b: Record<string, unknown>;
}
export type AdSlot = Record<string, unknown>;
export type AdError = Record<string, unknown>;

interface Waiter {
  adpid: string;
  success(providers: AdConfigData['b'], slots: AdSlot[]): void;
  fail(err: AdError): void;
}

let loading = false;
let waiting: Waiter[] = [];

function readCache(): { last: number; data: AdConfigData } | null {
  try {
    const cached = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    return cached && typeof cached.last === 'number' && cached.data ? cached : null;
  } catch {
    return null;
  }
}

function writeCache(data: AdConfigData): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify({ last: Date.now(), data }));
  } catch {
    // No storage: the next mount asks again.
  }
}

const expired = (last: number) => Math.abs(Date.now() - last) > cacheMs;

function serve(data: AdConfigData, { adpid, success, fail }: Waiter): void {
  const slots = data.a?.[adpid];
  if (slots) success(data.b ?? {}, (Array.isArray(slots) ? slots : [slots]) as AdSlot[]);
  else fail({ ...endpoint.invalidAdpid });
}

function load(adpid: string): void {
  if (loading) return;
  loading = true;
  const query = { [endpoint.hostParam]: location.hostname, [endpoint.slotParam]: adpid };
  getJson(endpoint.url, query, timeoutMs, (err, body) => {
    loading = false;
    const served = waiting;
    waiting = [];
    const answer = body as { ret?: unknown; msg?: unknown; data?: AdConfigData } | undefined;
    if (!err && answer?.ret === 0 && answer.data) {
      writeCache(answer.data);
      for (const w of served) serve(answer.data, w);
      return;
    }
    const failure: AdError = err ? { ...err } : { errCode: answer?.ret, errMsg: answer?.msg };
    for (const w of served) w.fail(failure);
  });
}

export function getAdConfig(waiter: Waiter): void {
  const cached = readCache();
  if (cached) {
    serve(cached.data, waiter);
    if (expired(cached.last)) load(waiter.adpid);
    return;
  }
  waiting.push(waiter);
  load(waiter.adpid);
}

/** Drops a caller that no longer wants the answer (its component unmounted). */
export function cancelAdConfig(waiter: Waiter): void {
  waiting = waiting.filter((w) => w !== waiter);
}
