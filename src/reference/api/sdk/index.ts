/**
 * uni-level entry points of the messaging SDK, ads and token helper (issue 8): the framework puts none of
 * them on `uni`. The SDK is the page's `wx` / `jWeixin` (`sdk/messaging`), the ad is the `<ad>` component
 * (`components/ad`) and the token helper answers from local storage (`sdk/token-helper.ts`); `launch`
 * hands the SDK and the helper to the app.
 */
import type { Runtime } from '../../runtime/runtime.ts';

export function sdkApis(_rt: Runtime) {
  return {};
}
