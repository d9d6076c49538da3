/**
 * An ad slot shown through its provider, as the framework shows it: the config names, per provider, the
 * SDK script to load (once per page, as `<script id="uniad_provider<p>">`); Tencent GDT (provider '2') is
 * asked for one native ad of the slot, through the queue its SDK takes before and after it loads, and
 * draws the ad into the view. A slot of a provider the runtime does not know, or one that has no ad,
 * gives way to the next slot.
 */
import type { AdConfigData, AdError, AdSlot } from './config.ts';

const GDT = '2';
const NO_AD: AdError = { errMsg: 'No advertisement' };

interface GdtRequest {
  placement_id: unknown;
  app_id: unknown;
  type: 'native';
  count: 1;
  onComplete(ads: unknown): void;
}
interface GdtSdk {
  push(request: GdtRequest): void;
  NATIVE?: { renderAd(ad: unknown, viewId: string): void };
}

const sdk = () => window as unknown as { TencentGDT?: GdtSdk };

function loadScript(provider: string, settings: unknown, failed: (error: AdError) => void): void {
  const id = `uniad_provider${provider}`;
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  for (const [name, value] of Object.entries((settings ?? {}) as Record<string, unknown>)) script.setAttribute(name, String(value));
  script.onerror = () => failed({ errMsg: `Failed to load the script of ad provider ${provider}` });
  document.body.append(script);
}

/**
 * Shows the first slot of `slots` that its provider fills into the element with id `viewId`; `shown`
 * once one is drawn, `failed` with the last provider's error when none is.
 */
export function showAd(slots: AdSlot[], providers: AdConfigData['b'], viewId: string, shown: () => void, failed: (error: AdError) => void): void {
  const next = (index: number, error: AdError) => {
    const slot = slots[index];
    if (!slot) return failed(error);
    const provider = String(slot.a1);
    const settings = providers[provider] as { script?: unknown; s?: unknown } | undefined;
    if (provider !== GDT || !settings) return next(index + 1, error);
    const gdt = (sdk().TencentGDT ??= [] as unknown as GdtSdk);
    loadScript(provider, settings.script ?? settings.s, (loadError) => next(index + 1, loadError));
    gdt.push({
      placement_id: slot.a3,
      app_id: slot.a2,
      type: 'native',
      count: 1,
      onComplete(ads) {
        const render = sdk().TencentGDT?.NATIVE?.renderAd;
        if (Array.isArray(ads) && ads.length > 0 && render) {
          render(ads[0], viewId);
          shown();
        } else {
          next(index + 1, (ads as AdError | undefined) ?? NO_AD);
        }
      },
    });
  };
  next(0, NO_AD);
}
