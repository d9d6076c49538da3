/**
 * DCloud's advertising config endpoint (`GET …/ah5?d=<host>&a=<adpid>`), answered in its `{ret, msg, data}`
 * shape: `ret` 0 with the slots of the asked ad-slot id under `data.a` and provider settings under
 * `data.b`, or an error code and message for a slot it does not know.
 */
import { http, HttpResponse } from 'msw';
import { v } from '../../spec/catalogue/index.ts';

export const AD_ENDPOINT = v('sdk.ad.request').url;

/** An ad-slot id the endpoint knows; any other gets `AD_UNKNOWN_SLOT`. */
export const AD_SLOT = '1111111111';
export const AD_UNKNOWN_SLOT = { ret: -5001, msg: 'adpid not found' };

/** The config answered for `adpid`: one Tencent GDT slot (provider '2'). */
export function adConfig(adpid: string) {
  return {
    ret: 0,
    msg: 'ok',
    data: {
      a: { [adpid]: [{ a1: '2', a2: '1110765432', a3: '7031234567890123' }] },
      b: { '2': { script: { src: 'https://qzs.gdtimg.com/union/res/union_sdk/page/unjs/unjs.js' } } },
    },
  };
}

export const handlers = [
  http.get(AD_ENDPOINT, ({ request }) => {
    const adpid = new URL(request.url).searchParams.get(v('sdk.ad.request').slotParam) ?? '';
    return HttpResponse.json(adpid === AD_SLOT ? adConfig(adpid) : AD_UNKNOWN_SLOT);
  }),
];
