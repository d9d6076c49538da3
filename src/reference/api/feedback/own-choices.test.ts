// @vitest-environment happy-dom
/**
 * The reference's own choices, beside conformance, for the popups' APIs: the types of the keys the seed does
 * not list (the modal's editable, placeholderText and title, the action sheet's title, previewImage's loop),
 * the action sheet's text of an item that cannot become text, and previewImage's `current` outside its list
 * and `loop` left out. The suite judges the keys and failures the seed names (spec/suite/device/modal.test.ts,
 * action-sheet.test.ts, image-preview.test.ts).
 */
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLaunchedApp } from '../../test-support/launched-app.ts';

const { app } = useLaunchedApp();
const call = (api: string, options: Record<string, unknown>) =>
  (app().uni[api] as (o: Record<string, unknown>) => Promise<unknown>)(options).then(() => 'ok', (e: { errMsg: string }) => e.errMsg);


describe("the modal's keys beyond the seed's are checked for their type", () => {
  it.each([
    ['editable', 'yes', 'Boolean'],
    ['placeholderText', 1, 'String'],
    ['title', 1, 'String'],
  ])('%s: %j fails as not a %s', async (key, value, type) => {
    expect(await call('showModal', { [key]: value })).toMatch(new RegExp(`^showModal:fail parameter \`${key}\`. Expected ${type}`));
  });
});

it.each([
  ['showActionSheet', { itemList: ['First'], title: 1 }, 'title', 'String'],
  ['previewImage', { urls: ['https://example.com/a.png'], loop: 'yes' }, 'loop', 'Boolean'],
])('%s checks the type of a key the seed does not list: %j fails as its %s not a %s', async (api, options, key, type) => {
  expect(await call(api, options)).toMatch(new RegExp(`^${api}:fail parameter \`${key}\`. Expected ${type}`));
});

it('an action sheet item that cannot become text shows as an object', async () => {
  const noText = Object.create(null) as object;
  const shown = call('showActionSheet', { itemList: ['First', noText] });
  await Promise.resolve();
  const items = [...document.querySelectorAll('.uni-actionsheet__list button')].map((b) => b.textContent);
  expect(items).toEqual(['First', '[object Object]']);
  (document.querySelector('.uni-mask') as HTMLElement).click();
  expect(await shown).toBe('showActionSheet:fail cancel');
});

describe("previewImage's current", () => {
  const URLS = ['https://example.com/a.png', 'https://example.com/b.png', 'https://example.com/c.png'];
  const counter = () => document.querySelector('.uni-preview-image__count')?.textContent;
  it.each([
    [-1, '1 / 3'], [3, '1 / 3'], [1.7, '2 / 3'], ['https://example.com/c.png', '3 / 3'], ['https://example.com/none.png', '1 / 3'],
  ])('%j shows %s', async (current, shown) => {
    expect(await call('previewImage', { urls: URLS, current })).toBe('ok');
    expect(counter()).toBe(shown);
  });
  it('turns without going round when loop is left out', async () => {
    await call('previewImage', { urls: URLS });
    act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' })); });
    expect(counter()).toBe('1 / 3');
  });
});
