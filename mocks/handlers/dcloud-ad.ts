/**
 * DCloud's advertising config endpoint (`GET <host>/ah5?d=<host>&a=<adpid>`, `/ah5v2` in later releases:
 * any path of the advertising host), answered in its `{ret, msg, data}` shape: `ret` 0 with the slots of the
 * asked ad-slot id under `data.a` and provider settings under `data.b`, or an error code and message for a
 * slot it does not know.
 */
import { http, HttpResponse } from 'msw';
import { scriptResponse } from './script-response.ts';
import { v } from '../../spec/catalogue/index.ts';

/** Every request to the advertising host, as an MSW path. */
export const AD_ENDPOINT = `${v('sdk.ad.request').host}/*`;

/** Whether `url` is a request to the advertising host. */
export const isAdRequest = (url: string) => url.startsWith(`${v('sdk.ad.request').host}/`);

/** An ad-slot id the endpoint knows; any other gets `AD_UNKNOWN_SLOT`. */
export const AD_SLOT = '1111111111';
export const AD_UNKNOWN_SLOT = { ret: -5001, msg: 'adpid not found' };

/** Tencent GDT's ad SDK, which the config names for provider '2'. */
export const GDT_SCRIPT = 'https://qzs.gdtimg.com/union/res/union_sdk/page/unjs/unjs.js';

/**
 * A stand-in for that SDK, as the runtimes use it: `TencentGDT.push({ placement_id, app_id, onComplete })`
 * asks for an ad (requests queued in a `TencentGDT` array before it loaded are taken too) and answers one
 * native ad; `TencentGDT.NATIVE.renderAd(ad, id)` draws it into the element with that id.
 */
const GDT_STAND_IN = `(function () {
  var queued = Array.isArray(window.TencentGDT) ? window.TencentGDT : [];
  function ask(request) {
    Promise.resolve().then(function () {
      if (request && typeof request.onComplete === 'function') request.onComplete([{ placement_id: request.placement_id, title: 'Sponsored' }]);
    });
  }
  window.TencentGDT = {
    push: ask,
    NATIVE: {
      renderAd: function (ad, id) {
        var view = document.getElementById(id);
        if (view) view.textContent = ad.title;
      },
    },
  };
  queued.forEach(ask);
})();`;

/** The config answered for `adpid`: one Tencent GDT slot (provider '2'). */
export function adConfig(adpid: string) {
  return {
    ret: 0,
    msg: 'ok',
    data: {
      a: { [adpid]: [{ a1: '2', a2: '1110765432', a3: '7031234567890123' }] },
      b: { '2': { script: { src: GDT_SCRIPT } } },
    },
  };
}

/**
 * The runtime's own ad report (uni-h5's AdReport GETs it with the host name once an ad's config is in): a
 * host the seed does not name, answered so that no request leaves the machine.
 */
export const AD_REPORT_HOST = 'https://has1.dcloud.net.cn';

export const handlers = [
  http.get(`${AD_REPORT_HOST}/*`, () => HttpResponse.json({})),
  http.get(GDT_SCRIPT, () => scriptResponse({ status: 200, body: GDT_STAND_IN })),
  http.get(AD_ENDPOINT, ({ request }) => {
    const adpid = new URL(request.url).searchParams.get(v('sdk.ad.request').slotParam) ?? '';
    return HttpResponse.json(adpid === AD_SLOT ? adConfig(adpid) : AD_UNKNOWN_SLOT);
  }),
];
