import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { networkTimeoutApp } from '../../fixtures/network.ts';
import { call, useApp, watch } from '../../harness/unit.ts';
import { API, hold, serve, settledBeforeTimeout } from './support.ts';

const clause = v('net.download-file.get');
const errMsg = v('device.api.errmsg');
const content = 'file body '.repeat(50);

/** Calls downloadFile with callbacks and keeps its task. */
function start(uni: Record<string, any>, options: Record<string, unknown>) {
  let task!: { abort(): void; onProgressUpdate(l: (p: any) => void): void; offProgressUpdate(l: (p: any) => void): void };
  const done = new Promise<Record<string, any>>((resolve) => {
    task = uni.downloadFile({ ...options, complete: resolve });
  });
  return { task, done };
}

describe('uni.downloadFile [net.download-file.get]', () => {
  const app = useApp();

  it('GETs the file and succeeds with its statusCode and a temporary file path [net.download-file.get]', async () => {
    const url = `${API}/files/report.txt`;
    const received = serve(url, () => HttpResponse.text(content));
    const outcome = await call(app().uni, 'downloadFile', { url, header: { 'X-Client': 'suite' } });
    expect(received.map((r) => r.method)).toEqual([clause.method]);
    expect(received[0]!.headers['x-client']).toBe('suite');
    expect(outcome).toMatchObject({ ok: true, res: { errMsg: clause.errMsg, statusCode: 200 } });
    expect(outcome.res.tempFilePath).toMatch(/^blob:/);
  });

  it('hands back a temporary file path that uploadFile reads the downloaded content from [net.download-file.get]', async () => {
    serve(`${API}/files/a.txt`, () => HttpResponse.text(content));
    const { res } = await call(app().uni, 'downloadFile', { url: `${API}/files/a.txt` });
    let uploaded: File | undefined;
    serve(`${API}/upload`, async (request) => {
      uploaded = (await request.formData()).get('file') as File;
      return HttpResponse.text('ok');
    });
    expect((await call(app().uni, 'uploadFile', { url: `${API}/upload`, filePath: res.tempFilePath, name: 'file' })).ok).toBe(true);
    expect(await uploaded!.text()).toBe(content);
  });

  it('reports a failing status through success, with its statusCode [net.download-file.get]', async () => {
    serve(`${API}/files/none`, () => HttpResponse.text('missing', { status: 404 }));
    const outcome = await call(app().uni, 'downloadFile', { url: `${API}/files/none` });
    expect(outcome).toMatchObject({ ok: true, res: { errMsg: clause.errMsg, statusCode: 404 } });
  });

  it('reports progress to onProgressUpdate listeners until they are removed [net.download-file.get]', async () => {
    serve(`${API}/files/big`, () => HttpResponse.text(content));
    const updates: { progress: number; totalBytesWritten: number; totalBytesExpectedToWrite: number }[] = [];
    const removed: unknown[] = [];
    const download = start(app().uni, { url: `${API}/files/big` });
    const listener = (p: unknown) => removed.push(p);
    download.task.onProgressUpdate((p) => updates.push(p));
    download.task.onProgressUpdate(listener);
    download.task.offProgressUpdate(listener);
    expect((await download.done).errMsg).toBe(clause.errMsg);
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.at(-1)).toEqual({ progress: 100, totalBytesWritten: content.length, totalBytesExpectedToWrite: content.length });
    expect(removed).toEqual([]);
  });
});

// What it is given judged on its own: these tests cite the parameter clauses, not the GET.
describe('uni.downloadFile checks what it is given', () => {
  const app = useApp();

  it('ignores a progress listener that is not a function, and still succeeds [device.api.never-throws]', async () => {
    serve(`${API}/files/ignored-listener`, () => HttpResponse.text(content));
    const download = start(app().uni, { url: `${API}/files/ignored-listener` });
    download.task.onProgressUpdate('not a function' as never);
    expect((await download.done).errMsg).toBe(clause.errMsg);
  });

  it('fails a call without url through fail, never by throwing [device.api.missing-parameter]', async () => {
    const outcome = await call(app().uni, 'downloadFile', {});
    expect(outcome.res.errMsg).toBe(fill(v('device.api.missing-parameter').errMsg, { api: 'downloadFile', name: 'url' }));
  });

  // uniapp-facts §7.2: the protocol's url is a String and its header an Object.
  it('fails a url that is not a String and a header that is not an Object with the wrong-type message [device.api.invalid-type]', async () => {
    const invalidType = (name: string, expected: string) => fill(v('device.api.invalid-type').errMsg, { api: 'downloadFile', name, expected });
    const url = await call(app().uni, 'downloadFile', { url: 5 });
    expect(url.res.errMsg.startsWith(`${invalidType('url', 'String')} `)).toBe(true);
    const header = await call(app().uni, 'downloadFile', { url: `${API}/files/a.txt`, header: 'x' });
    expect(header.res.errMsg.startsWith(`${invalidType('header', 'Object')},`)).toBe(true);
  });
});

/**
 * The temporary file is the response body itself, as a later upload shows. Its name (uniapp-facts §3.4) is
 * judged in a real browser (request.spec.ts): happy-dom's form data drops the name a runtime gives a Blob.
 */
describe('the temporary file downloadFile hands back [net.download-file.get]', () => {
  const app = useApp();

  /** Downloads `url`, uploads its temporary file path and returns the file part the server received. */
  async function roundTrip(url: string): Promise<File> {
    const { res } = await call(app().uni, 'downloadFile', { url });
    let uploaded: File | undefined;
    serve(`${API}/upload-back`, async (request) => {
      uploaded = (await request.formData()).get('file') as File;
      return HttpResponse.text('ok');
    });
    await call(app().uni, 'uploadFile', { url: `${API}/upload-back`, filePath: res.tempFilePath });
    return uploaded!;
  }

  it('keeps the content and the media type of the response [net.download-file.get]', async () => {
    serve(`${API}/files/table.csv`, () => new HttpResponse(content, { headers: { 'Content-Type': 'text/csv' } }));
    const file = await roundTrip(`${API}/files/table.csv`);
    expect(await file.text()).toBe(content);
    expect(file.type).toBe('text/csv');
  });
});

describe('uni.downloadFile failures, as request fails', () => {
  const app = useApp();
  // An abort or a network error comes at once: it is awaited on the virtual clock, never on the timeout.
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });
  const failure = (detail?: string) => (detail ? fill(errMsg.failWithDetail, { api: 'downloadFile', detail }) : fill(errMsg.fail, { api: 'downloadFile' }));

  it('fails with downloadFile:fail abort when its task is aborted [net.request.abort]', async () => {
    const held = hold(`${API}/files/held`);
    const download = start(app().uni, { url: `${API}/files/held` });
    await held.arrived;
    download.task.abort();
    expect((await settledBeforeTimeout(download.done)).errMsg).toBe(failure(v('net.request.abort').detail));
  });

  it('fails with downloadFile:fail on a network error [net.request.network-error]', async () => {
    serve(`${API}/files/down`, () => HttpResponse.error());
    expect((await settledBeforeTimeout(call(app().uni, 'downloadFile', { url: `${API}/files/down` }))).res.errMsg).toBe(failure());
  });

  it('times out after 60000 ms by default [net.request.default-timeout]', async () => {
    const { timeoutMs } = v('net.request.default-timeout');
    const held = hold(`${API}/files/slow`);
    const outcome = watch(call(app().uni, 'downloadFile', { url: `${API}/files/slow` }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(timeoutMs - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Only that it fails then; the message is judged on its own [net.request.timeout].
    expect((await outcome.promise).res.errMsg.startsWith(failure())).toBe(true);
  });

  it('fails with downloadFile:fail timeout when it runs out of time [net.request.timeout]', async () => {
    const held = hold(`${API}/files/slow`);
    const outcome = watch(call(app().uni, 'downloadFile', { url: `${API}/files/slow`, timeout: 800 }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(800);
    expect((await outcome.promise).res.errMsg).toBe(failure(v('net.request.timeout').detail));
  });
});

describe('uni.downloadFile timeout configured by the app [net.request.default-timeout]', () => {
  const app = useApp(networkTimeoutApp);
  afterEach(() => { vi.useRealTimers(); });

  it('uses manifest networkTimeout.request, as the framework reads the request setting [net.request.default-timeout]', async () => {
    vi.useFakeTimers();
    const ms = networkTimeoutApp.networkTimeout!.request!;
    const held = hold(`${API}/files/slow-configured`);
    const outcome = watch(call(app().uni, 'downloadFile', { url: `${API}/files/slow-configured` }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Settled under the fake clock, or the await below would wait for a timer that never runs.
    expect(outcome.settled).toBe(true);
    expect((await outcome.promise).ok).toBe(false);
  });

  it('lets a per-call timeout win over the configured one [net.request.default-timeout]', async () => {
    vi.useFakeTimers();
    const held = hold(`${API}/files/slow-per-call`);
    const outcome = watch(call(app().uni, 'downloadFile', { url: `${API}/files/slow-per-call`, timeout: 800 }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(799);
    expect(outcome.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.settled).toBe(true);
  });
});
