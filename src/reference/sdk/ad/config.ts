/**
 * The ad config client: one GET to the advertising endpoint with the host name and the ad-slot id,
 * the answer cached in local storage for 10 minutes. A cached config is served at once; an expired one
 * is still served and refreshed in the background. One request at a time: callers that arrive while it
 * is in flight wait for its answer.
 */
import { getJson } from './request.ts';

const ENDPOINT = 'https://hac1.dcloud.net.cn/ah5';
/** Query parameters: the host name and the ad-slot id. */
const HOST_PARAM = 'd';
const SLOT_PARAM = 'a';
/** The error a config without the requested slot gives. */
const INVALID_ADPID = { '-5002': 'invalid adpid' };
const CACHE_MS = 600000;
const CACHE_KEY = 'uni_app_ad_config';
const TIMEOUT = 8000;

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
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null');
    return cached && typeof cached.last === 'number' && cached.data ? cached : null;
  } catch {
    return null;
  }
}

function writeCache(data: AdConfigData): void {
  try {
    localStorage.setItem(CACHE_KEY, JSON.stringify({ last: Date.now(), data }));
  } catch {
    // No storage: the next mount asks again.
  }
}

const expired = (last: number) => Math.abs(Date.now() - last) > CACHE_MS;

function serve(data: AdConfigData, { adpid, success, fail }: Waiter): void {
  const slots = data.a?.[adpid];
  if (slots) success(data.b ?? {}, (Array.isArray(slots) ? slots : [slots]) as AdSlot[]);
  else fail({ ...INVALID_ADPID });
}

function load(adpid: string): void {
  if (loading) return;
  loading = true;
  const query = { [HOST_PARAM]: location.hostname, [SLOT_PARAM]: adpid };
  getJson(ENDPOINT, query, TIMEOUT, (err, body) => {
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
