import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fill, v } from '../../catalogue/index.ts';
import { networkTimeoutApp } from '../../fixtures/network.ts';
import { call, useApp, watch } from '../../harness/unit.ts';
import { pickFiles } from '../device/dom.ts';
import { API, hold, serve, settledBeforeTimeout } from './support.ts';

const clause = v('net.upload-file.default-timeout');
const { method } = v('net.upload-file.multipart');
const { detail: fileError } = v('net.upload-file.file-error');
const errMsg = v('device.api.errmsg');
const okMessage = v('device.api.ok').ok;
const failure = (detail?: string) => (detail ? fill(errMsg.failWithDetail, { api: 'uploadFile', detail }) : fill(errMsg.fail, { api: 'uploadFile' }));
const photo = () => new File(['photo bytes'], 'photo.jpg', { type: 'image/jpeg' });

interface Form {
  method: string;
  fields: Record<string, string>;
  files: Record<string, { name: string; text: string }>;
}

/** Answers uploads to `url` and records each multipart form that arrived. */
function serveForms(url: string, reply = () => HttpResponse.text('stored', { status: 201 })): Form[] {
  const forms: Form[] = [];
  serve(url, async (request) => {
    const form: Form = { method: request.method, fields: {}, files: {} };
    for (const [key, value] of await request.formData()) {
      if (typeof value === 'string') form.fields[key] = value;
      else form.files[key] = { name: value.name, text: await value.text() };
    }
    forms.push(form);
    return reply();
  });
  return forms;
}

/** Calls uploadFile with callbacks and keeps its task. */
function start(uni: Record<string, any>, options: Record<string, unknown>) {
  let task!: { abort(): void; onProgressUpdate(l: (p: any) => void): void };
  const done = new Promise<Record<string, any>>((resolve) => {
    task = uni.uploadFile({ ...options, complete: resolve });
  });
  return { task, done };
}

/**
 * Starts an upload the server never answers and checks it fails exactly when `ms` have passed. Only that it
 * fails is judged here; the message it fails with is net.request.timeout's.
 */
async function expectTimeoutAt(uni: Record<string, any>, ms: number, options: Record<string, unknown> = {}) {
  const url = `${API}/upload-slow`;
  const held = hold(url);
  const outcome = watch(call(uni, 'uploadFile', { url, name: 'file', files: [{ name: 'file', file: photo() }], ...options }));
  await held.arrived;
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(outcome.settled, `settled before ${ms} ms`).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(outcome.settled, `still pending at ${ms} ms`).toBe(true);
  const { ok, res } = await outcome.promise;
  expect(ok).toBe(false);
  expect(res.errMsg.startsWith(failure()), res.errMsg).toBe(true);
}

describe('uni.uploadFile sends a multipart form [net.upload-file.multipart]', () => {
  const app = useApp();

  it('POSTs formData entries and the file under its name, and succeeds with statusCode and data [net.upload-file.multipart]', async () => {
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', {
      url: `${API}/upload`, name: 'avatar', files: [{ name: 'avatar', file: photo() }], formData: { user: 'ada', n: 2 }, header: { 'X-Client': 'suite' },
    });
    expect(outcome).toMatchObject({ ok: true, res: { errMsg: fill(okMessage, { api: 'uploadFile' }), statusCode: 201, data: 'stored' } });
    expect(forms).toEqual([{ method, fields: { user: 'ada', n: '2' }, files: { avatar: { name: 'photo.jpg', text: 'photo bytes' } } }]);
  });

  it('reads the file from a base64 data url and names the field file by default [net.upload-file.multipart]', async () => {
    const forms = serveForms(`${API}/upload`);
    await call(app().uni, 'uploadFile', { url: `${API}/upload`, filePath: `data:text/plain;base64,${btoa('hello')}` });
    expect(Object.keys(forms[0]!.files)).toEqual(['file']);
    expect(forms[0]!.files.file!.text).toBe('hello');
  });

  it('sends each of several files under its own name, read from a file or from a path [net.upload-file.multipart]', async () => {
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', {
      url: `${API}/upload`, files: [{ name: 'first', file: photo() }, { uri: `data:text/plain;base64,${btoa('second')}` }],
    });
    expect(outcome.ok).toBe(true);
    expect(forms[0]!.files.first!.text).toBe('photo bytes');
    expect(forms[0]!.files.file!.text).toBe('second');
  });

  it('sends filePath when files is empty [net.upload-file.multipart]', async () => {
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, files: [], filePath: `data:text/plain;base64,${btoa('from path')}` });
    expect(outcome.ok).toBe(true);
    expect(forms[0]!.files.file!.text).toBe('from path');
  });

  it('names a file that has no name of its own file-<Date.now()>, as the framework does [net.upload-file.multipart]', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => { vi.useRealTimers(); });
    vi.setSystemTime(1_700_000_123_456);
    const forms = serveForms(`${API}/upload`);
    await call(app().uni, 'uploadFile', { url: `${API}/upload`, files: [{ name: 'file', file: new File(['unnamed'], '') }] });
    expect(forms[0]!.files.file!.name).toBe(`file-${Date.now()}`);
  });

  it('reads a file path that is a web url and sends the content found there [net.upload-file.multipart]', async () => {
    serve(`${API}/files/notes.txt`, () => HttpResponse.text('notes from the web'));
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, filePath: `${API}/files/notes.txt` });
    expect(outcome.ok).toBe(true);
    expect(forms[0]!.files.file!.text).toBe('notes from the web');
  });

  it('reads a file path that chooseFile handed out and sends that file [net.upload-file.multipart]', async () => {
    const chosen = call(app().uni, 'chooseFile', { count: 1 });
    pickFiles([photo()]);
    const { res } = await chosen;
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, filePath: res.tempFilePaths[0] });
    expect(outcome.ok, outcome.res.errMsg).toBe(true);
    expect(forms[0]!.files.file).toEqual({ name: 'photo.jpg', text: 'photo bytes' });
  });

  it('reports upload progress to onProgressUpdate listeners [net.upload-file.multipart]', async () => {
    serveForms(`${API}/upload`);
    const updates: { progress: number; totalBytesSent: number; totalBytesExpectedToSend: number }[] = [];
    const upload = start(app().uni, { url: `${API}/upload`, name: 'file', files: [{ name: 'file', file: photo() }] });
    upload.task.onProgressUpdate((p) => updates.push(p));
    expect((await upload.done).statusCode).toBe(201);
    const last = updates.at(-1)!;
    expect(last.progress).toBe(100);
    expect(last.totalBytesSent).toBe(last.totalBytesExpectedToSend);
    expect(last.totalBytesSent).toBeGreaterThan('photo bytes'.length);
  });

  it('reports a failing status through success [net.upload-file.multipart]', async () => {
    serveForms(`${API}/upload`, () => HttpResponse.text('too large', { status: 413 }));
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, files: [{ name: 'file', file: photo() }] });
    expect(outcome).toMatchObject({ ok: true, res: { statusCode: 413, data: 'too large' } });
  });
});

describe('uni.uploadFile without a file it can read [net.upload-file.file-error]', () => {
  const app = useApp();

  it('fails with file error when filePath is empty [net.upload-file.file-error]', async () => {
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, filePath: '' });
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: failure(fileError) } });
    expect(forms).toEqual([]);
  });

  it('fails with file error when a files entry has neither a file nor a uri [net.upload-file.file-error]', async () => {
    const forms = serveForms(`${API}/upload`);
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, files: [{ name: 'file' }] });
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: failure(fileError) } });
    expect(forms).toEqual([]);
  });

  it('fails with file error when a file path cannot be read [net.upload-file.file-error]', async () => {
    serve(`${API}/no-such-file`, () => HttpResponse.error());
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, filePath: `${API}/no-such-file` });
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: failure(fileError) } });
  });

  it('fails with file error when there is no file to send [net.upload-file.file-error]', async () => {
    const outcome = await call(app().uni, 'uploadFile', { url: `${API}/upload`, name: 'file' });
    expect(outcome).toMatchObject({ ok: false, res: { errMsg: failure(fileError) } });
  });
});

describe('uni.uploadFile aborts and errors, as request fails', () => {
  const app = useApp();
  // Each failure comes at once: it is awaited on the virtual clock, never on the upload's timeout.
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('fails with uploadFile:fail abort when aborted in flight [net.request.abort]', async () => {
    const held = hold(`${API}/upload-held`);
    const upload = start(app().uni, { url: `${API}/upload-held`, files: [{ name: 'file', file: photo() }] });
    await held.arrived;
    upload.task.abort();
    expect((await settledBeforeTimeout(upload.done)).errMsg).toBe(failure(v('net.request.abort').detail));
  });

  it('fails with uploadFile:fail abort when aborted before the request starts [net.request.abort]', async () => {
    const received = serveForms(`${API}/upload`);
    const upload = start(app().uni, { url: `${API}/upload`, files: [{ name: 'file', file: photo() }] });
    upload.task.abort();
    expect((await settledBeforeTimeout(upload.done)).errMsg).toBe(failure(v('net.request.abort').detail));
    // An upload started after the abort reads its file and sends its form the same way: once its form
    // reached the server, the aborted one's would have too, had it been sent.
    const after = serveForms(`${API}/upload-after-abort`);
    expect((await call(app().uni, 'uploadFile', { url: `${API}/upload-after-abort`, files: [{ name: 'file', file: photo() }] })).ok).toBe(true);
    expect(after).toHaveLength(1);
    expect(received, 'a request reached the server').toEqual([]);
  });

  it('fails with uploadFile:fail on a network error [net.request.network-error]', async () => {
    serve(`${API}/upload-down`, () => HttpResponse.error());
    const outcome = await settledBeforeTimeout(call(app().uni, 'uploadFile', { url: `${API}/upload-down`, files: [{ name: 'file', file: photo() }] }));
    expect(outcome.res.errMsg).toBe(failure());
  });

  it('fails with uploadFile:fail timeout when it runs out of time [net.request.timeout]', async () => {
    const held = hold(`${API}/upload-slow`);
    const outcome = watch(call(app().uni, 'uploadFile', { url: `${API}/upload-slow`, files: [{ name: 'file', file: photo() }], timeout: 800 }));
    await held.arrived;
    await vi.advanceTimersByTimeAsync(800);
    expect((await outcome.promise).res.errMsg).toBe(failure(v('net.request.timeout').detail));
  });
});

describe('uni.uploadFile timeout [net.upload-file.default-timeout]', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  describe('by default', () => {
    const app = useApp();

    it('fails after 60000 ms, not a millisecond earlier [net.upload-file.default-timeout]', async () => {
      await expectTimeoutAt(app().uni, clause.timeoutMs);
    });

    it('uses the per-call timeout instead of the default [net.upload-file.default-timeout]', async () => {
      await expectTimeoutAt(app().uni, 2500, { timeout: 2500 });
    });
  });

  describe('configured by the app', () => {
    const app = useApp(networkTimeoutApp);

    it('uses manifest networkTimeout.uploadFile instead of the default [net.upload-file.default-timeout]', async () => {
      await expectTimeoutAt(app().uni, networkTimeoutApp.networkTimeout!.uploadFile!);
    });
  });
});
