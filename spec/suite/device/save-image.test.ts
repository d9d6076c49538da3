import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { server } from '../../../mocks/node.ts';
import { call, useApp } from '../../harness/unit.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const failed = fill(messages.failWithDetail, { api: 'saveImageToPhotosAlbum', detail: v('device.save-image.failed').message });

describe('saveImageToPhotosAlbum [device.save-image.failed]', () => {
  it('saves an image it can read', async () => {
    server.use(http.get('https://img.example.com/ok.png', () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })));
    const outcome = await call(app().uni, 'saveImageToPhotosAlbum', { filePath: 'https://img.example.com/ok.png' });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'saveImageToPhotosAlbum' }));
  });

  it('saves an image downloadFile handed out, by its temp path', async () => {
    server.use(http.get('https://img.example.com/logo.png', () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })));
    const downloaded = await call(app().uni, 'downloadFile', { url: 'https://img.example.com/logo.png' });
    const outcome = await call(app().uni, 'saveImageToPhotosAlbum', { filePath: downloaded.res.tempFilePath });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'saveImageToPhotosAlbum' }));
  });

  it('saves an image given as a base64 data url', async () => {
    const outcome = await call(app().uni, 'saveImageToPhotosAlbum', { filePath: `data:image/png;base64,${btoa('\x89PNG')}` });
    expect(outcome.res.errMsg).toBe(fill(okMessage, { api: 'saveImageToPhotosAlbum' }));
  });

  it('fails with Failed to save image to album when the image cannot be read', async () => {
    server.use(http.get('https://img.example.com/missing.png', () => new HttpResponse(null, { status: 404 })));
    const outcome = await call(app().uni, 'saveImageToPhotosAlbum', { filePath: 'https://img.example.com/missing.png' });
    expect(outcome.ok).toBe(false);
    expect(outcome.res.errMsg).toBe(failed);
  });

  it('fails with Failed to save image to album for a file that is not an image', async () => {
    server.use(http.get('https://img.example.com/page.html', () => HttpResponse.text('<p>no</p>', { headers: { 'content-type': 'text/html' } })));
    const outcome = await call(app().uni, 'saveImageToPhotosAlbum', { filePath: 'https://img.example.com/page.html' });
    expect(outcome.res.errMsg).toBe(failed);
  });
});
