// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: how the choose APIs turn `sourceType` and `extension` into
 * the file input a browser shows. The seed names the APIs and their failures, not the input: a camera-only
 * sourceType asks for the camera (`capture`), and an extension list becomes the input's `accept`, the
 * framework's fallbacks ('' and '*') meaning no list; scanCode's asks for one image. The suite judges what a
 * chosen file gives back.
 */
import { describe, expect, it } from 'vitest';
import { useLaunchedApp } from '../../test-support/launched-app.ts';

const { app } = useLaunchedApp();

/** The file input `api` opens for `options` (closed again, cancelled), as its accept and capture attributes. */
async function chooserFor(api: 'chooseImage' | 'chooseFile' | 'chooseVideo' | 'scanCode', options: Record<string, unknown>) {
  const call = (app().uni[api] as (o: Record<string, unknown>) => Promise<unknown>)(options).catch((e: unknown) => e);
  // The API validates its options and opens the chooser a few promise turns after the call.
  for (let turn = 0; turn < 10 && !document.querySelector('input[type=file]'); turn++) await Promise.resolve();
  const input = document.querySelector('input[type=file]');
  input?.dispatchEvent(new Event('cancel'));
  await call;
  return { accept: input?.getAttribute('accept') ?? null, capture: input?.getAttribute('capture') ?? null, multiple: (input as HTMLInputElement | null)?.multiple };
}

describe('the camera is asked for when sourceType names only the camera', () => {
  it.each([
    [['camera'], 'camera'],
    [['camera', 'unknown'], 'camera'],
    [['album'], null],
    [['album', 'camera'], null],
    [['unknown'], null],
    [undefined, null],
  ])('sourceType %j: capture %s', async (sourceType, capture) => {
    expect(await chooserFor('chooseImage', { sourceType })).toMatchObject({ capture });
    expect(await chooserFor('chooseVideo', { sourceType })).toMatchObject({ capture });
  });
});

describe("the input accepts the extension list, else the API's media type", () => {
  it.each([
    ['chooseFile', ['.pdf', 'doc', '', '*'], '.pdf,.doc'],
    ['chooseFile', ['', '*'], null],
    ['chooseImage', ['*'], 'image/*'],
    ['chooseImage', null, 'image/*'],
    ['chooseVideo', ['mp4'], '.mp4'],
  ] as const)('%s with extension %j accepts %s', async (api, extension, accept) => {
    expect(await chooserFor(api, { extension })).toMatchObject({ accept });
  });
});

describe("scanCode's chooser", () => {
  it('offers one image, from the camera only with onlyFromCamera', async () => {
    expect(await chooserFor('scanCode', {})).toEqual({ accept: 'image/*', capture: null, multiple: false });
    expect(await chooserFor('scanCode', { onlyFromCamera: true })).toEqual({ accept: 'image/*', capture: 'camera', multiple: false });
  });
});
