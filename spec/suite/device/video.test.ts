import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { server } from '../../../mocks/node.ts';
import { call, useApp, type Outcome } from '../../harness/unit.ts';
import { pickFiles, settle } from './dom.ts';

const app = useApp();
const messages = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const { timeoutMs } = v('device.video-info.timeout');
const localTimeoutMs = v('device.video-info.local-timeout').timeoutMs;
const video = (bytes = 2048) => new File([new Uint8Array(bytes)], 'clip.mp4', { type: 'video/mp4' });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Tracks whether a call has completed yet. */
function track(done: Promise<Outcome>) {
  const state: { outcome?: Outcome } = {};
  void done.then((o) => { state.outcome = o; });
  return state;
}

/**
 * Stands in for the browser's media engine, which the test DOM lacks: any video element given a source
 * reports this duration and size shortly after.
 */
function mediaEngine(duration: number) {
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(duration);
  stubGetter(HTMLVideoElement.prototype, 'videoWidth', 640);
  stubGetter(HTMLVideoElement.prototype, 'videoHeight', 360);
  const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
  vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement, value: string) {
    src.set!.call(this, value);
    setTimeout(() => this.dispatchEvent(new Event('loadedmetadata')), 10);
  });
}

const added: [object, string][] = [];
afterEach(() => { added.splice(0).forEach(([proto, key]) => delete (proto as Record<string, unknown>)[key]); });

/** Spies on a getter, or adds one the test DOM lacks (removed after the test). */
function stubGetter(proto: object, key: string, value: unknown) {
  if (key in proto) vi.spyOn(proto as Record<string, unknown>, key, 'get').mockReturnValue(value);
  else {
    Object.defineProperty(proto, key, { configurable: true, get: () => value });
    added.push([proto, key]);
  }
}

/** A blob path of a chosen file, as chooseFile hands it out. */
async function tempPath(file: File): Promise<string> {
  const done = call(app().uni, 'chooseFile', { count: 1 });
  pickFiles([file]);
  return (await done).res.tempFilePaths[0];
}

describe('getVideoInfo stops waiting for the metadata of a data: or blob: url [device.video-info.local-timeout]', () => {
  it('after the local timeout for a blob url', async () => {
    const src = await tempPath(video(2048));
    const state = track(call(app().uni, 'getVideoInfo', { src }));
    await settle(localTimeoutMs - 1);
    expect(state.outcome).toBeUndefined();
    await settle(1);
    expect(state.outcome?.res).toEqual({ size: 2048, errMsg: fill(okMessage, { api: 'getVideoInfo' }) });
  });

  it('after the local timeout for a data url, with the size of the bytes it holds', async () => {
    const bytes = 'AAAAGGZ0eXBtcDQy';
    const state = track(call(app().uni, 'getVideoInfo', { src: `data:video/mp4;base64,${bytes}` }));
    await settle(localTimeoutMs - 1);
    expect(state.outcome).toBeUndefined();
    await settle(1);
    // The data url is read as a file (facts §5.10, urlToFile): its size is that of the decoded bytes.
    expect(state.outcome?.res).toEqual({ size: atob(bytes).length, errMsg: fill(okMessage, { api: 'getVideoInfo' }) });
  });

  it('answers as soon as the metadata is read, with duration and size', async () => {
    mediaEngine(12.5);
    const src = await tempPath(video(4097));
    const state = track(call(app().uni, 'getVideoInfo', { src }));
    await settle(20);
    // The size is in KB, rounded up, once the metadata is read.
    expect(state.outcome?.res).toMatchObject({ size: 5, duration: 12.5, width: 640, height: 360, errMsg: fill(okMessage, { api: 'getVideoInfo' }) });
  });
});

describe('getVideoInfo stops waiting for the metadata of a video at any other url [device.video-info.timeout]', () => {
  it('after the network timeout for an http url', async () => {
    server.use(http.get('https://media.example.com/clip.mp4', () => new HttpResponse(new Uint8Array(4096), { headers: { 'content-type': 'video/mp4' } })));
    const state = track(call(app().uni, 'getVideoInfo', { src: 'https://media.example.com/clip.mp4' }));
    await settle(timeoutMs - 1);
    expect(state.outcome).toBeUndefined();
    await settle(1);
    expect(state.outcome?.res).toEqual({ size: 4096, errMsg: fill(okMessage, { api: 'getVideoInfo' }) });
  });

  it('answers with the metadata when the video plays but its bytes cannot be fetched', async () => {
    mediaEngine(12.5);
    server.use(http.get('https://media.example.com/stream.mp4', () => HttpResponse.error()));
    const state = track(call(app().uni, 'getVideoInfo', { src: 'https://media.example.com/stream.mp4' }));
    await settle(20);
    expect(state.outcome?.res).toMatchObject({ duration: 12.5, width: 640, height: 360, errMsg: fill(okMessage, { api: 'getVideoInfo' }) });
  });

  it('fails when the video cannot be read at all', async () => {
    server.use(http.get('https://media.example.com/gone.mp4', () => HttpResponse.error()));
    const state = track(call(app().uni, 'getVideoInfo', { src: 'https://media.example.com/gone.mp4' }));
    await settle(timeoutMs);
    expect(state.outcome?.res.errMsg).toBe(fill(messages.fail, { api: 'getVideoInfo' }));
  });

  it('answers with the size in bytes as soon as the video fails to load, without waiting', async () => {
    const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
    vi.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLMediaElement, value: string) {
      src.set!.call(this, value);
      setTimeout(() => this.dispatchEvent(new Event('error')), 10);
    });
    server.use(http.get('https://media.example.com/broken.mp4', () => new HttpResponse(new Uint8Array(3000), { headers: { 'content-type': 'video/mp4' } })));
    const state = track(call(app().uni, 'getVideoInfo', { src: 'https://media.example.com/broken.mp4' }));
    await settle(20);
    expect(state.outcome?.res).toEqual({ size: 3000, errMsg: fill(okMessage, { api: 'getVideoInfo' }) });
  });
});

describe('chooseVideo limits the video to maxDuration [device.choose-video.default-max-duration]', () => {
  const maxDuration = v('device.choose-video.default-max-duration').maxDuration;

  it('accepts a video of the default maximum duration', async () => {
    mediaEngine(maxDuration);
    const state = track(call(app().uni, 'chooseVideo', {}));
    pickFiles([video()]);
    await settle(50);
    expect(state.outcome?.res).toMatchObject({ errMsg: fill(okMessage, { api: 'chooseVideo' }), duration: maxDuration, width: 640, height: 360, size: 2048, name: 'clip.mp4' });
    expect(String(state.outcome?.res.tempFilePath)).toMatch(/^blob:/);
  });

  it('accepts a video a second shorter than the default maximum', async () => {
    mediaEngine(maxDuration - 1);
    const state = track(call(app().uni, 'chooseVideo', {}));
    pickFiles([video()]);
    await settle(50);
    expect(state.outcome?.res).toMatchObject({ errMsg: fill(okMessage, { api: 'chooseVideo' }), duration: maxDuration - 1 });
  });

  it('refuses a longer one by default', async () => {
    mediaEngine(maxDuration + 1);
    const state = track(call(app().uni, 'chooseVideo', {}));
    pickFiles([video()]);
    await settle(50);
    expect(state.outcome?.ok).toBe(false);
    expect(state.outcome?.res.errMsg.startsWith(fill(messages.fail, { api: 'chooseVideo' }))).toBe(true);
  });

  it('gives up on the metadata after 300 ms and succeeds with zero duration and size', async () => {
    const state = track(call(app().uni, 'chooseVideo', {}));
    pickFiles([video(), video(16)]);
    await settle(299);
    expect(state.outcome).toBeUndefined();
    await settle(1);
    expect(state.outcome?.res).toMatchObject({ errMsg: fill(okMessage, { api: 'chooseVideo' }), duration: 0, width: 0, height: 0, size: 2048 });
  });

  it('a larger maxDuration admits it', async () => {
    mediaEngine(maxDuration + 1);
    const state = track(call(app().uni, 'chooseVideo', { maxDuration: maxDuration + 1 }));
    pickFiles([video()]);
    await settle(50);
    expect(state.outcome?.ok).toBe(true);
  });
});
