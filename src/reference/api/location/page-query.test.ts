// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: the location APIs open their internal page with only the
 * values given, each encoded (no 'undefined', no empty key). The seed gives the pages' query parameters; the
 * suite judges what the pages show and hand back (spec/suite/location/*).
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLaunchedApp } from '../../test-support/launched-app.ts';

// The test DOM loads no script: a map without a key says so on the console, which is not what this looks at.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});
const { app } = useLaunchedApp();

const top = () => app().getCurrentPages().at(-1)!;

it('openLocation opens its page with the values given, encoded, and none of those left out', async () => {
  await act(async () => { await (app().uni.openLocation as (o: object) => Promise<unknown>)({ latitude: 39.9, longitude: 116.4, name: 'A & B', address: '' }); });
  expect(top()).toEqual({ route: 'open-location', options: { latitude: '39.9', longitude: '116.4', scale: '18', name: 'A & B' } });
});

it('chooseLocation opens its page without a centre when given none', async () => {
  await act(async () => { void (app().uni.chooseLocation as (o: object) => Promise<unknown>)({}).catch(() => undefined); });
  expect(top()).toEqual({ route: 'choose-location', options: {} });
});
