// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for `<ad>`: which slot it asks for without an adpid, that
 * it asks again when its slot changes, and that an answer arriving after the slot changed or the ad went is
 * dropped. The seed gives the config request, its cache and errors; the suite judges those
 * (spec/suite/sdk/ad-*.test.ts). The config client and the provider are stand-ins here.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import * as config from '../../sdk/ad/config.ts';
import * as provider from '../../sdk/ad/provider.ts';
import Ad, { type AdProps } from './index.tsx';

type Waiter = Parameters<typeof config.getAdConfig>[0];
// Spies rather than module mocks: Stryker's runs share modules across test files, where a mock comes too late.
let getAdConfig: MockInstance<typeof config.getAdConfig>;
let cancelAdConfig: MockInstance<typeof config.cancelAdConfig>;
beforeEach(() => {
  getAdConfig = vi.spyOn(config, 'getAdConfig').mockImplementation(() => undefined);
  cancelAdConfig = vi.spyOn(config, 'cancelAdConfig').mockImplementation(() => undefined);
  vi.spyOn(provider, 'showAd').mockImplementation((_slots, _providers, _viewId, shown) => shown());
});
const waiters = () => getAdConfig.mock.calls.map(([w]) => w as Waiter);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ad(props: AdProps) {
  const events: string[] = [];
  const all = { onLoad: () => events.push('load'), onError: () => events.push('error'), ...props };
  const { container, rerender, unmount } = render(<Ad {...all} />);
  return { container, events, rerender: (next: AdProps) => rerender(<Ad {...all} {...next} />), unmount };
}

it('without an adpid asks for the empty slot', () => {
  ad({});
  expect(waiters().map((w) => w.adpid)).toEqual(['']);
});

it('asks again when its slot changes, dropping its wait for the old one', () => {
  const a = ad({ adpid: 'one' });
  a.rerender({ adpid: 'two' });
  expect(waiters().map((w) => w.adpid)).toEqual(['one', 'two']);
  expect(cancelAdConfig).toHaveBeenCalledWith(waiters()[0]);
});

it('drops what arrives for its old slot, and shows what arrives for its new one', () => {
  const a = ad({ adpid: 'one' });
  a.rerender({ adpid: 'two' });
  const [old, current] = waiters();
  act(() => { old!.fail({ errMsg: 'late' }); });
  act(() => { old!.success({}, []); });
  expect(a.events).toEqual([]);
  act(() => { current!.success({}, []); });
  expect(a.events).toEqual(['load']);
});

it('drops what arrives after it went', () => {
  const a = ad({ adpid: 'one' });
  const [waiter] = waiters();
  a.unmount();
  expect(cancelAdConfig).toHaveBeenCalledWith(waiter);
  act(() => { waiter!.fail({ errMsg: 'late' }); });
  expect(a.events).toEqual([]);
});

it('asks again for a slot that failed, once its slot changes, and shows it then', () => {
  const a = ad({ adpid: 'one' });
  act(() => { waiters()[0]!.fail({ errMsg: 'no fill' }); });
  expect(a.events).toEqual(['error']);
  expect(a.container.querySelector('uni-ad')).toBeNull();
  a.rerender({ adpid: 'two' });
  act(() => { waiters()[1]!.success({}, []); });
  expect(a.events).toEqual(['error', 'load']);
  expect((a.container.querySelector('uni-ad') as HTMLElement).style.cssText).toBe('display: block; position: relative;');
});
