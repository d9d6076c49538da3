/** Tencent service requests as the picker sends them: script urls on the service host. */
import { QQ_SERVICE } from '../../../../mocks/handlers/qqmap.ts';
import { v } from '../../../catalogue/index.ts';
import type { ScriptLog } from '../../../harness/scripts.ts';

const host = new URL(QQ_SERVICE).host;

export const geocoderUrls = (scripts: ScriptLog) =>
  scripts.urls(host).filter((u) => `${u.origin}${u.pathname}` === v('loc.reverse-geocoder').endpoint);
export const searchUrls = (scripts: ScriptLog) =>
  scripts.urls(host).filter((u) => `${u.origin}${u.pathname}` === v('loc.place-search').endpoint);

/** A call to Tencent's web service (a script-callback request), as opposed to its map library. */
export const isServiceCall = (u: URL) => u.href.startsWith(`${QQ_SERVICE}/`);
