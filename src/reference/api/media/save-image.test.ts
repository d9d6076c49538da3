// @vitest-environment happy-dom
/**
 * The reference's own choice, beside conformance: saveImageToPhotosAlbum saves the image as a download (the
 * web's album), named by the last segment of its path, else 'image', and answers with that path. The seed
 * gives the API's failure for what is no image; the suite judges it (spec/suite/device/save-image.test.ts).
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLaunchedApp } from '../../test-support/launched-app.ts';
import { fileToUrl } from '../network/files.ts';

const { app } = useLaunchedApp();
let downloads: { type: string; name: string }[];
beforeEach(() => {
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement, event: Event) {
    downloads.push({ type: event.type, name: this.download });
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const save = (filePath: string) => (app().uni.saveImageToPhotosAlbum as (o: object) => Promise<unknown>)({ filePath });

it('clicks a download of the image named by the last segment of its path, and answers with the path', async () => {
  const path = fileToUrl(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
  expect(await save(path)).toEqual({ errMsg: 'saveImageToPhotosAlbum:ok', path });
  expect(downloads).toEqual([{ type: 'click', name: path.split('/').pop() }]);
});

it("names the download 'image' when the path ends with its last slash", async () => {
  await save('data:image/png;base64,AAA/');
  expect(downloads).toEqual([{ type: 'click', name: 'image' }]);
});
