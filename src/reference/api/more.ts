/**
 * The API groups that neither the page shell calls (its back button and tab bar call the route APIs) nor
 * start work at launch: the browser host loads them as one chunk while the first page renders, and
 * `launch` puts `uni` up once they are in (./index.ts).
 */
import type { Runtime } from '../runtime/runtime.ts';
import { deviceApis } from './device/index.ts';
import { feedbackApis } from './feedback/index.ts';
import { locationApis } from './location/index.ts';
import { mediaApis } from './media/index.ts';
import { networkApis } from './network/index.ts';
import { sdkApis } from './sdk/index.ts';

export function moreApis(rt: Runtime): Record<string, (...args: any[]) => any> {
  return {
    ...networkApis(rt),
    ...locationApis(rt),
    ...deviceApis(rt),
    ...mediaApis(rt),
    ...feedbackApis(rt),
    ...sdkApis(rt),
  };
}
