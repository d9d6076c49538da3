// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: how an ad slot is shown through its provider. The seed
 * names the ad component's config request and its errors; which provider SDK draws the ad, how its script is
 * loaded and when a slot gives way to the next are the framework's, and pinned here. The suite judges the
 * component through its events (spec/suite/sdk/ad-*.test.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showAd } from './provider.ts';

const GDT = '2';
// No `src`: the test's DOM would try to load it, and fail it.
const SETTINGS = { [GDT]: { script: { 'data-sdk': 'gdt', 'data-app': 'a1' } } };
const gdtSlot = (placement: string) => ({ a1: GDT, a2: 'app-1', a3: placement });

interface Request { placement_id: unknown; app_id: unknown; type: string; count: number; onComplete(ads: unknown): void }
const queue = () => (window as unknown as { TencentGDT?: Request[] & { NATIVE?: unknown } }).TencentGDT;

/** Shows `slots`; what it ended with, once it did. */
function show(slots: Record<string, unknown>[], providers: Record<string, unknown> = SETTINGS) {
  const outcome: { shown?: true; error?: unknown } = {};
  showAd(slots, providers, 'ad-view', () => { outcome.shown = true; }, (error) => { outcome.error = error; });
  return outcome;
}

afterEach(() => {
  delete (window as { TencentGDT?: unknown }).TencentGDT;
  document.body.replaceChildren();
});

describe('a slot gives way to the next', () => {
  it('when its provider is not Tencent GDT, or the config has no settings for it; the last one fails with no advertisement', () => {
    expect(show([{ a1: '9', a2: 'x', a3: 'y' }, gdtSlot('p1')], {})).toEqual({ error: { errMsg: 'No advertisement' } });
    expect(document.querySelector('script')).toBeNull();
    expect(queue()).toBeUndefined();
  });
  it("when the provider's script does not load, with that error if no later slot shows", () => {
    const outcome = show([gdtSlot('p1')]);
    document.getElementById(`uniad_provider${GDT}`)!.dispatchEvent(new Event('error'));
    expect(outcome).toEqual({ error: { errMsg: 'Failed to load the script of ad provider 2' } });
  });
  it('when the provider answers with no ad: its own error, or no advertisement', () => {
    const outcome = show([gdtSlot('p1'), gdtSlot('p2')]);
    queue()![0]!.onComplete({ errMsg: 'no fill' });
    queue()![1]!.onComplete(undefined);
    expect(outcome).toEqual({ error: { errMsg: 'No advertisement' } });
    const first = show([gdtSlot('p3')]);
    queue()![2]!.onComplete({ errMsg: 'no fill' });
    expect(first).toEqual({ error: { errMsg: 'no fill' } });
  });
  it('when the answer is an empty list, or the SDK has no native renderer', () => {
    const empty = show([gdtSlot('p1')]);
    const renderAd = vi.fn();
    queue()!.NATIVE = { renderAd };
    queue()![0]!.onComplete([]);
    expect(renderAd).not.toHaveBeenCalled();
    delete queue()!.NATIVE;
    expect(empty.shown).toBeUndefined();
    expect(empty.error).toBeDefined();
    const noRenderer = show([gdtSlot('p2')]);
    expect(() => queue()![1]!.onComplete([{ id: 'ad' }])).not.toThrow();
    expect(noRenderer.shown).toBeUndefined();
    expect(noRenderer.error).toBeDefined();
  });
});

describe('a Tencent GDT slot', () => {
  it("loads the provider's script once per page, with the config's attributes", () => {
    show([gdtSlot('p1')]);
    show([gdtSlot('p2')]);
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.id).toBe('uniad_provider2');
    expect(scripts[0]!.getAttribute('data-sdk')).toBe('gdt');
    expect(scripts[0]!.getAttribute('data-app')).toBe('a1');
  });
  it('asks the SDK for one native ad of the slot', () => {
    show([gdtSlot('p1')]);
    expect(queue()).toEqual([expect.objectContaining({ placement_id: 'p1', app_id: 'app-1', type: 'native', count: 1 })]);
  });
  it('draws the first ad of the answer into the view, and is shown', () => {
    const renderAd = vi.fn();
    const outcome = show([gdtSlot('p1')]);
    queue()!.NATIVE = { renderAd };
    queue()![0]!.onComplete([{ id: 'first' }, { id: 'second' }]);
    expect(renderAd).toHaveBeenCalledExactlyOnceWith({ id: 'first' }, 'ad-view');
    expect(outcome).toEqual({ shown: true });
  });
});
